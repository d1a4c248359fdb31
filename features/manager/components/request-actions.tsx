'use client';

import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { FormMessage } from '@/components/form';
import { api, isApiError } from '@/lib/api';
import { NOTE_MAX, type RequestDetail, type RequestStatus } from '@/lib/api/contract/manager';
import { managerTexts } from '../texts';
import styles from './manager.module.scss';

const t = managerTexts.actions;

/**
 * Working a request: the next statuses, the assignee and an internal note. Each change is one
 * call; the card then renders again from the server, history included.
 */
export function RequestActions({ request }: { request: RequestDetail }) {
  const router = useRouter();
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [assignee, setAssignee] = useState(String(request.assignee?.id ?? ''));
  const noteId = useId();
  const assigneeId = useId();

  const run = async (key: string, call: () => Promise<unknown>, after?: () => void) => {
    if (pending) return;
    setPending(key);
    setError(null);
    try {
      await call();
      after?.();
      router.refresh();
    } catch (caught) {
      setError(isApiError(caught) && caught.message ? caught.message : t.failed);
    } finally {
      setPending(null);
    }
  };

  const submitNote = (event: FormEvent) => {
    event.preventDefault();
    const text = note.trim();
    if (!text) return;
    void run(
      'note',
      () => api.manager.addNote(request.id, text),
      () => setNote(''),
    );
  };

  return (
    <aside className={styles.actions} aria-label={t.status}>
      <section className={styles.panel}>
        <h2 className={styles.subtitle}>{t.status}</h2>
        <div className={styles.statusButtons}>
          {request.next_statuses.map((status: RequestStatus) => (
            <button
              key={status}
              type="button"
              className={status === 'in_work' ? styles.primarySmall : styles.secondarySmall}
              disabled={pending !== null}
              aria-busy={pending === status || undefined}
              onClick={() => run(status, () => api.manager.setStatus(request.id, status))}
            >
              {t.to[status]}
            </button>
          ))}
        </div>
      </section>

      <section className={styles.panel}>
        <label htmlFor={assigneeId} className={styles.subtitle}>
          {t.assignee}
        </label>
        <div className={styles.inline}>
          <select
            id={assigneeId}
            value={assignee}
            onChange={(e) => setAssignee(e.target.value)}
            className={styles.select}
          >
            {request.assignee ? null : <option value="">—</option>}
            {request.assignees.map((person) => (
              <option key={person.id} value={person.id}>
                {person.name}
              </option>
            ))}
          </select>
          <button
            type="button"
            className={styles.secondarySmall}
            disabled={
              pending !== null || assignee === '' || assignee === String(request.assignee?.id)
            }
            aria-busy={pending === 'assign' || undefined}
            onClick={() => run('assign', () => api.manager.assign(request.id, Number(assignee)))}
          >
            {t.assign}
          </button>
        </div>
      </section>

      <form className={styles.panel} onSubmit={submitNote}>
        <label htmlFor={noteId} className={styles.subtitle}>
          {t.note}
        </label>
        <textarea
          id={noteId}
          className={styles.textarea}
          value={note}
          maxLength={NOTE_MAX}
          rows={4}
          placeholder={t.notePlaceholder}
          onChange={(e) => setNote(e.target.value)}
        />
        <button
          type="submit"
          className={styles.primarySmall}
          disabled={pending !== null || note.trim() === ''}
          aria-busy={pending === 'note' || undefined}
        >
          {t.addNote}
        </button>
      </form>
      <FormMessage>{error}</FormMessage>
    </aside>
  );
}
