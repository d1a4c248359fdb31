'use client';

import {
  createContext,
  useContext,
  useState,
  type ComponentPropsWithRef,
  type ComponentPropsWithoutRef,
  type ReactNode,
} from 'react';
import { FormProvider, useController, type FieldValues } from 'react-hook-form';
import { validationMessages } from '@/lib/validation/messages';
import { Checkbox } from './checkbox';
import { ConsentCheckbox, showConsentError } from './consent-checkbox';
import { FormMessage } from './form-message';
import styles from './form.module.scss';
import { MissingFields } from './missing-fields';
import { NativeSelect } from './native-select';
import { PhoneInput } from './phone-input';
import { Select, type SelectOption } from './select';
import { TextArea } from './text-area';
import { TextField } from './text-field';
import type { SchemaFormApi } from './use-schema-form';

// The fields of any form read it; their names are checked by the form that owns the values.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyForm = SchemaFormApi<any, any>;
const SchemaFormContext = createContext<AnyForm | null>(null);

/**
 * The form element of a `useSchemaForm` form: its fields below read the form from context.
 * `onSubmit` replaces the send where a submit means something else (a step that moves on).
 */
export function SchemaForm<TValues extends FieldValues, TOutput>({
  form,
  children,
  onSubmit,
  ...rest
}: { form: SchemaFormApi<TValues, TOutput> } & Omit<
  ComponentPropsWithoutRef<'form'>,
  'noValidate'
>) {
  return (
    <FormProvider {...form.form}>
      <SchemaFormContext.Provider value={form as unknown as AnyForm}>
        <form noValidate onSubmit={onSubmit ?? form.submit} {...rest}>
          {children}
        </form>
      </SchemaFormContext.Provider>
    </FormProvider>
  );
}

export function useSchemaFormContext(): AnyForm {
  const form = useContext(SchemaFormContext);
  if (!form) throw new Error('A form field is used outside <SchemaForm>.');
  return form;
}

/**
 * One field's wiring for a control of its own (the checkout's radios and inputs): its value, a
 * change that also takes the server's message off it, blur, ref, and the error it shows now.
 */
export function useSchemaField<T = unknown>(name: string) {
  const form = useSchemaFormContext();
  const { field } = useController({ name, control: form.form.control });
  const onBlur = () => {
    field.onBlur();
    form.leave(name);
  };
  return {
    name,
    value: field.value as T,
    attach: field.ref,
    onBlur,
    onChange: (value: T) => {
      if (form.serverError(name)) form.form.clearErrors(name);
      field.onChange(value);
    },
    error: form.errorOf(name),
    /** What every control takes as it is: name, ref, blur and the error. */
    wiring: { name, ref: field.ref, onBlur, error: form.errorOf(name) },
  };
}

type Named<P> = Omit<P, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'ref'> & {
  name: string;
};

/** A text field; `transform` adjusts what was typed (the INN keeps no spaces). */
export function TextInput({
  name,
  transform,
  ...rest
}: Named<ComponentPropsWithRef<typeof TextField>> & { transform?: (value: string) => string }) {
  const { wiring, value, onChange } = useSchemaField<string>(name);
  return (
    <TextField
      {...rest}
      {...wiring}
      value={value ?? ''}
      onChange={(event) => onChange(transform ? transform(event.target.value) : event.target.value)}
    />
  );
}

