/**
 * What the company page posts (accounts.md §4 "Company data save"): the tax-id part counts as new
 * when it differs from the loaded value; the bank part when the BIK or the account changed. Only
 * changed parts are posted.
 */
import { z } from 'zod';
import {
  companyDataInputSchema,
  isInnValid,
  organizationMessages,
  paymentDataInputSchema,
  type CompanyDataInput,
  type OrganizationData,
  type PaymentDataInput,
} from '@/lib/api/contract/organization';
import { partialDigits } from '@/lib/validation/incomplete';

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

const text = z.string();

/**
 * The company page's rules: the parts that changed, with the contract's rules (the server checks
 * the same; an unchanged part is not posted, so it cannot hold the form back), and an INN the
 * lookup found on another profile, refused before the save (accounts.md §5).
 */
export const companyFormSchema = (loaded: CompanyFormValues, isTaken: (inn: string) => boolean) =>
  z
    .object({
      inn: text,
      company_name: text,
      company_address: text,
      company_ogrn: text,
      bank: text,
      bik: text,
      coresp: text,
      current: text,
    })
    .superRefine((values, ctx) => {
      const issue = (field: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: [field], message });
      if (isTaken(values.inn.trim())) issue('inn', organizationMessages.innTaken);
      const parts = [
        [companyPartChanged(values, loaded), companyDataInputSchema],
        [paymentPartChanged(values, loaded), paymentDataInputSchema],
      ] as const;
      for (const [changed, schema] of parts) {
        if (!changed) continue;
        const result = schema.safeParse(values);
        for (const found of result.error?.issues ?? []) issue(String(found.path[0]), found.message);
      }
    });

/**
 * The page's fields of a fixed count of digits: their messages wait while the digits are being
 * typed (issue #34, components/form useSchemaForm's `incomplete`).
 */
export const partialCompanyFields = {
  inn: partialDigits([10, 12], isInnValid),
  company_ogrn: partialDigits([13, 15]),
  bik: partialDigits([9]),
  coresp: partialDigits([20]),
  current: partialDigits([20]),
};
