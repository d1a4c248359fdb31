import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { controlAria, Field } from './field';
import styles from './form.module.scss';

type Props = ComponentPropsWithRef<'input'> & {
  label?: ReactNode;
  error?: string;
  hint?: ReactNode;
};

/** A labelled text input; works with react-hook-form's `register` (ref and events pass through). */
export function TextField({ label, error, hint, id, className, ...input }: Props) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <Field id={inputId} label={label} error={error} hint={hint} className={className}>
      <input id={inputId} className={styles.control} {...controlAria(inputId, error)} {...input} />
    </Field>
  );
}
