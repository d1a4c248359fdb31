'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { api } from '@/lib/api';
import { loggedRead } from '@/lib/api/logged';
import {
  companyDataInputSchema,
  organizationMessages,
  paymentDataInputSchema,
  type OrganizationData,
} from '@/lib/api/contract/organization';
import { isValidInn } from '@/lib/validation/inn';
import { notify } from '@/lib/stores/notifications';
import { findBankByBik } from '../api/bank-lookup';
import { accountKeys, organizationOptions } from '../api/queries';
import { applyApiError } from '../model/api-errors';
import {
  companyPart,
  companyPartChanged,
  formValuesOf,
  paymentPart,
  paymentPartChanged,
  validateChangedParts,
  type CompanyFormValues,
} from '../model/company-changes';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { accountTexts } from '../texts';
import styles from './account.module.scss';
import { TextField } from '@/components/form';
import { QueryState } from './query-state';

const t = accountTexts.company;

/** The BIK and INN lookups wait for typing to stop (accounts.md §5, §9: 700 ms). */
export const BIK_LOOKUP_DELAY_MS = 700;
export const INN_LOOKUP_DELAY_MS = 700;

const companyFields = ['inn', 'company_name', 'company_address', 'company_ogrn'] as const;
const paymentFields = ['bik', 'bank', 'coresp', 'current'] as const;

