import styles from './form.module.scss';

/** A form-level error (the server's message, or the form's failure text). */
export function FormMessage({ children }: { children?: string | null }) {
  if (!children) return null;
  return (
    <p className={styles.formMessage} role="alert">
      {children}
    </p>
  );
}
