/**
 * The personal account (accounts.md §3, §5, §7): the buyer's short data and profile settings,
 * and the payloads of the profile changes. The server validates with these schemas and the
 * storefront's forms reuse them (docs/style.md §7), so both speak the spec's Russian messages.
 */
import { z } from 'zod';
import { idRule } from '../../validation/ids';

/** Messages of accounts.md §5 and the account's own answers (designed where "not shown"). */
export const accountMessages = {
  required: 'Обязательное поле',
  email: 'Недопустимый e-mail. Пример: example@mail.ru',
  phone: 'Некорректный номер телефона',
  fio: 'Некорректные ФИО',
  passwordRule: 'Пароль должен содержать прописные и строчные буквы и цифры',
  passwordMin: 'Минимум 6 символов',
  passwordsDiffer: 'Пароли не совпадают',
  passwordWrong: 'Неверный текущий пароль',
  passwordSaveFailed: 'Ошибка сохранения данных, попробуйте позже',
  emailTaken: 'Пользователь с таким e-mail уже существует',
  emailSame: 'Это ваш текущий e-mail',
  emailLinkSent: 'Мы отправили ссылку для подтверждения на новый e-mail',
  stockOnlyByManager: 'Для выбора другого склада - свяжитесь с менеджером',
  managerUnknown: 'Менеджер не найден на вашем складе',
  messageTooLong: 'Не более 2000 символов',
  saved: 'Данные успешно сохранены',
  messageSent: 'Сообщение отправлено!',
  noManager: 'За вами ещё не закреплён менеджер',
} as const;

const trimmed = () => z.string({ error: accountMessages.required }).trim();

/** Words of letters, each at least 2 letters, joined by a hyphen or a space (accounts.md §5). */
export const FIO_PATTERN = /^[A-Za-zА-Яа-яЁё]{2,}(?:[ -][A-Za-zА-Яа-яЁё]{2,})*$/;
export const fioSchema = trimmed()
  .min(1, accountMessages.required)
  .max(150, accountMessages.fio)
  .regex(FIO_PATTERN, accountMessages.fio);

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const emailSchema = trimmed()
  .min(1, accountMessages.required)
  .max(254, accountMessages.email)
  .regex(EMAIL_PATTERN, accountMessages.email)
  .transform((value) => value.toLowerCase());

/**
 * A phone as the masked input sends it: a country's dial code and its digits, e.g.
 * '+7 (900) 123-45-67'. The shortest of the nine countries has 11 digits in all, the longest 12.
 */
export const phoneSchema = trimmed()
  .min(1, accountMessages.required)
  .max(30, accountMessages.phone)
  .regex(/^\+?[\d\s()-]+$/, accountMessages.phone)
  .refine((value) => {
    const digits = value.replace(/\D/g, '').length;
    return digits >= 11 && digits <= 12;
  }, accountMessages.phone);

/** Lowercase, uppercase, digit, at least 6 characters (accounts.md §5). */
export const passwordSchema = z
  .string({ error: accountMessages.required })
  .min(1, accountMessages.required)
  .min(6, accountMessages.passwordMin)
  .max(128, accountMessages.passwordRule)
  .refine((v) => /[a-zа-яё]/.test(v) && /[A-ZА-ЯЁ]/.test(v) && /\d/.test(v), {
    message: accountMessages.passwordRule,
  });

export const managerSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  image: z.string().nullable(),
});
export type ManagerSummary = z.infer<typeof managerSummarySchema>;

/** Short account data (accounts.md §3): GET /personalAccount/getReferenceDataAndManager/. */
export const userDataSchema = z.object({
  id: z.number().int(),
  user_name: z.string(),
  company_name: z.string().nullable(),
  stock: z.string(),
  stockXmlId: z.string(),
  user_type: z.enum(['individual', 'legal_entity']),
  managerId: z.number().int().nullable(),
  managerData: managerSummarySchema.nullable(),
  stock_phone: z.string().nullable(),
});
export type UserData = z.infer<typeof userDataSchema>;

/** Profile settings (accounts.md §3): GET /personalAccount/getProfileSettings/. */
export const profileSettingsSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  phone: z.string(),
  name: z.string(),
  stock: z.object({ name: z.string(), xml_id: z.string() }),
  user_type: z.enum(['individual', 'legal_entity']),
  manager: managerSummarySchema.nullable(),
  /** The managers of the buyer's warehouse, for changeManager/. */
  managers: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type ProfileSettings = z.infer<typeof profileSettingsSchema>;

/** GET /personalAccount/getStockList (accounts.md §7). */
export const stockListSchema = z.array(
  z.object({ store_id: z.number().int(), store_name: z.string() }),
);
export type StockList = z.infer<typeof stockListSchema>;

/**
 * The password the account has now, asked before a change of the password or the e-mail
 * (ASVS 5.0 7.5.1). Never checked against the rule: a password set before a rule changed still
 * counts; a wrong one is 'Неверный текущий пароль' on this field.
 */
export const currentPasswordSchema = z
  .string({ error: accountMessages.required })
  .min(1, accountMessages.required)
  .max(128, accountMessages.passwordWrong);

export const changeFioSchema = z.object({ fio: fioSchema });
/**
 * accounts.md §7 names `email`; `current_password` is this shop's extension (issue #33): whoever
 * holds an open session must not be able to move the account to an address of their own.
 */
export const setEmailSchema = z.object({
  email: emailSchema,
  current_password: currentPasswordSchema,
});
export type SetEmailInput = z.input<typeof setEmailSchema>;
export const changePhoneSchema = z.object({ phone: phoneSchema });
export const changeStockSchema = z.object({
  stock: z.string().trim().max(20, accountMessages.required).optional(),
});
export const changeManagerSchema = z.object({
  manager: idRule(accountMessages.required, accountMessages.managerUnknown),
});

export const changePasswordSchema = z
  .object({
    old_password: currentPasswordSchema,
    password: passwordSchema,
    password2: z
      .string({ error: accountMessages.required })
      .min(1, accountMessages.required)
      .max(128, accountMessages.passwordsDiffer),
  })
  .refine((v) => v.password === v.password2, {
    path: ['password2'],
    message: accountMessages.passwordsDiffer,
  });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

export const contactManagerSchema = z.object({
  message: trimmed().min(1, accountMessages.required).max(2000, accountMessages.messageTooLong),
});

/** What every change call answers besides its message. */
export const changeResultSchema = z.object({ changed: z.boolean() });
