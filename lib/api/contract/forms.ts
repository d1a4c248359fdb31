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

/**
 * The kinds of file the forms take. The server tells them by content (server/modules/forms/
 * file-type.ts); a browser can only read the name, so each kind also has its extensions, which
 * the file field checks on choosing: one list for both, so the field refuses what the server
 * would and says it in the server's words.
 */
export type FileKind = 'pdf' | 'doc' | 'docx' | 'rtf' | 'jpg' | 'png' | 'webp';

/** How each kind is named to a person choosing what to attach. */
export const fileKindLabels: Record<FileKind, string> = {
  pdf: 'PDF',
  doc: 'DOC',
  docx: 'DOCX',
  rtf: 'RTF',
  jpg: 'JPG',
  png: 'PNG',
  webp: 'WEBP',
};

const fileKindExtensions: Record<FileKind, readonly string[]> = {
  pdf: ['pdf'],
  doc: ['doc'],
  docx: ['docx'],
  rtf: ['rtf'],
  jpg: ['jpg', 'jpeg'],
  png: ['png'],
  webp: ['webp'],
};

/** What each form with files takes: documents and pictures; a CV also as RTF, never as WEBP. */
export const uploadKinds = {
  documentsAndPictures: ['pdf', 'doc', 'docx', 'jpg', 'png', 'webp'],
  cv: ['pdf', 'doc', 'docx', 'rtf', 'jpg', 'png'],
} as const satisfies Record<string, readonly FileKind[]>;

/** The kinds as the refusal names them: 'PDF, DOC, DOCX, JPG, PNG, WEBP'. */
export const allowedKindsLabel = (kinds: readonly FileKind[]) =>
  kinds.map((kind) => fileKindLabels[kind]).join(', ');

/** The file input's `accept` hint for the kinds: '.pdf,.doc,…,.jpg,.jpeg,…'. */
export const acceptOfKinds = (kinds: readonly FileKind[]) =>
  kinds.flatMap((kind) => fileKindExtensions[kind].map((ext) => `.${ext}`)).join(',');

/** A file's name as messages and mail show it: short, without control characters or slashes. */
export const uploadDisplayName = (name: string) =>
  name.replace(/[\u0000-\u001f\u007f/\\]/g, '_').slice(-120) || 'file';

/**
 * What the server would answer about a file from its name and size alone (too large, empty, not
 * one of `kinds`), in its words; null when it may be sent. The server still reads the content.
 */
export function uploadProblem(
  file: { name: string; size: number },
  kinds: readonly FileKind[],
): string | null {
  const name = uploadDisplayName(file.name);
  if (file.size > UPLOAD_LIMITS.maxBytes) return uploadMessages.tooLarge(name);
  if (file.size === 0) return uploadMessages.empty(name);
  const ext = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  if (!kinds.some((kind) => fileKindExtensions[kind].includes(ext)))
    return uploadMessages.badType(name, allowedKindsLabel(kinds));
  return null;
}

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
