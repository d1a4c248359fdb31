/**
 * Goods recipients (accounts.md §3 "Goods recipient: id plus recipient data fields (not shown)"):
 * designed here as a person or a company that receives a buyer's goods — name, phone, e-mail,
 * delivery address, and for a company its INN and KPP.
 */
import { z } from 'zod';
import { idRule } from '../../validation/ids';
import { accountMessages, emailSchema, phoneSchema } from './account';
import { innSchema } from './organization';

export const recipientMessages = {
  required: 'Обязательное поле',
  kpp: 'КПП должен состоять из 9 цифр',
  tooLong: 'Слишком длинное значение',
  notFound: 'Получатель не найден',
  added: 'Получатель добавлен',
  changed: 'Данные получателя сохранены',
  deleted: 'Получатель удалён',
} as const;

export const recipientKinds = ['person', 'company'] as const;

const text = (max: number) =>
  z
    .string({ error: recipientMessages.required })
    .trim()
    .min(1, recipientMessages.required)
    .max(max, recipientMessages.tooLong);

const optionalText = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    schema.optional(),
  );

const recipientFields = z.object({
  kind: z.enum(recipientKinds, { error: recipientMessages.required }),
  name: text(300),
  phone: phoneSchema,
  email: optionalText(emailSchema),
  address: text(500),
  inn: optionalText(innSchema),
  kpp: optionalText(
    z
      .string()
      .trim()
      .max(9, recipientMessages.kpp)
      .regex(/^\d{9}$/, recipientMessages.kpp),
  ),
});

/** A company recipient needs its INN: goods for a company travel on its tax id. */
const companyNeedsInn = (v: { kind: string; inn?: string }, ctx: z.RefinementCtx) => {
  if (v.kind === 'company' && !v.inn)
    ctx.addIssue({ code: 'custom', path: ['inn'], message: accountMessages.required });
};

export const recipientInputSchema = recipientFields.superRefine(companyNeedsInn);
/** What the form sends: empty optional fields may be '' or left out. */
export interface RecipientInput {
  kind: (typeof recipientKinds)[number];
  name: string;
  phone: string;
  email?: string;
  address: string;
  inn?: string;
  kpp?: string;
}

const recipientId = idRule(recipientMessages.notFound);

export const recipientIdSchema = z.object({ id: recipientId });

export const changeRecipientSchema = recipientFields
  .extend({ id: recipientId })
  .superRefine(companyNeedsInn);

export const recipientSchema = z.object({
  id: z.number().int(),
  kind: z.enum(recipientKinds),
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  address: z.string(),
  inn: z.string().nullable(),
  kpp: z.string().nullable(),
});
export type Recipient = z.infer<typeof recipientSchema>;

export const recipientListSchema = z.array(recipientSchema);
