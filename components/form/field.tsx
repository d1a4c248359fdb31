import type { ReactNode } from 'react';
import styles from './form.module.scss';

export const errorIdOf = (id: string) => `${id}-error`;

/** A label, a control and its error, wired for screen readers by id. */
export function Field({
  id,
  label,
  error,
  hint,
  children,
  className,
}: {
  id: string;
  label?: ReactNode;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      {label ? (
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
      ) : null}
      {children}
      {hint && !error ? <span className={styles.hint}>{hint}</span> : null}
      {error ? (
        <span id={errorIdOf(id)} className={styles.error} role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}

/** aria attributes of a control whose field may show an error. */
export const controlAria = (id: string, error?: string) => ({
  'aria-invalid': error ? (true as const) : undefined,
  'aria-describedby': error ? errorIdOf(id) : undefined,
});
