'use client';

import { useId, useRef, useState } from 'react';
import { buttonClassName } from '@/components/button';
import { FileInput } from '@/components/form';
import { useSingleFlight } from '@/components/hooks';
import { ChevronDownIcon } from '@/components/icons';
import { pushEcommerce } from '@/lib/analytics/ecommerce';
import { isApiError } from '@/lib/api';
import {
  quickOrderAccept,
  quickOrderFileProblem,
  quickOrderLimits,
  type QuickOrderPreview,
} from '@/lib/api/contract/quick-order';
import { quantityText, quantityTotals } from '@/lib/catalog/units';
import { formatMoney, formatNumber } from '@/lib/format/money';
import { pluralForm, pluralize } from '@/lib/format/plural';
import { routes } from '@/lib/routes';
import { notify } from '@/lib/stores/notifications';
import { useQuickOrderAdd, useQuickOrderPreview } from '../api/quick-order';
import { cartTexts } from '../texts';
import styles from './quick-order.module.scss';

const t = cartTexts.quick;

/**
 * "Быстрый заказ" on /cart/ (issue #21): paste lines or choose a CSV/XLSX file, see what each
 * line becomes (matched, rounded, left out and why), then add the good ones in one request.
 * The heading is the disclosure's button (issue #34: the title and its toggle said the same
 * words twice); the file field is the shop's, refusing a file on choosing in the server's words.
 */
export function QuickOrder({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** The server's refusal of the file (by its content), shown under the file field. */
  const [fileError, setFileError] = useState<string | null>(null);
  const [preview, setPreview] = useState<QuickOrderPreview | null>(null);
  // Bumped by every choice of file: a check still running for the previous one is not shown.
  const choice = useRef(0);
  const checked = useRef(0);
  const ids = { panel: useId(), title: useId(), text: useId(), hint: useId(), error: useId() };

  /**
   * A new choice of file (or its removal), refused or not: what was shown for the previous file
   * goes, its preview included (issue #34: it stayed under 'Файл больше 1 МБ').
   */
  const choose = (next: File | null) => {
    choice.current += 1;
    setFile(next);
    setPreview(null);
    setError(null);
    setFileError(null);
  };

  const check = useQuickOrderPreview({
    onStart: () => {
      checked.current = choice.current;
      setError(null);
      setFileError(null);
      setPreview(null);
    },
    onDone: (answer) => {
      if (checked.current === choice.current) setPreview(answer);
    },
    onFailed: (e) => {
      if (checked.current !== choice.current) return;
      const fields = isApiError(e) ? (e.errors ?? {}) : {};
      if (fields.file) return setFileError(fields.file);
      setError(Object.values(fields)[0] ?? (isApiError(e) ? e.message : null) ?? t.nothing);
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
    },
    onFailed: (e) => setError(isApiError(e) ? e.message : t.nothing),
  });

  // One add per click, whatever the hand does (issue #34: a double click added 20 kg for 10).
  const adding = useSingleFlight();

  const empty = !text.trim() && !file;
  const count = preview?.count ?? 0;
  // Issue #35: a line in metres or pieces; then each quantity is said with its unit.
  const withUnits = preview?.lines.some((line) => line.unit !== 'kg') ?? false;

  return (
    <section className={styles.quick} aria-labelledby={ids.title}>
      {/* A disclosure whose button is the heading (WAI-ARIA's accordion header): one name,
          'Быстрый заказ', its state told by aria-expanded and the chevron. */}
      <h2 className={styles.title} id={ids.title}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={ids.panel}
          onClick={() => setOpen((v) => !v)}
        >
          {t.title}
          <ChevronDownIcon size={20} className={styles.chevron} />
        </button>
      </h2>
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
          <FileInput
            label={t.fileLabel}
            files={file ? [file] : []}
            onChange={(files) => choose(files[0] ?? null)}
            accept={quickOrderAccept}
            maxFiles={1}
            maxBytes={quickOrderLimits.maxBytes}
            refuse={quickOrderFileProblem}
            error={fileError ?? undefined}
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
              {withUnits
                ? t.summaryOf(
                    pluralize(count, cartTexts.positions),
                    quantityTotals(
                      preview.lines.filter((line) => line.add),
                      (value) => formatNumber(value, 3),
                    ),
                    formatMoney(preview.sum),
                  )
                : t.summary(
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
                      {withUnits ? t.quantity : t.kg}
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
                        {!line.add
                          ? '—'
                          : withUnits
                            ? quantityText(formatNumber(line.quantity, 3), line.unit, '\u00a0')
                            : formatNumber(line.quantity, 3)}
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
