'use client';

import { useId, useRef, useState } from 'react';
import { buttonClassName } from '@/components/button';
import { useSingleFlight } from '@/components/hooks';
import { pushEcommerce } from '@/lib/analytics/ecommerce';
import { isApiError } from '@/lib/api';
import type { QuickOrderPreview } from '@/lib/api/contract/quick-order';
import { formatMoney, formatNumber } from '@/lib/format/money';
import { pluralForm, pluralize } from '@/lib/format/plural';
import { routes } from '@/lib/routes';
import { notify } from '@/lib/stores/notifications';
import { useQuickOrderAdd, useQuickOrderPreview } from '../api/quick-order';
import { cartTexts } from '../texts';
import styles from './quick-order.module.scss';

const t = cartTexts.quick;
/** The server's limit, checked here too so a large file is not sent at all. */
const MAX_FILE_BYTES = 1024 * 1024;

/**
 * "Быстрый заказ" on /cart/ (issue #21): paste lines or choose a CSV/XLSX file, see what each
 * line becomes (matched, rounded, left out and why), then add the good ones in one request.
 */
export function QuickOrder({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<QuickOrderPreview | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const ids = { panel: useId(), text: useId(), file: useId(), hint: useId(), error: useId() };

  const check = useQuickOrderPreview({
    onStart: () => {
      setError(null);
      setPreview(null);
    },
    onDone: setPreview,
    onFailed: (e) => {
      const fields = isApiError(e) ? Object.values(e.errors ?? {}) : [];
      setError(fields[0] ?? (isApiError(e) ? e.message : null) ?? t.nothing);
    },
  });
  const add = useQuickOrderAdd({
    onDone: () => {
      // Metrica's `add` (issue #21): the lines that went in, at their rounded kilograms.
      pushEcommerce(
        'add',
        (preview?.lines ?? [])
          .filter((line) => line.add && line.product_id !== null)
          .map((line) => ({
            product: {
              productId: line.product_id!,
              article: line.article,
              name: line.title ?? line.source,
              section: line.section ?? '',
              color: line.color,
              ...(line.price !== null ? { price: line.price } : {}),
            },
            kg: line.quantity,
          })),
      );
      notify({ type: 'success', title: t.added });
      setPreview(null);
      setText('');
      setFile(null);
      if (fileRef.current) fileRef.current.value = '';
    },
    onFailed: (e) => setError(isApiError(e) ? e.message : t.nothing),
  });

  // One add per click, whatever the hand does (issue #34: a double click added 20 kg for 10).
  const adding = useSingleFlight();

  const empty = !text.trim() && !file;
  const count = preview?.count ?? 0;

  return (
    <section className={styles.quick} aria-labelledby={`${ids.panel}-title`}>
      <div className={styles.head}>
        <h2 className={styles.title} id={`${ids.panel}-title`}>
          {t.title}
        </h2>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={ids.panel}
          onClick={() => setOpen((v) => !v)}
        >
          {open ? t.close : t.open}
        </button>
      </div>
      <div id={ids.panel} hidden={!open} className={styles.panel}>
        <p className={styles.lead} id={ids.hint}>
          {t.lead} {t.example}
        </p>
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            if (empty) return setError(t.nothing);
            check.mutate({ text, file });
          }}
        >
          <label className={styles.label} htmlFor={ids.text}>
            {t.textLabel}
          </label>
          <textarea
            id={ids.text}
            className={styles.textarea}
            rows={8}
            value={text}
            aria-describedby={ids.hint}
            placeholder={'ДЖ-107 Белый 40\nФТ-104; Чёрный; 25,5'}
            onChange={(event) => setText(event.target.value)}
          />
          <label className={styles.label} htmlFor={ids.file}>
            {t.fileLabel}
          </label>
          <input
            ref={fileRef}
            id={ids.file}
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              if (chosen && chosen.size > MAX_FILE_BYTES) {
                setError(t.tooLarge);
                event.target.value = '';
                setFile(null);
                return;
              }
              setError(null);
              setFile(chosen);
            }}
          />
          <div className={styles.actions}>
            <button
              type="submit"
              className={buttonClassName('secondary')}
              disabled={empty || check.isPending}
              aria-busy={check.isPending}
            >
              {check.isPending ? t.checking : t.check}
            </button>
            <a href={routes.quickOrderTemplate()} download className={styles.link}>
              {t.template}
            </a>
          </div>
          {error ? (
            <p className={styles.error} role="alert" id={ids.error}>
              {error}
            </p>
          ) : null}
        </form>

        {preview ? (
          <div className={styles.preview} aria-label={t.previewTitle} role="region">
            <h3 className={styles.previewTitle}>{t.previewTitle}</h3>
            <p role="status">
              {t.summary(
                pluralize(count, cartTexts.positions),
                formatNumber(preview.kg, 3),
                formatMoney(preview.sum),
              )}
              {preview.problems > 0
                ? `. ${t.problems(pluralize(preview.problems, ['строка', 'строки', 'строк']))}`
                : ''}
            </p>
            <div className={styles.tableScroll}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">{t.line}</th>
                    <th scope="col">{t.product}</th>
                    <th scope="col" className={styles.num}>
                      {t.kg}
                    </th>
                    <th scope="col">{t.result}</th>
                  </tr>
                </thead>
                <tbody>
                  {preview.lines.map((line) => (
                    <tr key={`${line.line}-${line.source}`} data-add={line.add}>
                      <td>{line.line}</td>
                      <td>
                        <span className={styles.source}>{line.source}</span>
                        {line.title ? (
                          <span className={styles.matched}>
                            {line.title}, {line.color}
                          </span>
                        ) : null}
                      </td>
                      <td className={styles.num}>
                        {line.add ? formatNumber(line.quantity, 3) : '—'}
                      </td>
                      <td>
                        <strong className={line.add ? styles.ok : styles.bad}>
                          {line.add ? t.willAdd : t.leftOut}
                        </strong>
                        {line.message ? <span className={styles.note}>{line.message}</span> : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {count > 0 ? (
              <button
                type="button"
                className={buttonClassName('primary')}
                disabled={adding.busy}
                aria-busy={adding.busy || undefined}
                onClick={(event) =>
                  adding.run(event, (key) => add.mutateAsync({ items: preview.items, key }))
                }
              >
                {adding.busy ? t.adding : t.add(count, pluralForm(count, t.addForms))}
              </button>
            ) : (
              <p className={styles.error}>{t.noneToAdd}</p>
            )}
          </div>
        ) : null}
      </div>
    </section>
  );
}
