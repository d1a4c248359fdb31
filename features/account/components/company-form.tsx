'use client';

import { QueryState } from '@/components/query-state';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { SchemaForm, SubmitButton, TextInput, useSchemaForm } from '@/components/form';
import { api } from '@/lib/api';
import { loggedRead } from '@/lib/api/logged';
import type { OrganizationData } from '@/lib/api/contract/organization';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { useInnLookup, useIsInnTaken } from '@/lib/party/use-inn-lookup';
import { notify } from '@/lib/stores/notifications';
import { findBankByBik } from '../api/bank-lookup';
import { accountKeys, organizationOptions } from '../api/queries';
import {
  companyFormSchema,
  companyPart,
  companyPartChanged,
  formValuesOf,
  partialCompanyFields,
  paymentPart,
  paymentPartChanged,
  type CompanyFormValues,
} from '../model/company-changes';
import { accountTexts } from '../texts';
import styles from './account.module.scss';

const t = accountTexts.company;

/** The BIK and INN lookups wait for typing to stop (accounts.md §5, §9: 700 ms). */
export const BIK_LOOKUP_DELAY_MS = 700;
export const INN_LOOKUP_DELAY_MS = 700;

const companyFields = ['inn', 'company_name', 'company_address', 'company_ogrn'] as const;
const paymentFields = ['bik', 'bank', 'coresp', 'current'] as const;
type PartErrors = { company?: string; payment?: string };

function CompanyDataForm({ data }: { data: OrganizationData }) {
  const queryClient = useQueryClient();
  // What the server holds: the base of the change detection, moved on by each save.
  const [loaded, setLoaded] = useState(() => formValuesOf(data));
  const [partErrors, setPartErrors] = useState<PartErrors>({});
  // An INN the lookup (below) found on another profile is refused before the save (§5): the
  // lookup's answers stay in the query cache, so a retyped INN is refused at once.
  const isTaken = useIsInnTaken();

  const save = async (v: CompanyFormValues) => {
    const next: PartErrors = {};
    let saved = { ...loaded };
    let savedAny = false;
    // Each part is posted only when it changed; a failed part keeps its message beside it.
    const parts = [
      ['company', companyPartChanged, companyPart, companyFields],
      ['payment', paymentPartChanged, paymentPart, paymentFields],
    ] as const;
    for (const [part, changed, pick, fields] of parts) {
      if (!changed(v, loaded)) continue;
      try {
        if (part === 'company') await api.organization.saveCompany(companyPart(v));
        else await api.organization.savePayment(paymentPart(v));
        saved = { ...saved, ...pick(v) };
        savedAny = true;
      } catch (error) {
        next[part] = form.applyServerError(error, fields, accountTexts.companySaveFailed);
      }
    }
    setPartErrors(next);
    if (!savedAny) return;
    setLoaded(saved);
    notify({ type: 'success', title: accountTexts.saved });
    // The cache now holds what the server has, so the next comparison starts from it.
    queryClient.setQueryData(organizationOptions().queryKey, {
      inn: saved.inn,
      company_name: saved.company_name,
      address: saved.company_address,
      ogrn: saved.company_ogrn,
      bank: saved.bank,
      bik: saved.bik,
      coresp: saved.coresp,
      current: saved.current,
    });
    void queryClient.invalidateQueries({ queryKey: accountKeys.userData() });
  };
  const form = useSchemaForm({
    schema: companyFormSchema(loaded, isTaken),
    defaultValues: loaded,
    // The INN's, OGRN's, BIK's and accounts' messages wait while digits are typed (issue #34).
    incomplete: partialCompanyFields,
    onSubmit: (_data, values) => save(values),
  });
  const { values, set } = form;
  const changed = companyPartChanged(values, loaded) || paymentPartChanged(values, loaded);

  // BIK lookup: a new 9-digit BIK fills the bank's name and correspondent account.
  const bik = useDebouncedValue(values.bik, BIK_LOOKUP_DELAY_MS);
  const lookup = useQuery({
    queryKey: accountKeys.bank(bik),
    // The lookup only helps: a failure is logged (accounts.md §8), the buyer types the bank in.
    queryFn: ({ signal }) => loggedRead('findById/bank', () => findBankByBik(bik, signal), null),
    enabled: /^\d{9}$/.test(bik) && bik !== loaded.bik,
    staleTime: Infinity,
  });
  const bank = lookup.data;
  useEffect(() => {
    if (!bank) return;
    set('bank', bank.bank);
    set('coresp', bank.coresp);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs per answer only
  }, [bank]);

  // INN lookup (lib/party, shared with the registration): a new valid INN, 700 ms after typing
  // stops. Registered to another profile: the field says so; otherwise the directory's company.
  const inn = useInnLookup(values.inn, { delayMs: INN_LOOKUP_DELAY_MS, skip: loaded.inn.trim() });
  const party = inn.result;
  useEffect(() => {
    if (!party?.company) return;
    set('company_name', party.company.name.short_with_opf);
    set('company_address', party.company.address.value);
    set('company_ogrn', party.company.ogrn);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs per answer only
  }, [party]);

  const partError = (message?: string) =>
    message ? (
      <p className={styles.partError} role="alert">
        {message}
      </p>
    ) : null;

  return (
    <SchemaForm form={form} className={styles.content}>
      <section className={styles.card} aria-labelledby="company-data-title">
        <h2 className={styles.cardTitle} id="company-data-title">
          {t.companyTitle}
        </h2>
        {partError(partErrors.company)}
        <div className={styles.grid}>
          <TextInput
            name="inn"
            label={t.inn}
            inputMode="numeric"
            maxLength={12}
            autoComplete="off"
          />
          <TextInput name="company_ogrn" label={t.ogrn} inputMode="numeric" maxLength={15} />
          <div className={styles.wide}>
            <TextInput name="company_name" label={t.companyName} />
          </div>
          <div className={styles.wide}>
            <TextInput name="company_address" label={t.companyAddress} />
          </div>
        </div>
      </section>
      <section className={styles.card} aria-labelledby="company-payment-title">
        <h2 className={styles.cardTitle} id="company-payment-title">
          {t.paymentTitle}
        </h2>
        {partError(partErrors.payment)}
        <div className={styles.grid}>
          <TextInput
            name="bik"
            label={t.bik}
            inputMode="numeric"
            maxLength={9}
            autoComplete="off"
            hint={
              lookup.isFetching ? t.bikSearching : lookup.data === null ? t.bikNotFound : undefined
            }
          />
          <TextInput name="bank" label={t.bank} />
          <TextInput name="coresp" label={t.coresp} inputMode="numeric" maxLength={20} />
          <TextInput name="current" label={t.current} inputMode="numeric" maxLength={20} />
        </div>
      </section>
      <div>
        <SubmitButton className={styles.button} disabled={!changed}>
          {accountTexts.save}
        </SubmitButton>
      </div>
    </SchemaForm>
  );
}

/** /user/company/: company data and payment data, each posted only when it changed. */
export function CompanyForm() {
  const query = useQuery(organizationOptions());
  if (!query.data)
    return (
      <QueryState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        failedText={accountTexts.loadFailed}
      />
    );
  return <CompanyDataForm data={query.data} />;
}
