/**
 * Company and payment data of a legal_entity buyer (accounts.md §3, §5, §7). The two parts are
 * saved by separate calls and answer `type` 'companyData' or 'companyPayment' so the page can show
 * the result next to the part it belongs to.
 */
import { z } from 'zod';

export const organizationMessages = {
  required: 'Обязательное поле',
  digits: 'Поле должно содержать только числа',
  inn: 'Некорректно заполнен ИНН',
  // accounts.md writes '10\12': its source's way of writing 'or' (issue #34).
  innLength: 'ИНН должен состоять из 10 или 12 цифр',
  innTaken: 'Профиль с таким ИНН уже существует',
  ogrn: 'ОГРН должен состоять из 13 или 15 цифр',
  bik: 'БИК должен состоять из 9 цифр',
  bank: 'Введите название банка',
  currentLength: 'Длина счёта должна быть 20 цифр',
  currentKey: 'Расчётный счёт не соответствует БИК',
  currentTaken: 'Профиль с таким рас.счетом уже существует',
  coresp: 'Некорректно заполнен Корр.счет',
  saveFailed: 'Ошибка при сохранении',
  saved: 'Данные успешно сохранены',
  onlyLegal: 'Данные компании есть только у юридических лиц',
  companyFirst: 'Сначала сохраните данные компании',
} as const;

const WEIGHTS = [7, 1, 3] as const;

/** Sum of digits × 7,1,3,7,1,3… must end in 0: the Bank of Russia's account control key. */
function controlSumOk(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) sum += Number(digits[i]) * WEIGHTS[i % 3]!;
  return sum % 10 === 0;
}

/** A current (settlement) account checked against its bank's BIK: last 3 BIK digits + account. */
export function isCurrentAccountValid(bik: string, account: string): boolean {
  if (!/^\d{9}$/.test(bik) || !/^\d{20}$/.test(account)) return false;
  return controlSumOk(bik.slice(-3) + account);
}

/** A correspondent account checked against its BIK: '0' + BIK digits 5–6 + account. */
export function isCorrespondentAccountValid(bik: string, account: string): boolean {
  if (!/^\d{9}$/.test(bik) || !/^\d{20}$/.test(account)) return false;
  return controlSumOk(`0${bik.slice(4, 6)}${account}`);
}

/** INN check digits (10 digits for a company, 12 for a sole trader). */
export function isInnValid(inn: string): boolean {
  const check = (digits: string, weights: number[]) =>
    (weights.reduce((sum, w, i) => sum + w * Number(digits[i]), 0) % 11) % 10;
  if (/^\d{10}$/.test(inn)) return check(inn, [2, 4, 10, 3, 5, 9, 4, 6, 8]) === Number(inn[9]);
  if (/^\d{12}$/.test(inn))
    return (
      check(inn, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) === Number(inn[10]) &&
      check(inn, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) === Number(inn[11])
    );
  return false;
}

const digitsField = (max: number, tooLong: string) =>
  z
    .string({ error: organizationMessages.required })
    .trim()
    .min(1, organizationMessages.required)
    .max(max, tooLong)
    .regex(/^\d+$/, organizationMessages.digits);

export const innSchema = digitsField(12, organizationMessages.innLength)
  .refine((v) => v.length === 10 || v.length === 12, organizationMessages.innLength)
  .refine(isInnValid, organizationMessages.inn);

export const companyDataInputSchema = z.object({
  inn: innSchema,
  company_name: z
    .string({ error: organizationMessages.required })
    .trim()
    .min(1, organizationMessages.required)
    .max(300, organizationMessages.required),
  company_address: z
    .string({ error: organizationMessages.required })
    .trim()
    .min(1, organizationMessages.required)
    .max(500, organizationMessages.required),
  company_ogrn: digitsField(15, organizationMessages.ogrn).refine(
    (v) => v.length === 13 || v.length === 15,
    organizationMessages.ogrn,
  ),
});
export type CompanyDataInput = z.infer<typeof companyDataInputSchema>;

export const paymentDataInputSchema = z
  .object({
    bank: z
      .string({ error: organizationMessages.bank })
      .trim()
      .min(1, organizationMessages.bank)
      .max(300, organizationMessages.bank),
    bik: z
      .string({ error: organizationMessages.bik })
      .trim()
      .max(9, organizationMessages.bik)
      .regex(/^\d{9}$/, organizationMessages.bik),
    coresp: z
      .string({ error: organizationMessages.coresp })
      .trim()
      .max(20, organizationMessages.coresp)
      .regex(/^\d{20}$/, organizationMessages.coresp),
    current: z
      .string({ error: organizationMessages.currentLength })
      .trim()
      .max(20, organizationMessages.currentLength)
      .regex(/^\d{20}$/, organizationMessages.currentLength),
  })
  .superRefine((v, ctx) => {
    if (!/^\d{9}$/.test(v.bik)) return;
    if (/^\d{20}$/.test(v.coresp) && !isCorrespondentAccountValid(v.bik, v.coresp))
      ctx.addIssue({ code: 'custom', path: ['coresp'], message: organizationMessages.coresp });
    if (/^\d{20}$/.test(v.current) && !isCurrentAccountValid(v.bik, v.current))
      ctx.addIssue({ code: 'custom', path: ['current'], message: organizationMessages.currentKey });
  });
export type PaymentDataInput = z.infer<typeof paymentDataInputSchema>;

/** GET /personalAccountOrganization/getOrganizationData/ (accounts.md §7). */
export const organizationDataSchema = z.object({
  inn: z.string(),
  company_name: z.string(),
  address: z.string(),
  ogrn: z.string(),
  bank: z.string(),
  bik: z.string(),
  coresp: z.string(),
  current: z.string(),
});
export type OrganizationData = z.infer<typeof organizationDataSchema>;

export const organizationSaveResultSchema = z.object({
  type: z.enum(['companyData', 'companyPayment']),
});
export type OrganizationSaveResult = z.infer<typeof organizationSaveResultSchema>;
