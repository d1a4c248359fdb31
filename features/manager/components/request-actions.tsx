'use client';

import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { FormMessage } from '@/components/form';
import { api, isApiError } from '@/lib/api';
import {
  NOTE_MAX,
  REPLY_MAX,
  REPLY_SUBJECT_MAX,
  type RequestDetail,
  type RequestStatus,
} from '@/lib/api/contract/manager';
import { managerTexts } from '../texts';
import styles from './manager.module.scss';

const t = managerTexts.actions;

/**
 * Working a request: the next statuses, the assignee and an internal note. Each change is one
 * call; the card then renders again from the server, history included. A status change says
 * which status this card showed, so a change someone made meanwhile is refused (409), not
 * overwritten.
 */
export function RequestActions({ request }: { request: RequestDetail }) {
  const router = useRouter();
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [subject, setSubject] = useState(request.reply.subject);
  const [reply, setReply] = useState('');
  const [replied, setReplied] = useState(false);
  const [assignee, setAssignee] = useState(String(request.assignee?.id ?? ''));
  const noteId = useId();
  const subjectId = useId();
  const replyId = useId();
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
      // 409: someone changed the request since this card was rendered; the message stays and
      // the card renders again from the server, so its status and buttons are the current ones.
      if (isApiError(caught) && caught.status === 409) router.refresh();
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

  const submitReply = (event: FormEvent) => {
    event.preventDefault();
    const text = reply.trim();
    if (!text || !subject.trim()) return;
    setReplied(false);
    void run(
      'reply',
      () => api.manager.reply(request.id, { subject: subject.trim(), text }),
      () => {
        setReply('');
        setReplied(true);
      },
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
              onClick={() =>
                run(status, () =>
                  api.manager.setStatus(request.id, { status, from: request.status }),
                )
              }
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
      <form className={styles.panel} onSubmit={submitReply} aria-labelledby={`${replyId}-title`}>
        <h2 id={`${replyId}-title`} className={styles.subtitle}>
          {t.reply}
        </h2>
        {request.reply.to ? (
          <>
            <p className={styles.muted}>{t.replyTo(request.reply.to)}</p>
            <label htmlFor={subjectId} className={styles.fieldLabel}>
              {t.replySubject}
            </label>
            <input
              id={subjectId}
              className={styles.input}
              value={subject}
              maxLength={REPLY_SUBJECT_MAX}
              onChange={(e) => setSubject(e.target.value)}
            />
            <label htmlFor={replyId} className={styles.fieldLabel}>
              {t.replyText}
            </label>
            <textarea
              id={replyId}
              className={styles.textarea}
              value={reply}
              maxLength={REPLY_MAX}
              rows={6}
              placeholder={t.replyPlaceholder}
              onChange={(e) => {
                setReply(e.target.value);
                setReplied(false);
              }}
            />
            <button
              type="submit"
              className={styles.primarySmall}
              disabled={pending !== null || reply.trim() === '' || subject.trim() === ''}
              aria-busy={pending === 'reply' || undefined}
            >
              {t.sendReply}
            </button>
            <p role="status" className={styles.muted}>
              {replied ? t.replySent : ''}
            </p>
          </>
        ) : (
          <p className={styles.muted}>{t.replyNoEmail}</p>
        )}
      </form>
      <FormMessage>{error}</FormMessage>
    </aside>
  );
}
