import type { z } from 'zod';
import {
  careerFeedbackSchema,
  type FileKind,
  catalogFeedbackSchema,
  individualOrderSchema,
  orderCallSchema,
  rangeOfFabricsSchema,
  sampleOrderSchema,
  tailoringFeedbackSchema,
  uploadKinds,
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
  /** The kinds of file the server takes for this form (the same list); no files when absent. */
  accepts?: readonly FileKind[];
  /** The file input's label key. */
  filesLabel?: 'files' | 'cv';
}

export const leadForms = {
  sample: {
    name: 'sample',
    schema: sampleOrderSchema,
    fields: ['fio', 'phone', 'email', 'stock', 'product_name'],
    accepts: uploadKinds.documentsAndPictures,
    filesLabel: 'files',
  },
  question: {
    name: 'question',
    schema: catalogFeedbackSchema,
    fields: ['fio', 'phone', 'email', 'storeXmlId', 'product_name', 'comment'],
    accepts: uploadKinds.documentsAndPictures,
    filesLabel: 'files',
  },
  tailoring: {
    name: 'tailoring',
    schema: tailoringFeedbackSchema,
    fields: ['fio', 'phone', 'email', 'company', 'comment'],
    accepts: uploadKinds.documentsAndPictures,
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
    accepts: uploadKinds.documentsAndPictures,
    filesLabel: 'files',
  },
  career: {
    name: 'career',
    schema: careerFeedbackSchema,
    fields: ['fio', 'phone', 'email', 'vacancy', 'comment'],
    accepts: uploadKinds.cv,
    filesLabel: 'cv',
  },
  orderCall: { name: 'orderCall', schema: orderCallSchema, fields: ['fio', 'phone'] },
} as const satisfies Record<FormName, LeadFormConfig>;