function CompanyDataForm({ data }: { data: OrganizationData }) {
  const queryClient = useQueryClient();
  // What the server holds: the base of the change detection, moved on by each save.
  const [loaded, setLoaded] = useState(() => formValuesOf(data));
  const [partErrors, setPartErrors] = useState<{ company?: string; payment?: string }>({});
  // INNs the lookup (below) found on other profiles: refused before the save (§5).
  const [takenInns, setTakenInns] = useState<ReadonlySet<string>>(() => new Set());
  const resolver = useMemo<Resolver<CompanyFormValues>>(
    () => async (values) => {
      const errors = validateChangedParts(values, loaded, {
        company: companyDataInputSchema,
        payment: paymentDataInputSchema,
      });
      if (takenInns.has(values.inn.trim())) {
        errors.inn = { type: 'taken', message: organizationMessages.innTaken };
      }
      return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
    },
    [loaded, takenInns],
  );
  const form = useForm<CompanyFormValues>({ resolver, mode: 'onChange', defaultValues: loaded });
  const values = useWatch({ control: form.control }) as CompanyFormValues;
  const { errors, isValid, isSubmitting } = form.formState;
  const companyChanged = companyPartChanged(values, loaded);
  const paymentChanged = paymentPartChanged(values, loaded);

  // BIK lookup: a new 9-digit BIK fills the bank's name and correspondent account.
  const bik = useDebouncedValue(values.bik ?? '', BIK_LOOKUP_DELAY_MS);
  const lookup = useQuery({
    queryKey: [...accountKeys.all, 'bik', bik],
    // The lookup only helps: a failure is logged (accounts.md §8), the buyer types the bank in.
    queryFn: ({ signal }) => loggedRead('findById/bank', () => findBankByBik(bik, signal), null),
    enabled: /^\d{9}$/.test(bik) && bik !== loaded.bik,
    staleTime: Infinity,
  });
  const found = lookup.data;
  useEffect(() => {
    if (!found) return;
    form.setValue('bank', found.bank, { shouldValidate: true, shouldDirty: true });
    form.setValue('coresp', found.coresp, { shouldValidate: true, shouldDirty: true });
  }, [found, form]);

  // INN lookup: a new valid INN, 700 ms after typing stops. Registered to another profile: the
  // field says so; otherwise the company's name, address and OGRN come from the directory. Both
  // calls only help (accounts.md §8): a failure is logged and the buyer types the data in.
  const inn = useDebouncedValue((values.inn ?? '').trim(), INN_LOOKUP_DELAY_MS);
  const innLookup = useQuery({
    queryKey: [...accountKeys.all, 'inn', inn],
    queryFn: async ({ signal }) => {
      const { exists } = await loggedRead('checkInn', () => api.auth.checkInn(inn), {
        exists: false,
      });
      if (exists) {
        setTakenInns((taken) => new Set(taken).add(inn));
        return { exists, company: null };
      }
      const found = await loggedRead(
        'findById/party',
        () => api.suggestions.findParty(inn, signal),
        { suggestions: [] },
      );
      return { exists, company: found.suggestions[0]?.data ?? null };
    },
    enabled: isValidInn(inn) && inn !== loaded.inn.trim(),
    staleTime: Infinity,
  });
  const innFound = innLookup.data;
  useEffect(() => {
    const company = innFound?.company;
    if (!company) return;
    const fill = { shouldValidate: true, shouldDirty: true };
    form.setValue('company_name', company.name.short_with_opf, fill);
    form.setValue('company_address', company.address.value, fill);
    form.setValue('company_ogrn', company.ogrn, fill);
  }, [innFound, form]);
  useEffect(() => {
    // The resolver now knows the taken INN: check the field again so the message shows.
    if (takenInns.size > 0) void form.trigger('inn');
  }, [takenInns, form]);

  const save = async (v: CompanyFormValues) => {
    const next: { company?: string; payment?: string } = {};
    let savedAny = false;
    let saved = { ...loaded };
    if (companyPartChanged(v, loaded)) {
      try {
        await api.organization.saveCompany(companyPart(v));
        saved = { ...saved, ...companyPart(v) };
        savedAny = true;
      } catch (error) {
        next.company = applyApiError(
          error,
          form.setError,
          companyFields,
          accountTexts.companySaveFailed,
        );
      }
    }
    if (paymentPartChanged(v, loaded)) {
      try {
        await api.organization.savePayment(paymentPart(v));
        saved = { ...saved, ...paymentPart(v) };
        savedAny = true;
      } catch (error) {
        next.payment = applyApiError(
          error,
          form.setError,
          paymentFields,
          accountTexts.companySaveFailed,
        );
      }
    }
    setPartErrors(next);
    if (savedAny) {
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
    }
  };

  // Errors show only once a field has content (accounts.md §5).
  const errorOf = (field: keyof CompanyFormValues) =>
    values[field] ? errors[field]?.message : undefined;
  const field = (name: keyof CompanyFormValues, label: string, extra: object = {}) => (
    <TextField label={label} error={errorOf(name)} {...extra} {...form.register(name)} />
  );

  return (
    <form noValidate onSubmit={form.handleSubmit(save)} className={styles.content}>
      <section className={styles.card} aria-labelledby="company-data-title">
        <h2 className={styles.cardTitle} id="company-data-title">
          {t.companyTitle}
        </h2>
        {partErrors.company ? (
          <p className={styles.partError} role="alert">
            {partErrors.company}
          </p>
        ) : null}
        <div className={styles.grid}>
          {field('inn', t.inn, { inputMode: 'numeric', maxLength: 12, autoComplete: 'off' })}
          {field('company_ogrn', t.ogrn, { inputMode: 'numeric', maxLength: 15 })}
          <div className={styles.wide}>{field('company_name', t.companyName)}</div>
          <div className={styles.wide}>{field('company_address', t.companyAddress)}</div>
        </div>
      </section>
      <section className={styles.card} aria-labelledby="company-payment-title">
        <h2 className={styles.cardTitle} id="company-payment-title">
          {t.paymentTitle}
        </h2>
        {partErrors.payment ? (
          <p className={styles.partError} role="alert">
            {partErrors.payment}
          </p>
        ) : null}
        <div className={styles.grid}>
          {field('bik', t.bik, {
            inputMode: 'numeric',
            maxLength: 9,
            autoComplete: 'off',
            hint: lookup.isFetching
              ? t.bikSearching
              : lookup.data === null
                ? t.bikNotFound
                : undefined,
          })}
          {field('bank', t.bank)}
          {field('coresp', t.coresp, { inputMode: 'numeric', maxLength: 20 })}
          {field('current', t.current, { inputMode: 'numeric', maxLength: 20 })}
        </div>
      </section>
      <div>
        <button
          type="submit"
          className={styles.button}
          disabled={!(companyChanged || paymentChanged) || !isValid || isSubmitting}
        >
          {accountTexts.save}
        </button>
      </div>
    </form>
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
      />
    );
  return <CompanyDataForm data={query.data} />;
}
