/**
 * Registration, login, tokens, recovery and e-mail change (accounts.md §3, §5, §7). The server
 * validates with these schemas and the storefront's forms use the same rules, so a message a
 * shopper sees is the spec's word for word whichever side finds the fault.
 */
import { z } from 'zod';
import { EMAIL_PATTERN, FIO_PATTERN, isValidInn, validationMessages } from '../../validation';
import { idRule, isId, MAX_ID } from '../../validation/ids';

/** The spec's messages come from lib/validation (shared with every form); the rest are the API's. */
export const authMessages = {
  required: validationMessages.required,
  email: validationMessages.email,
  phone: validationMessages.phone,
  passwordsDiffer: validationMessages.passwordsMismatch,
  password: validationMessages.password,
  fio: validationMessages.fio,
  digitsOnly: validationMessages.digitsOnly,
  innLength: validationMessages.innLength,
  innInvalid: validationMessages.inn,
  innExists: validationMessages.innExists,
  ogrnInvalid: 'Некорректно заполнен ОГРН',
  stock: 'Выберите склад',
  manager: 'Выберите менеджера',
  wrongCredentials: 'Не правильные логин или пароль',
  accountLocked:
    'Слишком много неверных попыток входа. Войти сейчас можно через «Забыли пароль?»: ссылка из письма снимет блокировку',
  emailTaken: 'Пользователь с таким e-mail уже существует',
  sessionExpired: 'Сессия истекла, войдите снова',
  linkInvalid: 'Ссылка устарела или уже использована',
  registered: 'Вы успешно зарегистрировались!',
  loggedIn: 'Вы успешно вошли в систему!',
  loggedOut: 'Вы вышли из личного кабинета',
  recoverySent: 'Сообщение отправлено!',
  passwordChanged: 'Пароль успешно изменен!',
  emailChanged: 'E-mail успешно изменен!',
  unknownStore: 'Склад не найден',
} as const;

// --- Check digits (INN, OGRN) --------------------------------------------------------------

/** INN check digits (10 and 12 digits): the shared rule of lib/validation. */
export { isValidInn };

/** OGRN (13 digits) and OGRNIP (15): the last digit is the rest of the others mod 11 (13). */
export function isValidOgrn(ogrn: string): boolean {
  if (!/^\d{13}$|^\d{15}$/.test(ogrn)) return false;
  const body = BigInt(ogrn.slice(0, -1));
  const divisor = ogrn.length === 13 ? 11n : 13n;
  return Number((body % divisor) % 10n) === Number(ogrn.at(-1));
}

// --- Field rules (accounts.md §5) ----------------------------------------------------------

const text = (max = 255) =>
  z
    .string({ error: authMessages.required })
    .trim()
    .min(1, { error: authMessages.required })
    .max(max, { error: `Максимум ${max} символов` });

export const emailSchema = text(254)
  .toLowerCase()
  .regex(EMAIL_PATTERN, { error: authMessages.email });

/** Words of letters, at least two letters each, joined by a space or a hyphen. */
export const fioSchema = text(150).regex(FIO_PATTERN, { error: authMessages.fio });

/** The masked phone of one of the nine countries; the server checks the digit count. */
export const phoneSchema = text(30).refine(
  (value) => /^\+?[\d\s()-]+$/.test(value) && value.replace(/\D/g, '').length >= 10,
  { error: authMessages.phone },
);

export const passwordSchema = z
  .string({ error: authMessages.required })
  .min(1, { error: authMessages.required })
  .max(128, { error: 'Максимум 128 символов' })
  .regex(/^(?=.*[a-zа-яё])(?=.*[A-ZА-ЯЁ])(?=.*\d).{6,}$/, { error: authMessages.password });

export const innSchema = z
  .string({ error: authMessages.required })
  .trim()
  .min(1, { error: authMessages.required })
  .max(12, { error: authMessages.innLength })
  .regex(/^\d+$/, { error: authMessages.digitsOnly })
  .regex(/^\d{10}$|^\d{12}$/, { error: authMessages.innLength })
  .refine(isValidInn, { error: authMessages.innInvalid })
  .describe('INN: 10 or 12 digits with valid check digits');

export const ogrnSchema = z
  .string({ error: authMessages.required })
  .trim()
  .min(1, { error: authMessages.required })
  .max(15, { error: authMessages.ogrnInvalid })
  .regex(/^\d+$/, { error: authMessages.digitsOnly })
  .refine(isValidOgrn, { error: authMessages.ogrnInvalid })
  .describe('OGRN (13 digits) or OGRNIP (15)');

/** Form checkboxes arrive as text: 'true', '1', 'on', 'Y' mean checked. */
const checkbox = z
  .union([z.string().max(10), z.boolean()])
  .optional()
  .transform((value) =>
    typeof value === 'boolean'
      ? value
      : ['true', '1', 'on', 'y', 'yes'].includes(String(value ?? '').toLowerCase()),
  );

