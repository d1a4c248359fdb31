/**
 * The registration form's rules (accounts.md §2 "Registration modal", §4, §5): three steps, each
 * with its fields; next is enabled only when the current step is valid.
 */
import { z } from 'zod';
import {
  authMessages,
  emailSchema,
  fioSchema,
  innSchema,
  isValidOgrn,
  ogrnSchema,
  passwordSchema,
} from '@/lib/api/contract/auth';
import { partialDigits, partialInn } from '@/lib/validation/incomplete';
import { isCompletePhone } from '@/lib/validation/phone';

export type RegistrationType = 'company' | 'individual';
export const REGISTRATION_STEPS = 3;
/** Pause before asking for INN suggestions while the INN is incomplete (accounts.md §9). */
export const INN_SUGGEST_DEBOUNCE_MS = 400;

export interface RegistrationValues {
  inn: string;
  company_name: string;
  company_address: string;
  company_ogrn: string;
  fio: string;
  personal_phone: string;
  email: string;
  password: string;
  password2: string;
  stock: string;
  stock_title: string;
  managerCheck: boolean;
  manager: string;
  consent: boolean;
}

export const emptyRegistration: RegistrationValues = {
  inn: '',
  company_name: '',
  company_address: '',
  company_ogrn: '',
  fio: '',
  personal_phone: '',
  email: '',
  password: '',
  password2: '',
  stock: '',
  stock_title: '',
  managerCheck: false,
  manager: '',
  consent: false,
};

const required = z.string().trim().min(1, { error: authMessages.required });
export const CONSENT_MESSAGE = 'Необходимо дать согласие на обработку персональных данных';

/** The phone of one of the nine countries, every digit of its mask typed. */
const phone = z.string().refine(isCompletePhone, { error: authMessages.phone });

/**
 * Rules of each step's fields. `isTaken` says whether the INN lookup found the INN on another
 * profile: 'Профиль с таким ИНН уже существует' (accounts.md §4).
 */
export function stepSchema(
  type: RegistrationType,
  step: number,
  isTaken: (inn: string) => boolean = () => false,
) {
  if (step === 1) {
    const person = { fio: fioSchema, personal_phone: phone };
    return type === 'company'
      ? z.object({
          inn: innSchema.refine((inn) => !isTaken(inn), { error: authMessages.innExists }),
          company_name: required,
          company_address: required,
          company_ogrn: ogrnSchema,
          ...person,
        })
      : z.object(person);
  }
  if (step === 2) {
    return z
      .object({ email: emailSchema, password: passwordSchema, password2: required })
      .refine((v) => v.password === v.password2, {
        path: ['password2'],
        error: authMessages.passwordsDiffer,
      });
  }
  return z
    .object({
      stock: required,
      managerCheck: z.boolean(),
      manager: z.string(),
      consent: z.literal(true, { error: CONSENT_MESSAGE }),
    })
    .refine((v) => !v.managerCheck || v.manager !== '', {
      path: ['manager'],
      error: authMessages.required,
    });
}

/** The step a field is asked on, read from the step schemas (a server message goes there). */
export function stepOfField(type: RegistrationType, field: string): number {
  for (let step = 1; step < REGISTRATION_STEPS; step++) {
    if (field in stepSchema(type, step).shape) return step;
  }
  return REGISTRATION_STEPS;
}

/**
 * Fields of a fixed count of digits whose message waits while they are being typed (issue #34,
 * components/form useSchemaForm's `incomplete`).
 */
export const partialRegistrationFields = {
  inn: partialInn,
  company_ogrn: partialDigits([13, 15], isValidOgrn),
};

/** Whether a typed INN is still incomplete: suggestions are asked for only then. */
export const innIncomplete = (inn: string) => inn.length !== 10 && inn.length !== 12;

/** The form fields the server takes (accounts.md §3), as the call sends them. */
export function registrationPayload(type: RegistrationType, v: RegistrationValues) {
  const common = {
    fio: v.fio.trim(),
    personal_phone: v.personal_phone,
    email: v.email.trim(),
    password: v.password,
    password2: v.password2,
    stock: v.stock,
    stock_title: v.stock_title,
    managerCheck: v.managerCheck ? 'true' : 'false',
    manager: v.managerCheck ? v.manager : '',
  };
  return type === 'company'
    ? {
        ...common,
        inn: v.inn,
        company_name: v.company_name.trim(),
        company_address: v.company_address.trim(),
        company_ogrn: v.company_ogrn.trim(),
      }
    : common;
}
