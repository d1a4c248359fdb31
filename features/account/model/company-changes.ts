/**
 * What the company page posts (accounts.md §4 "Company data save"): the tax-id part counts as new
 * when it differs from the loaded value; the bank part when the BIK or the account changed. Only
 * changed parts are posted.
 */
import type {
  CompanyDataInput,
  OrganizationData,
  PaymentDataInput,
} from '@/lib/api/contract/organization';

export interface CompanyFormValues extends CompanyDataInput, PaymentDataInput {}

export const formValuesOf = (data: OrganizationData): CompanyFormValues => ({
  inn: data.inn,
  company_name: data.company_name,
  company_address: data.address,
  company_ogrn: data.ogrn,
  bank: data.bank,
  bik: data.bik,
  coresp: data.coresp,
  current: data.current,
});

const same = (a: string, b: string) => a.trim() === b.trim();

export function companyPartChanged(values: CompanyFormValues, loaded: CompanyFormValues): boolean {
  return (
    !same(values.inn, loaded.inn) ||
    !same(values.company_name, loaded.company_name) ||
    !same(values.company_address, loaded.company_address) ||
    !same(values.company_ogrn, loaded.company_ogrn)
  );
}

export function paymentPartChanged(values: CompanyFormValues, loaded: CompanyFormValues): boolean {
  return !same(values.bik, loaded.bik) || !same(values.current, loaded.current);
}

export const companyPart = (v: CompanyFormValues): CompanyDataInput => ({
  inn: v.inn.trim(),
  company_name: v.company_name.trim(),
  company_address: v.company_address.trim(),
  company_ogrn: v.company_ogrn.trim(),
});

export const paymentPart = (v: CompanyFormValues): PaymentDataInput => ({
  bank: v.bank.trim(),
  bik: v.bik.trim(),
  coresp: v.coresp.trim(),
  current: v.current.trim(),
});

type FieldErrors = Partial<Record<keyof CompanyFormValues, { type: string; message: string }>>;

function issuesOf(
  result:
    | { success: true }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } },
  errors: FieldErrors,
) {
  if (result.success) return;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]) as keyof CompanyFormValues;
    errors[field] ??= { type: 'validate', message: issue.message };
  }
}

/**
 * Validates the parts that changed, with the contract's rules (the server checks the same):
 * an unchanged part is not posted, so it cannot hold the form back.
 */
export function validateChangedParts(
  values: CompanyFormValues,
  loaded: CompanyFormValues,
  schemas: {
    company: {
      safeParse(
        v: unknown,
      ):
        | { success: true }
        | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
    };
    payment: {
      safeParse(
        v: unknown,
      ):
        | { success: true }
        | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
    };
  },
): FieldErrors {
  const errors: FieldErrors = {};
  if (companyPartChanged(values, loaded)) issuesOf(schemas.company.safeParse(values), errors);
  if (paymentPartChanged(values, loaded)) issuesOf(schemas.payment.safeParse(values), errors);
  return errors;
}
