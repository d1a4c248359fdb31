import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { controlAria, Field } from './field';
import styles from './form.module.scss';
import type { SelectOption } from './select';

type Props = Omit<ComponentPropsWithRef<'select'>, 'children'> & {
  label?: ReactNode;
  options: readonly SelectOption[];
  /** The first, empty choice ('' until the shopper picks one). */
  placeholder?: string;
  error?: string;
};

/**
 * The browser's own select, for short forms in modals (the registration's warehouse and
 * manager), where the phone's native picker serves better than a listbox.
 */
export function NativeSelect({
  label,
  options,
  placeholder,
  error,
  id,
  className,
  ...rest
}: Props) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <Field id={selectId} label={label} error={error} className={className}>
      <select id={selectId} className={styles.control} {...controlAria(selectId, error)} {...rest}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
