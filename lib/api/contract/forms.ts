/**
 * The lead forms (storefront.md §3, §5, §7): sample request, question, tailoring, range of
 * fabrics, individual order, career and order call. Bodies are multipart (files attached) or
 * form-encoded; the server and the storefront's forms check the same fields with these schemas.
 */
import { z } from 'zod';
import {
  consentRule,
  fioRule,
  optionalEmailRule,
  phoneRule,
  validationMessages,
} from '../../validation';

/** Limits of attached files: at most 3 files of at most 10 MB each. */
export const UPLOAD_LIMITS = { maxFiles: 3, maxBytes: 10 * 1024 * 1024 } as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Не более ${max} символов` })
    .optional()
    .default('');

const warehouse = () =>
  z
    .string({ error: validationMessages.required })
    .trim()
    .min(1, { error: validationMessages.required })
    .max(64, { error: 'Выберите склад' });

const files = z
  .unknown()
  .optional()
  .describe('Attached files (repeat the field for several): at most 3, 10 MB each');

/**
 * Every form that takes a name and a phone also takes the buyer's unticked-by-default consent
 * to the processing of personal data (152-FZ as amended in 2025); the server refuses a request
 * without it and keeps when, from where and to which policy edition it was given.
 */
const consent = consentRule().describe(
  "Consent to the processing of personal data: 'true', 'on' or '1'; required",
);

const person = {
  fio: fioRule(),
  email: optionalEmailRule(),
  phone: phoneRule(),
  consent,
};

export const sampleOrderSchema = z.object({
  ...person,
  stock: warehouse().describe('xml_id of the warehouse the samples are sent from'),
  product_name: z
    .string({ error: validationMessages.required })
    .trim()
    .min(1, { error: validationMessages.required })
    .max(300, { error: 'Не более 300 символов' }),
  files,
});

export const catalogFeedbackSchema = z.object({
  ...person,
  storeXmlId: warehouse().describe('xml_id of the warehouse whose manager answers'),
  comment: optionalText(2000),
  product_name: optionalText(300),
  files,
});

export const tailoringFeedbackSchema = z.object({
  ...person,
  company: optionalText(300),
  comment: optionalText(2000),
  files,
});

export const rangeOfFabricsSchema = z.object({
  ...person,
  comment: optionalText(2000),
});

export const individualOrderSchema = z.object({
  ...person,
  company: optionalText(300),
  comment: optionalText(2000),
  files,
});

export const careerFeedbackSchema = z.object({
  ...person,
  vacancy: optionalText(300).describe('The position applied for, if any'),
  comment: optionalText(2000),
  files,
});

export const orderCallSchema = z.object({
  fio: fioRule(),
  phone: phoneRule(),
  consent,
});

export type SampleOrderFields = z.input<typeof sampleOrderSchema>;
export type CatalogFeedbackFields = z.input<typeof catalogFeedbackSchema>;
export type TailoringFeedbackFields = z.input<typeof tailoringFeedbackSchema>;
export type RangeOfFabricsFields = z.input<typeof rangeOfFabricsSchema>;
export type IndividualOrderFields = z.input<typeof individualOrderSchema>;
export type CareerFeedbackFields = z.input<typeof careerFeedbackSchema>;
export type OrderCallFields = z.input<typeof orderCallSchema>;

export const leadAnswerSchema = z.object({ id: z.number().int().describe('The request number') });
export type LeadAnswer = z.infer<typeof leadAnswerSchema>;

/** The server's messages about attached files. */
export const uploadMessages = {
  tooMany: `Можно приложить не более ${UPLOAD_LIMITS.maxFiles} файлов`,
  tooLarge: (name: string) => `Файл «${name}» больше 10 МБ`,
  bodyTooLarge: 'Слишком большой запрос: не более 3 файлов по 10 МБ',
  empty: (name: string) => `Файл «${name}» пуст`,
  badType: (name: string, allowed: string) =>
    `Файл «${name}» не подходит: можно приложить ${allowed}`,
  notAccepted: 'Эта форма не принимает файлы',
  imageTooLarge: (name: string) =>
    `Изображение «${name}» слишком большое: не более 40 мегапикселей`,
  archiveTooLarge: (name: string) => `Файл «${name}» слишком велик после распаковки`,
  damaged: (name: string, kind: string) =>
    `Файл «${name}» повреждён или не является файлом ${kind}`,
} as const;
