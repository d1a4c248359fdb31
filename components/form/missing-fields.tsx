import { formTexts } from './texts';
import styles from './form.module.scss';

/** A field the form still waits for: empty, or filled with something it cannot take. */
export interface PendingField {
  label: string;
  empty: boolean;
  /** A checkbox to tick (consent): 'Отметьте: …'. */
  check?: boolean;
}

/**
 * The line by a disabled submit button (issue #17): it names what is missing, 'Заполните: …',
 * what is filled but wrong, 'Исправьте: …', and a box to tick, 'Отметьте: …'. Null when nothing
 * is pending.
 */
export function pendingFieldsLine(fields: readonly PendingField[]): string | null {
  const unique = (list: string[]) => [...new Set(list)];
  const empty = unique(fields.filter((f) => f.empty && !f.check).map((f) => f.label));
  const unticked = unique(fields.filter((f) => f.check).map((f) => f.label));
  const wrong = unique(fields.filter((f) => !f.empty && !f.check).map((f) => f.label));
  const parts = [
    empty.length ? formTexts.fillIn(empty.join(', ')) : null,
    wrong.length ? formTexts.correct(wrong.join(', ')) : null,
    unticked.length ? formTexts.tick(unticked.join(', ')) : null,
  ].filter(Boolean);
  return parts.length ? parts.join('. ') : null;
}

/**
 * Says why the submit button beside it cannot be pressed. Polite live region: it changes as the
 * buyer types, and a screen reader hears the last state without being interrupted.
 */
export function MissingFields({ fields, id }: { fields: readonly PendingField[]; id?: string }) {
  const line = pendingFieldsLine(fields);
  return (
    <p id={id} className={styles.missing} aria-live="polite">
      {line}
    </p>
  );
}
