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

/**
 * The pending fields of a form by its own schema: each field with an issue, named by `labels`
 * (fields without a label are left out of the line; their own errors still show).
 */
export function pendingFromSchema(
  schema: { safeParse(value: unknown): { success: boolean; error?: { issues: Issue[] } } },
  values: Record<string, unknown>,
  labels: Record<string, string>,
): PendingField[] {
  const result = schema.safeParse(values);
  if (result.success || !result.error) return [];
  const seen = new Set<string>();
  const pending: PendingField[] = [];
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    const label = labels[field];
    if (!label || seen.has(field)) continue;
    seen.add(field);
    const value = values[field];
    pending.push({
      label,
      empty:
        value === undefined || value === null || String(value).trim() === '' || value === false,
      check: typeof value === 'boolean',
    });
  }
  return pending;
}

interface Issue {
  path: readonly PropertyKey[];
}
