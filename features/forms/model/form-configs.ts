import type { z } from 'zod';
import {
  careerFeedbackSchema,
  catalogFeedbackSchema,
  individualOrderSchema,
  orderCallSchema,
  rangeOfFabricsSchema,
  sampleOrderSchema,
  tailoringFeedbackSchema,
} from '@/lib/api/contract/forms';
import type { FormName } from '@/lib/api/endpoints/forms';

export type LeadField =
  | 'fio'
  | 'phone'
  | 'email'
  | 'stock'
  | 'storeXmlId'
  | 'product_name'
  | 'company'
  | 'vacancy'
  | 'comment';

export interface LeadFormConfig {
  name: FormName;
  /** The same schema the server checks (lib/api/contract/forms.ts). */
  schema: z.ZodType;
  fields: readonly LeadField[];
  /** The `accept` hint of the file input; no files when absent. */
  accept?: string;
  /** The file input's label key. */
  filesLabel?: 'files' | 'cv';
}

const DOCUMENTS = '.pdf,.doc,.docx,.jpg,.jpeg,.png,.webp';

export const leadForms = {
  sample: {
    name: 'sample',
    schema: sampleOrderSchema,
    fields: ['fio', 'phone', 'email', 'stock', 'product_name'],
    accept: DOCUMENTS,
    filesLabel: 'files',
  },
  question: {
    name: 'question',
    schema: catalogFeedbackSchema,
    fields: ['fio', 'phone', 'email', 'storeXmlId', 'product_name', 'comment'],
    accept: DOCUMENTS,
    filesLabel: 'files',
  },
  tailoring: {
    name: 'tailoring',
    schema: tailoringFeedbackSchema,
    fields: ['fio', 'phone', 'email', 'company', 'comment'],
    accept: DOCUMENTS,
    filesLabel: 'files',
  },
  rangeOfFabrics: {
    name: 'rangeOfFabrics',
    schema: rangeOfFabricsSchema,
    fields: ['fio', 'phone', 'email', 'comment'],
  },
  individualOrder: {
    name: 'individualOrder',
    schema: individualOrderSchema,
    fields: ['fio', 'phone', 'email', 'company', 'comment'],
    accept: DOCUMENTS,
    filesLabel: 'files',
  },
  career: {
    name: 'career',
    schema: careerFeedbackSchema,
    fields: ['fio', 'phone', 'email', 'vacancy', 'comment'],
    accept: '.pdf,.doc,.docx,.rtf,.jpg,.jpeg,.png',
    filesLabel: 'cv',
  },
  orderCall: { name: 'orderCall', schema: orderCallSchema, fields: ['fio', 'phone'] },
} as const satisfies Record<FormName, LeadFormConfig>;
