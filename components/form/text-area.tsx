import { useId, type ComponentPropsWithRef, type FocusEvent, type ReactNode } from 'react';
import { controlAria, Field } from './field';
import styles from './form.module.scss';

type Props = ComponentPropsWithRef<'textarea'> & { label?: ReactNode; error?: string };

/** A labelled text area that trims its text when it loses focus (storefront.md §5). */
export function TextArea({ label, error, id, className, onBlur, onChange, ...rest }: Props) {
  const autoId = useId();
  const areaId = id ?? autoId;
  const trimOnBlur = (event: FocusEvent<HTMLTextAreaElement>) => {
    const trimmed = event.target.value.trim();
    if (trimmed !== event.target.value) {
      event.target.value = trimmed;
      onChange?.(event as never);
    }
    onBlur?.(event);
  };
  return (
    <Field id={areaId} label={label} error={error} className={className}>
      <textarea
        id={areaId}
        className={styles.control}
        {...controlAria(areaId, error)}
        {...rest}
        onChange={onChange}
        onBlur={trimOnBlur}
      />
    </Field>
  );
}
