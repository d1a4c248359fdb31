import { buttonClassName } from '@/components/button';
// Not from the index: a server component importing it makes every client control it lists a
// client reference of the page, 39 KiB in the product page's first load (issue #37).
import { plainFieldErrors } from '@/components/form/plain-field';
import { formTexts } from '@/components/form/texts';
import { acceptOfKinds, UPLOAD_LIMITS } from '@/lib/api/contract/forms';
import { routes } from '@/lib/routes';
import type { LeadField, LeadFormConfig } from '../model/form-configs';
import { formsTexts } from '../texts';
import controls from '@/components/form/plain-form.module.scss';
import styles from './lead-form-view.module.scss';

export interface StoreOption {
  value: string;
  label: string;
}

/** What the server refused and what was sent, when the page shows a form again. */
export interface LeadFormRefusal {
  values: Record<string, string>;
  errors: Record<string, string>;
}

const isStoreField = (field: LeadField) => field === 'stock' || field === 'storeXmlId';

/** The fields the server requires of each form (lib/api/contract/forms.ts). */
const required = (config: LeadFormConfig, field: LeadField) =>
  field === 'fio' ||
  field === 'phone' ||
  isStoreField(field) ||
  (config.name === 'sample' && field === 'product_name');

/** Lengths the server takes (lib/validation/rules.ts, lib/api/contract/forms.ts). */
const maxLength: Partial<Record<LeadField, number>> = {
  fio: 150,
  phone: 30,
  email: 254,
  product_name: 300,
  company: 300,
  vacancy: 300,
  comment: 2000,
};

/**
 * A request form as plain HTML (issue #37): it works with no script at all. The browser checks
 * what it can (required fields, e-mail, lengths, the consent) and posts it as the script would,
 * to `action` (server/gateway/plain-forms.ts), which answers with a page. The script's form
 * (./lead-form.tsx) takes its place once its code is there (./request-form-slot.tsx).
 *
 * A buyer's own warehouse is the only choice, marked read-only (SF-5.02); a visitor chooses.
 */
export function LeadFormView({
  config,
  action,
  initial = {},
  storages,
  lockedStore = false,
  refusal,
  idPrefix,
}: {
  config: LeadFormConfig;
  action: string;
  initial?: Partial<Record<LeadField, string>>;
  storages: readonly StoreOption[];
  lockedStore?: boolean;
  refusal?: LeadFormRefusal;
  /** Makes the fields' ids unique on a page with two forms. */
  idPrefix: string;
}) {
  const valueOf = (field: string) => refusal?.values[field] ?? initial[field as LeadField] ?? '';
  const { idOf, aria, errorLine } = plainFieldErrors(idPrefix, refusal?.errors, controls.error);

  const control = (field: LeadField) => {
    const common = {
      id: idOf(field),
      name: field,
      className: controls.control,
      required: required(config, field),
      ...aria(field),
    };
    if (isStoreField(field)) {
      const chosen = valueOf(field);
      const options = lockedStore ? storages.filter((s) => s.value === chosen) : storages;
      return (
        // A buyer's own warehouse is the only option, chosen: nothing to require (HTML wants a
        // required select to open on an empty placeholder).
        <select
          {...common}
          required={!lockedStore}
          defaultValue={chosen}
          aria-readonly={lockedStore || undefined}
        >
          {lockedStore ? null : <option value="">{formTexts.selectPlaceholder}</option>}
          {options.map((store) => (
            <option key={store.value} value={store.value}>
              {store.label}
            </option>
          ))}
        </select>
      );
    }
    if (field === 'comment') {
      return (
        <textarea
          {...common}
          rows={4}
          maxLength={maxLength.comment}
          defaultValue={valueOf(field)}
        />
      );
    }
    return (
      <input
        {...common}
        type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
        inputMode={field === 'phone' ? 'tel' : undefined}
        autoComplete={
          field === 'fio'
            ? 'name'
            : field === 'email'
              ? 'email'
              : field === 'phone'
                ? 'tel'
                : undefined
        }
        maxLength={maxLength[field]}
        defaultValue={valueOf(field)}
      />
    );
  };

  return (
    <form
      className={styles.form}
      method="post"
      action={action}
      encType="multipart/form-data"
      data-plain-form={config.name}
    >
      {config.fields.map((field) => (
        <div key={field} className={controls.field}>
          <label htmlFor={idOf(field)} className={controls.label}>
            {formsTexts.labels[field]}
          </label>
          {control(field)}
          {errorLine(field)}
        </div>
      ))}
      {config.accepts ? (
        <div className={controls.field}>
          <label htmlFor={idOf('files')} className={controls.label}>
            {formsTexts.labels[config.filesLabel ?? 'files']}
          </label>
          <input
            id={idOf('files')}
            name="files"
            type="file"
            multiple={UPLOAD_LIMITS.maxFiles > 1}
            accept={acceptOfKinds(config.accepts)}
            className={styles.file}
            {...aria('files')}
          />
          {errorLine('files')}
        </div>
      ) : null}
      <div className={controls.field}>
        <label className={controls.checkbox}>
          <input type="checkbox" name="consent" value="true" required {...aria('consent')} />
          <span>
            {formTexts.consent}
            <a href={routes.privacyPolicy()} target="_blank" rel="noopener">
              {formTexts.consentLink}
            </a>
          </span>
        </label>
        {errorLine('consent')}
      </div>
      <button type="submit" className={`${buttonClassName('primary')} ${styles.submit}`}>
        {formsTexts.submit}
      </button>
    </form>
  );
}
