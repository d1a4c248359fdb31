'use client';

import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { FormMessage } from '@/components/form';
import { api, isApiError } from '@/lib/api';
import {
  POPULAR_TEXT_MAX,
  type PopularSearchAction,
  type PopularSearches,
  type PopularSearchItem,
} from '@/lib/api/contract/popular-searches';
import { formatNumber } from '@/lib/format/money';
import { formatMoscowTime } from '../model/format';
import { popularTexts } from '../popular-texts';
import { ListTable, type ListColumn } from './list-table';
import styles from './manager.module.scss';

const t = popularTexts;

/**
 * The often searched queries (issue #34): the staff member pins queries of their own and hides
 * any for good. Each change is one call; the page then renders again from the server.
 */
export function PopularSearchesPage({ data }: { data: PopularSearches }) {
  const router = useRouter();
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [textError, setTextError] = useState<string | null>(null);
  const fieldId = useId();

  const run = async (key: string, call: () => Promise<unknown>, message: string) => {
    if (pending) return;
    setPending(key);
    setError(null);
    setDone(null);
    try {
      await call();
      setDone(message);
      router.refresh();
      return true;
    } catch (caught) {
      const onField = isApiError(caught) ? caught.errors?.text : undefined;
      if (key === 'add' && isApiError(caught) && caught.status === 400) {
        setTextError(onField ?? caught.message);
      } else {
        setError(isApiError(caught) && caught.message ? caught.message : t.failed);
      }
      return false;
    } finally {
      setPending(null);
    }
  };

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    if (!query) return;
    if (await run('add', () => api.popularSearches.pin(query), t.done.pin)) setText('');
  };

  const button = (item: PopularSearchItem, action: PopularSearchAction, primary = false) => (
    <button
      key={action}
      type="button"
      className={primary ? styles.primarySmall : styles.secondarySmall}
      disabled={pending !== null}
      aria-busy={pending === `${action}-${item.id}` || undefined}
      aria-label={t.actionLabel(t.actions[action], item.text)}
      onClick={() =>
        run(`${action}-${item.id}`, () => api.popularSearches.act(item.id, action), t.done[action])
      }
    >
      {t.actions[action]}
    </button>
  );

  const columns = (
    actions: PopularSearchAction[],
    withShown = false,
  ): ListColumn<PopularSearchItem>[] => [
    {
      label: t.table.text,
      cell: (item) => <span className={styles.sender}>{item.text}</span>,
    },
    { label: t.table.searchers(data.days), cell: (item) => formatNumber(item.searchers, 0) },
    { label: t.table.hits, cell: (item) => formatNumber(item.hits, 0) },
    {
      label: t.table.last,
      cell: (item) =>
        item.last_searched_at ? formatMoscowTime(item.last_searched_at) : t.table.never,
    },
    ...(withShown
      ? [
          {
            label: t.table.shown,
            cell: (item: PopularSearchItem) => (item.shown ? t.table.yes : t.table.no),
          },
        ]
      : []),
    {
      label: t.table.actions,
      cell: (item) => (
        <span className={styles.statusButtons}>
          {actions.map((action, index) => button(item, action, index === 0))}
        </span>
      ),
    },
  ];

  return (
    <section className={styles.queue} aria-labelledby="searches-title">
      <div className={styles.queueHead}>
        <h1 id="searches-title" className={styles.title}>
          {t.title}
        </h1>
      </div>
      <p className={styles.lead}>
        {t.intro(data.min_searchers, data.days)} {t.shownMax(data.shown_max)}
      </p>
      {data.fallback ? <p className={styles.muted}>{t.fallback}</p> : null}

      <form className={styles.panel} onSubmit={add}>
        <label htmlFor={fieldId} className={styles.subtitle}>
          {t.add.label}
        </label>
        <p id={`${fieldId}-hint`} className={styles.muted}>
          {t.add.hint}
        </p>
        <div className={styles.inline}>
          <input
            id={fieldId}
            className={styles.input}
            value={text}
            maxLength={POPULAR_TEXT_MAX}
            aria-invalid={textError ? true : undefined}
            aria-describedby={`${fieldId}-hint${textError ? ` ${fieldId}-error` : ''}`}
            onChange={(event) => {
              setText(event.target.value);
              setTextError(null);
            }}
          />
          <button
            type="submit"
            className={styles.primarySmall}
            disabled={pending !== null || text.trim() === ''}
            aria-busy={pending === 'add' || undefined}
          >
            {t.add.submit}
          </button>
        </div>
        {textError ? (
          <p id={`${fieldId}-error`} className={styles.fieldError} role="alert">
            {textError}
          </p>
        ) : null}
      </form>

      <FormMessage>{error}</FormMessage>
      <p className="visually-hidden" role="status">
        {done}
      </p>

      <h2 className={styles.subtitle}>{t.pinned.title}</h2>
      <ListTable
        items={data.pinned}
        columns={columns(['unpin', 'block'])}
        empty={t.pinned.empty}
        className={styles.labelled}
      />

      <h2 className={styles.subtitle}>{t.candidates.title}</h2>
      <ListTable
        items={data.candidates}
        columns={columns(['pin', 'block'], true)}
        empty={t.candidates.empty(data.days)}
        className={styles.labelled}
      />

      <h2 className={styles.subtitle}>{t.blocked.title}</h2>
      <ListTable
        items={data.blocked}
        columns={columns(['unblock'])}
        empty={t.blocked.empty}
        className={styles.labelled}
      />
    </section>
  );
}
