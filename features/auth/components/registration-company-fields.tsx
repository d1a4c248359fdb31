'use client';

import { useEffect } from 'react';
import { TextInput, useSchemaFormContext, type SchemaFormApi } from '@/components/form';
import { isValidInn } from '@/lib/api/contract/auth';
import { useInnLookup } from '@/lib/party/use-inn-lookup';
import { usePartySuggestions } from '../api/use-party-suggestions';
import type { RegistrationValues } from '../model/registration';
import { authTexts } from '../texts';
import styles from './auth.module.scss';

const t = authTexts.registration;
const trim = (value: string) => value.trim();

/**
 * A complete, valid INN is looked up at once (lib/party, shared with the company page): taken,
 * the step's schema refuses it; known, the company's name, address and OGRN are filled in.
 * Answers whether the directory did not know it (the buyer then fills the company in by hand).
 */
export function useCompanyFill(form: SchemaFormApi<RegistrationValues, unknown>, on: boolean) {
  const { inn, result } = useInnLookup(on ? form.values.inn : '');
  useEffect(() => {
    const company = result?.company;
    if (!company) return;
    form.set('company_name', company.name.short_with_opf);
    form.set('company_address', company.address.value);
    form.set('company_ogrn', company.ogrn);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs per answer only
  }, [result]);
  return result !== undefined && result.inn === inn && !result.taken && !result.company;
}

/**
 * The company part of step 1 (accounts.md §4): the INN with suggestions while it is incomplete,
 * then the company's name, address and OGRN once it is valid.
 */
export function CompanyFields({ unknownCompany }: { unknownCompany: boolean }) {
  const form = useSchemaFormContext();
  const inn = String(form.values.inn ?? '');
  const suggestions = usePartySuggestions(inn);

  return (
    <>
      <TextInput
        name="inn"
        label={t.inn}
        inputMode="numeric"
        maxLength={12}
        placeholder={t.innHint}
        transform={trim}
      />
      {suggestions.length > 0 && (
        <ul className={styles.suggestions} aria-label={t.suggestions}>
          {suggestions.map((s) => (
            <li key={s.data.inn}>
              <button
                type="button"
                // The INN keeps the focus: leaving it would show its message above the list
                // and move the suggestion from under the pointer (issue #34).
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => form.set('inn', s.data.inn)}
              >
                {s.value}
                <small>
                  {t.inn} {s.data.inn} · {s.data.address.value}
                </small>
              </button>
            </li>
          ))}
        </ul>
      )}
      {isValidInn(inn) && (
        <>
          {unknownCompany && !form.errorOf('inn') ? (
            <p className={styles.note} role="status">
              {t.companyNotFound}
            </p>
          ) : null}
          <TextInput name="company_name" label={t.companyName} />
          <TextInput name="company_address" label={t.companyAddress} />
          <TextInput
            name="company_ogrn"
            label={t.companyOgrn}
            inputMode="numeric"
            maxLength={15}
            transform={trim}
          />
        </>
      )}
    </>
  );
}
