/**
 * The spec's validation rules as zod schemas (accounts.md §5, storefront.md §5), shared by the
 * storefront's forms and the API that checks the same payloads (docs/style.md §7).
 */
import { z } from 'zod';
import { isValidCorrAccount, isValidCurrentAccount } from './bank';
import { isValidInn } from './inn';
import { validationMessages as m } from './messages';
import { isCompletePhone } from './phone';

/** Local part, @, domain, dot, suffix. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[^\s@.]{2,}$/;
/** Words of letters only, each at least 2 letters, joined by hyphen or space. */
export const FIO_PATTERN = /^[A-Za-zА-Яа-яЁё]{2,}(?:[ -][A-Za-zА-Яа-яЁё]{2,})*$/;
export const PASSWORD_MIN_LENGTH = 6;

export const requiredText = () => z.string().trim().min(1, m.required);

export const emailRule = () =>
  z.string().trim().min(1, m.required).max(254, m.email).regex(EMAIL_PATTERN, m.email);

/** An e-mail that may be left empty (the sample and feedback forms). */
export const optionalEmailRule = () =>
  z
    .string()
    .trim()
    .max(254, m.email)
    .refine((v) => v === '' || EMAIL_PATTERN.test(v), m.email)
    .optional()
    .default('');

export const fioRule = () =>
  z
    .string()
    .trim()
    .min(1, m.required)
    .max(150, m.fio)
    .transform((v) => v.replace(/\s+/g, ' '))
    .refine((v) => FIO_PATTERN.test(v), m.fio);

export const phoneRule = () =>
  z
    .string()
    .trim()
    .min(1, m.required)
    .max(30, m.phone)
    .refine((v) => isCompletePhone(v), m.phone);

export const passwordRule = () =>
  z
    .string()
    .min(1, m.required)
    .min(PASSWORD_MIN_LENGTH, m.minLength(PASSWORD_MIN_LENGTH))
    .max(128, m.password)
    .refine((v) => /[a-zа-яё]/.test(v) && /[A-ZА-ЯЁ]/.test(v) && /\d/.test(v), m.password);

/** Adds 'Пароли не совпадают' on `password2` when it differs from `password`. */
export const passwordsMatch = <T extends { password: string; password2: string }>(
  value: T,
  ctx: z.RefinementCtx,
) => {
  if (value.password2 && value.password !== value.password2) {
    ctx.addIssue({ code: 'custom', path: ['password2'], message: m.passwordsMismatch });
  }
};

export const digitsOnly = (v: string) => /^\d*$/.test(v);

export const innRule = () =>
  z
    .string()
    .trim()
    .min(1, m.required)
    .max(12, m.innLength)
    .refine(digitsOnly, m.digitsOnly)
    .refine((v) => !digitsOnly(v) || v.length === 10 || v.length === 12, m.innLength)
    .refine((v) => !(v.length === 10 || v.length === 12) || !digitsOnly(v) || isValidInn(v), m.inn);

export const ogrnRule = () =>
  z
    .string()
    .trim()
    .min(1, m.required)
    .max(15, m.notEnoughCharacters)
    .refine(digitsOnly, m.digitsOnly)
    .refine((v) => v.length === 13 || v.length === 15, m.notEnoughCharacters);

export const bikRule = () =>
  z
    .string()
    .trim()
    .min(1, m.required)
    .max(9, m.bik)
    .refine(digitsOnly, m.digitsOnly)
    .refine((v) => v.length === 9, m.bik);

export const bankNameRule = () => z.string().trim().min(1, m.bankName).max(300, m.bankName);

export const accountDigitsRule = (message: string) =>
  z
    .string()
    .trim()
    .min(1, m.required)
    .max(20, message)
    .refine(digitsOnly, m.digitsOnly)
    .refine((v) => v.length === 20, message);

/** Bank payment data with the control keys of both accounts checked against the BIK. */
export const paymentDataSchema = z
  .object({
    bank: bankNameRule(),
    bik: bikRule(),
    coresp: accountDigitsRule(m.corrAccount),
    current: accountDigitsRule(m.currentAccount),
  })
  .superRefine((value, ctx) => {
    if (!/^\d{9}$/.test(value.bik)) return;
    if (/^\d{20}$/.test(value.coresp) && !isValidCorrAccount(value.coresp, value.bik)) {
      ctx.addIssue({ code: 'custom', path: ['coresp'], message: m.corrAccount });
    }
    if (/^\d{20}$/.test(value.current) && !isValidCurrentAccount(value.current, value.bik)) {
      ctx.addIssue({ code: 'custom', path: ['current'], message: m.currentAccount });
    }
  });

/** Whether a consent field's value says yes: true, or form-encoded 'true' / 'on' / '1'. */
export const isConsent = (value: unknown) =>
  value === true || value === 'true' || value === 'on' || value === '1';

/**
 * The consent to the processing of personal data (152-FZ): a checkbox, true, or form-encoded
 * 'true' / 'on' / '1'. Anything else, a missing field included, fails with the spec's message
 * (accounts.md §5), so a request sent without it gets the message on the field `consent`.
 */
export const consentRule = () => z.preprocess(isConsent, z.literal(true, { error: m.consent }));

/**
 * The consent as a flag that never fails by itself, for a schema whose `superRefine` must still
 * run (zod skips refinements while a field of the object fails): the refinement then reports
 * the missing consent with `validationMessages.consent`.
 */
export const consentFlag = () => z.preprocess(isConsent, z.boolean());
