import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { controlAria, errorIdOf } from './field';
import styles from './form.module.scss';

type Props = Omit<ComponentPropsWithRef<'input'>, 'type'> & { label: ReactNode; error?: string };

export function Checkbox({ label, error, id, className, ...input }: Props) {
  const autoId = useId();
  const boxId = id ?? autoId;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={boxId} className={styles.checkbox}>
        <input id={boxId} type="checkbox" {...controlAria(boxId, error)} {...input} />
        <span>{label}</span>
      </label>
      {error ? (
        <span id={errorIdOf(boxId)} className={styles.error} role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