const optionalId = z
  .union([
    z.string().max(12, { error: authMessages.manager }),
    z
      .number({ error: authMessages.manager })
      .int({ error: authMessages.manager })
      .min(1, { error: authMessages.manager })
      .max(MAX_ID, { error: authMessages.manager }),
  ])
  .optional()
  .transform((value) => (value === undefined || value === '' ? undefined : value));

// --- Requests ------------------------------------------------------------------------------

const registrationBase = z.object({
  fio: fioSchema,
  personal_phone: phoneSchema,
  email: emailSchema,
  password: passwordSchema,
  password2: z
    .string({ error: authMessages.required })
    .min(1, { error: authMessages.required })
    .max(128, { error: authMessages.passwordsDiffer }),
  stock: idRule(authMessages.stock).describe('STOCK_ID of the chosen warehouse'),
  stock_title: z.string().max(255).optional(),
  managerCheck: checkbox.describe("'true' when the buyer already works with a manager"),
  manager: optionalId.describe('Manager id; required when managerCheck is on'),
});

type RegistrationBase = z.infer<typeof registrationBase>;

/** Cross-field rules: the repeated password, and the manager when the checkbox is on. */
function refineRegistration<T extends RegistrationBase>(value: T, ctx: z.RefinementCtx) {
  if (value.password2 !== value.password) {
    ctx.addIssue({ code: 'custom', path: ['password2'], message: authMessages.passwordsDiffer });
  }
  if (value.managerCheck) {
    const id = Number(value.manager);
    if (!isId(id)) {
      ctx.addIssue({ code: 'custom', path: ['manager'], message: authMessages.manager });
    }
  }
}

export const registrationIndividualSchema = registrationBase.superRefine(refineRegistration);
export type RegistrationIndividual = z.input<typeof registrationIndividualSchema>;

export const registrationLegalSchema = registrationBase
  .extend({
    inn: innSchema,
    company_name: text(500),
    company_address: text(1000),
    company_ogrn: ogrnSchema,
  })
  .superRefine(refineRegistration);
export type RegistrationLegal = z.input<typeof registrationLegalSchema>;

export const loginSchema = z.object({
  login: emailSchema.describe('The e-mail the buyer registered with'),
  password: z
    .string({ error: authMessages.required })
    .min(1, { error: authMessages.required })
    .max(128, { error: authMessages.wrongCredentials }),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const refreshSchema = z.object({
  rt: z
    .string({ error: authMessages.required })
    .min(1, { error: authMessages.required })
    .max(200, { error: authMessages.sessionExpired })
    .describe('The refresh token; the storefront route handler takes it from the tokens cookie'),
});

export const passwordRecoverySchema = z.object({ email: emailSchema });

export const passwordRecoveryChangeSchema = z
  .object({
    USER_CHECKWORD: text(200).describe('The code from the recovery link'),
    USER_LOGIN: emailSchema.describe('The e-mail from the recovery link'),
    password: passwordSchema,
    password2: z
      .string({ error: authMessages.required })
      .min(1, { error: authMessages.required })
      .max(128, { error: authMessages.passwordsDiffer }),
  })
  .superRefine((value, ctx) => {
    if (value.password2 !== value.password) {
      ctx.addIssue({ code: 'custom', path: ['password2'], message: authMessages.passwordsDiffer });
    }
  });

export const checkInnQuerySchema = z.object({ inn: innSchema });

export const managersQuerySchema = z.object({
  store_code: text(20)
    .regex(/^[a-z]{2,10}$|^\d{1,4}$/, { error: authMessages.stock })
    .describe("The warehouse: its STOCK_XML ('msk') or STOCK_ID"),
});

export const emailChangeQuerySchema = z.object({
  new_email: emailSchema,
  user_id: idRule(authMessages.linkInvalid),
  code: text(200),
});

// --- Answers -------------------------------------------------------------------------------

export const tokensSchema = z
  .object({
    jwt: z
      .string()
      .optional()
      .describe('Access token (15 minutes), sent as `Authorization: Bearer`'),
    rt: z.string().optional().describe('Refresh token (30 days), rotated on every use'),
  })
  .describe(
    'The API answers both tokens. The storefront route handler moves them into the httpOnly ' +
      '`tokens` cookie and removes them from what the browser sees.',
  );
export type Tokens = z.infer<typeof tokensSchema>;

export const checkInnSchema = z.object({ exists: z.boolean() });
export type CheckInn = z.infer<typeof checkInnSchema>;

export const personalManagersSchema = z.object({
  personalManagers: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type PersonalManagers = z.infer<typeof personalManagersSchema>;

export const recoveryChangeAnswerSchema = z.object({ login: z.string() }).nullable();

export const emailChangeAnswerSchema = z.object({ email: z.string() });

export const logoutAnswerSchema = z.null();