/** A text area (it trims its text when it loses focus). */
export function TextAreaInput({ name, ...rest }: Named<ComponentPropsWithRef<typeof TextArea>>) {
  const { wiring, value, onChange } = useSchemaField<string>(name);
  return (
    <TextArea
      {...rest}
      {...wiring}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** A phone number with its country (components/form/phone-input). */
export function PhoneField({ name, label }: { name: string; label?: ReactNode }) {
  const { value, error, onBlur, onChange } = useSchemaField<string>(name);
  return (
    <PhoneInput
      label={label}
      name={name}
      value={value ?? ''}
      error={error}
      onBlur={onBlur}
      onChange={onChange}
    />
  );
}

/** The listbox select; `readOnly` for a value only a manager may change. */
export function SelectField({
  name,
  ...rest
}: Named<ComponentPropsWithoutRef<typeof Select>> & { options: readonly SelectOption[] }) {
  const { value, error, onBlur, onChange } = useSchemaField<string>(name);
  return (
    <Select
      {...rest}
      name={name}
      value={value ? String(value) : undefined}
      error={error}
      onBlur={onBlur}
      onChange={(value) => onChange(value)}
    />
  );
}

/** The browser's own select; `onValueChange` runs after the value is set (resets that follow). */
export function NativeSelectField({
  name,
  onValueChange,
  ...rest
}: Named<ComponentPropsWithRef<typeof NativeSelect>> & {
  onValueChange?: (value: string) => void;
}) {
  const { wiring, value, onChange } = useSchemaField<string>(name);
  return (
    <NativeSelect
      {...rest}
      {...wiring}
      value={value ?? ''}
      onChange={(event) => {
        onChange(event.target.value);
        onValueChange?.(event.target.value);
      }}
    />
  );
}

/** One radio of a choice: checked while the field holds `value`; a click sets it. */
export function RadioOption<T extends string | number>({
  name,
  value,
  className,
  children,
}: {
  name: string;
  value: T;
  className?: string;
  children: ReactNode;
}) {
  const field = useSchemaField<T>(name);
  return (
    <label className={className}>
      <input
        type="radio"
        name={name}
        value={String(value)}
        checked={field.value === value}
        onChange={() => field.onChange(value)}
      />
      {children}
    </label>
  );
}

/**
 * A choice of a few values as the shop's segmented control (pills) under a legend: real radios,
 * their circles hidden, so the keyboard and screen readers work as with any radio group.
 */
export function SegmentedRadios<T extends string | number>({
  name,
  legend,
  options,
  className,
}: {
  name: string;
  legend: ReactNode;
  options: readonly { value: T; label: ReactNode }[];
  className?: string;
}) {
  return (
    <fieldset className={[styles.segmentGroup, className].filter(Boolean).join(' ')}>
      <legend className={styles.label}>{legend}</legend>
      <div className={styles.segment}>
        {options.map((option) => (
          <RadioOption
            key={String(option.value)}
            name={name}
            value={option.value}
            className={styles.segmentOption}
          >
            {option.label}
          </RadioOption>
        ))}
      </div>
    </fieldset>
  );
}

/** A checkbox holding a boolean. */
export function CheckboxField({
  name,
  onValueChange,
  ...rest
}: Named<ComponentPropsWithRef<typeof Checkbox>> & {
  onValueChange?: (checked: boolean) => void;
}) {
  const { wiring, value, onChange } = useSchemaField<boolean>(name);
  return (
    <Checkbox
      {...rest}
      {...wiring}
      checked={value === true}
      onChange={(event) => {
        onChange(event.target.checked);
        onValueChange?.(event.target.checked);
      }}
    />
  );
}

/**
 * The consent to the processing of personal data (152-FZ), never ticked in advance. Its message
 * shows once the box was unticked by hand, or (`whenRestValid`) once it alone holds the submit
 * back, or at once when the server refused the send without it. `label` replaces the default
 * words and policy link.
 */
export function ConsentField({
  name = 'consent',
  id,
  label,
  whenRestValid = true,
}: {
  name?: string;
  id?: string;
  label?: ReactNode;
  whenRestValid?: boolean;
}) {
  const form = useSchemaFormContext();
  const { attach, value, onBlur, onChange } = useSchemaField<boolean>(name);
  const [touched, setTouched] = useState(false);
  const checked = value === true;
  const restValid = whenRestValid && form.validWith({ [name]: true });
  const error =
    form.serverError(name) ??
    (showConsentError({ checked, touched, restValid })
      ? (form.issues[name] ?? validationMessages.consent)
      : undefined);
  const props = {
    id,
    name,
    ref: attach,
    checked,
    error,
    onBlur,
    onChange: (event: { target: { checked: boolean } }) => {
      setTouched(true);
      onChange(event.target.checked);
    },
  };
  return label ? <Checkbox {...props} label={label} /> : <ConsentCheckbox {...props} />;
}

/** The submit button: disabled until the form is valid and while it is sent (aria-busy). */
export function SubmitButton({
  children,
  disabled = false,
  describedBy,
  ...rest
}: Omit<ComponentPropsWithoutRef<'button'>, 'type' | 'aria-busy' | 'aria-describedby'> & {
  /** The id of the line that says why it is disabled (`FormMissing`). */
  describedBy?: string;
}) {
  const form = useSchemaFormContext();
  return (
    <button
      {...rest}
      type="submit"
      disabled={!form.canSubmit || disabled}
      aria-busy={form.busy || undefined}
      aria-describedby={describedBy}
    >
      {children}
    </button>
  );
}

/** The line by the submit button naming what is missing; `labels` name the fields. */
export function FormMissing({ id, labels }: { id: string; labels: Record<string, string> }) {
  const form = useSchemaFormContext();
  return <MissingFields id={id} fields={form.pending(labels)} />;
}

/** The form-level message of a failed send. */
export function FormFailure() {
  const form = useSchemaFormContext();
  return <FormMessage>{form.formError}</FormMessage>;
}
