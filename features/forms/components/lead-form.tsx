'use client';

import { useId, useState } from 'react';
import { buttonClassName } from '@/components/button';
import {
  ConsentField,
  FileInput,
  FormFailure,
  FormMissing,
  PhoneField,
  SchemaForm,
  SelectField,
  SubmitButton,
  TextAreaInput,
  TextInput,
  useSchemaForm,
  type FormSchema,
  type SelectOption,
} from '@/components/form';
import { api } from '@/lib/api';
import { isApiError } from '@/lib/api/errors';
import { acceptOfKinds, UPLOAD_LIMITS, uploadProblem } from '@/lib/api/contract/forms';
import type { LeadField, LeadFormConfig } from '../model/form-configs';
import { formsTexts } from '../texts';
import styles from './lead-form.module.scss';

/** The fields' text, and `consent`: the 152-FZ checkbox, never ticked in advance. */
type Values = Record<string, string | boolean>;

const isStoreField = (field: LeadField) => field === 'stock' || field === 'storeXmlId';

/** The server's name of the file field, in the envelope's `errors` too. */
const FILES = 'files';

/** Whether the server refused the files alone (a field error on them and on nothing else). */
const onlyFilesRefused = (error: unknown) => {
  const fields = isApiError(error) ? Object.keys(error.errors ?? {}) : [];
  return fields.length > 0 && fields.every((field) => field === FILES);
};

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
  const [sent, setSent] = useState(false);
  const [files, setFiles] = useState<File[]>([]);
  const { accepts } = config;
  const missingId = useId();
  const form = useSchemaForm<Values, Values>({
    schema: config.schema as FormSchema<Values, Values>,
    defaultValues: defaults,
    // The server names the file field 'files' (server/modules/forms/service.ts): its refusal of
    // a file ('Файл «…» не подходит: …') shows under the file field.
    serverFields: [...config.fields, 'consent', FILES],
    // A refused file is said under its field; the generic failure would only hide what to fix.
    failureMessage: (error) => (onlyFilesRefused(error) ? null : formsTexts.failure),
    onSubmit: async (data) => {
      const fields = {
        ...Object.fromEntries(config.fields.map((field) => [field, String(data[field] ?? '')])),
        consent: data.consent === true ? 'true' : '',
      };
      await api.forms.submit(config.name, fields, accepts ? files : []);
      form.form.reset(defaults);
      setFiles([]);
      setSent(true);
    },
  });

  if (sent) {
    return (
      <div className={`${styles.success} ${className ?? ''}`} role="status">
        <p className={styles.successTitle}>{formsTexts.successTitle}</p>
        <p className={styles.successText}>{formsTexts.successText}</p>
        <button
          type="button"
          className={buttonClassName('primary')}
          onClick={() => {
            setSent(false);
            onClose?.();
          }}
        >
          {formsTexts.close}
        </button>
      </div>
    );
  }

  const label = (field: LeadField) => formsTexts.labels[field];

  return (
    <SchemaForm form={form} className={`${styles.form} ${className ?? ''}`}>
      {config.fields.map((field) => {
        if (field === 'phone') return <PhoneField key={field} name={field} label={label(field)} />;
        if (isStoreField(field)) {
          return (
            <SelectField
              key={field}
              name={field}
              label={label(field)}
              options={storages}
              readOnly={lockedStore}
            />
          );
        }
        if (field === 'comment') {
          return <TextAreaInput key={field} name={field} label={label(field)} rows={4} />;
        }
        return (
          <TextInput
            key={field}
            name={field}
            label={label(field)}
            type={field === 'email' ? 'email' : 'text'}
            autoComplete={field === 'fio' ? 'name' : field === 'email' ? 'email' : undefined}
          />
        );
      })}
      {accepts ? (
        <FileInput
          label={formsTexts.labels[config.filesLabel ?? 'files']}
          files={files}
          onChange={(next) => {
            form.form.clearErrors(FILES);
            setFiles(next);
          }}
          accept={acceptOfKinds(accepts)}
          maxFiles={UPLOAD_LIMITS.maxFiles}
          maxBytes={UPLOAD_LIMITS.maxBytes}
          refuse={(file) => uploadProblem(file, accepts)}
          error={form.serverError(FILES)}
        />
      ) : null}
      <ConsentField />
      <FormFailure />
      <SubmitButton
        className={`${buttonClassName('primary')} ${styles.submit}`}
        describedBy={missingId}
      >
        {form.busy ? formsTexts.submitting : formsTexts.submit}
      </SubmitButton>
      {/* What keeps 'Отправить заявку' disabled, named by the button: the warehouse too (issue #17). */}
      <FormMissing
        id={missingId}
        labels={{
          ...Object.fromEntries(config.fields.map((field) => [field, label(field)])),
          consent: formsTexts.consentShort,
        }}
      />
    </SchemaForm>
  );
}
