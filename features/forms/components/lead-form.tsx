'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { buttonClassName } from '@/components/button';
import {
  ConsentCheckbox,
  FileInput,
  FormMessage,
  MissingFields,
  pendingFromSchema,
  PhoneInput,
  Select,
  TextArea,
  TextField,
  showConsentError,
  visibleError,
  type SelectOption,
} from '@/components/form';
import { api, isApiError } from '@/lib/api';
import { UPLOAD_LIMITS } from '@/lib/api/contract/forms';
import { validationMessages } from '@/lib/validation/messages';
import type { LeadField, LeadFormConfig } from '../model/form-configs';
import { formsTexts } from '../texts';
import styles from './lead-form.module.scss';

/** The fields' text, and `consent`: the 152-FZ checkbox, never ticked in advance. */
type Values = Record<string, string | boolean>;
type State = 'idle' | 'submitting' | 'success';

const isStoreField = (field: LeadField) => field === 'stock' || field === 'storeXmlId';

/**
 * A request form (storefront.md §4 "Forms"): idle, submitting, then the success note with
 * 'Закрыть' and a reset form, or 'При отправке формы произошла ошибка'. Validation is the
 * server's own schema; submit stays disabled until the form is valid. A warehouse field is a
 * select of `storages`, read-only when the buyer's own warehouse is fixed (storefront.md §5).
 */
export function LeadForm({
  config,
  initial = {},
  storages = [],
  lockedStore = false,
  onClose,
  className,
}: {
  config: LeadFormConfig;
  initial?: Partial<Record<LeadField, string>>;
  storages?: readonly SelectOption[];
  lockedStore?: boolean;
  onClose?: () => void;
  className?: string;
}) {
  const defaults: Values = {
    ...Object.fromEntries(config.fields.map((field) => [field, initial[field] ?? ''])),
    consent: false,
  };
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isValid },
  } = useForm<Values>({
    resolver: zodResolver(config.schema as never) as unknown as Resolver<Values>,
    mode: 'onChange',
    defaultValues: defaults,
  });
  const [state, setState] = useState<State>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const values = useWatch({ control });
  const [consentTouched, setConsentTouched] = useState(false);
  const missingId = useId();
  // Everything but the consent is valid: the box is then all that holds the submit back.
  const restValid = useMemo(
    () => config.schema.safeParse({ ...values, consent: true }).success,
    [config.schema, values],
  );

  const submit = handleSubmit(async (data) => {
    setState('submitting');
    setFailure(null);
    try {
      const fields = {
        ...Object.fromEntries(config.fields.map((field) => [field, String(data[field] ?? '')])),
        consent: data.consent === true ? 'true' : '',
      };
      await api.forms.submit(config.name, fields, config.accept ? files : []);
      reset(defaults);
      setConsentTouched(false);
      setFiles([]);
      setState('success');
    } catch (error) {
      if (isApiError(error)) {
        for (const [field, message] of Object.entries(error.errors ?? {})) {
          if (field === 'files') continue;
          setError(field, { type: 'server', message });
        }
      }
      setFailure(formsTexts.failure);
      setState('idle');
    }
  });

  if (state === 'success') {
    return (
      <div className={`${styles.success} ${className ?? ''}`} role="status">
        <p className={styles.successTitle}>{formsTexts.successTitle}</p>
        <p className={styles.successText}>{formsTexts.successText}</p>
        <button
          type="button"
          className={buttonClassName('primary')}
          onClick={() => {
            setState('idle');
            onClose?.();
          }}
        >
          {formsTexts.close}
        </button>
      </div>
    );
  }

  const error = (field: LeadField) =>
    visibleError(errors[field]?.message, String(values[field] ?? ''));
  const consentChecked = values.consent === true;
  const consentError =
    errors.consent?.type === 'server' ||
    showConsentError({ checked: consentChecked, touched: consentTouched, restValid })
      ? (errors.consent?.message ?? validationMessages.consent)
      : undefined;
  const label = (field: LeadField) => formsTexts.labels[field];
  // What keeps 'Отправить заявку' disabled, named by the button: the warehouse too (issue #17).
  const pending = pendingFromSchema(config.schema, values, {
    ...Object.fromEntries(config.fields.map((field) => [field, label(field)])),
    consent: formsTexts.consentShort,
  });

  return (
    <form className={`${styles.form} ${className ?? ''}`} onSubmit={submit} noValidate>
      {config.fields.map((field) => {
        if (field === 'phone') {
          return (
            <Controller
              key={field}
              name={field}
              control={control}
              render={({ field: f }) => (
                <PhoneInput
                  label={label(field)}
                  name={f.name}
                  value={String(f.value ?? '')}
                  onChange={f.onChange}
                  onBlur={f.onBlur}
                  error={error(field)}
                />
              )}
            />
          );
        }
        if (isStoreField(field)) {
          return (
            <Controller
              key={field}
              name={field}
              control={control}
              render={({ field: f }) => (
                <Select
                  label={label(field)}
                  name={f.name}
                  options={storages}
                  value={f.value ? String(f.value) : undefined}
                  onChange={(value) => f.onChange(value)}
                  onBlur={f.onBlur}
                  readOnly={lockedStore}
                  error={error(field)}
                />
              )}
            />
          );
        }
        if (field === 'comment') {
          return (
            <TextArea
              key={field}
              label={label(field)}
              rows={4}
              error={error(field)}
              {...register(field)}
            />
          );
        }
        return (
          <TextField
            key={field}
            label={label(field)}
            type={field === 'email' ? 'email' : 'text'}
            autoComplete={field === 'fio' ? 'name' : field === 'email' ? 'email' : undefined}
            error={error(field)}
            {...register(field)}
          />
        );
      })}
      {config.accept ? (
        <FileInput
          label={formsTexts.labels[config.filesLabel ?? 'files']}
          files={files}
          onChange={setFiles}
          accept={config.accept}
          maxFiles={UPLOAD_LIMITS.maxFiles}
          maxBytes={UPLOAD_LIMITS.maxBytes}
        />
      ) : null}
      <Controller
        name="consent"
        control={control}
        render={({ field: f }) => (
          <ConsentCheckbox
            name={f.name}
            ref={f.ref}
            checked={f.value === true}
            onChange={(event) => {
              setConsentTouched(true);
              f.onChange(event.target.checked);
            }}
            onBlur={f.onBlur}
            error={consentError}
          />
        )}
      />
      <FormMessage>{failure}</FormMessage>
      <button
        type="submit"
        className={`${buttonClassName('primary')} ${styles.submit}`}
        disabled={!isValid || state === 'submitting'}
        aria-busy={state === 'submitting'}
        aria-describedby={missingId}
      >
        {state === 'submitting' ? formsTexts.submitting : formsTexts.submit}
      </button>
      <MissingFields id={missingId} fields={pending} />
    </form>
  );
}
