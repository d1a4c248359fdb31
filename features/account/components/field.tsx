import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styles from './field.module.scss';

type Props = ComponentPropsWithRef<'input'> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
};

/** A labelled input with its error, wired by id for screen readers. */
export function TextInput({ label, error, hint, id, ...input }: Props) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <input
        id={inputId}
        className={styles.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {hint && !error ? <span className={styles.hint}>{hint}</span> : null}
      {error ? (
        <span id={errorId} className={styles.error} role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}

type AreaProps = ComponentPropsWithRef<'textarea'> & { label: ReactNode; error?: string };

export function TextAreaInput({ label, error, id, ...area }: AreaProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <textarea
        id={inputId}
        className={`${styles.control} ${styles.area}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...area}
      />
      {error ? (
        <span id={errorId} className={styles.error} role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
