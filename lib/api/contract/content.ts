/**
 * Marketing and content pages (storefront.md §2, §7): page blocks, press centre, vacancies and
 * the buyers pages. The spec names the calls but not their payloads ("not shown"); the shapes
 * here are ours. Text fields named `text`, `answer` and `body` are HTML from the back office
 * and are sanitised by the storefront before rendering.
 */
import { z } from 'zod';
import { imageObjectSchema } from './catalog';

const code = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(160, { error: message })
    .regex(/^[a-z0-9][a-z0-9_-]*$/, { error: message });

export const contentLinkSchema = z.object({ title: z.string(), href: z.string() });
export type ContentLink = z.infer<typeof contentLinkSchema>;

export const contentItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  text: z.string().optional().describe('HTML'),
  image: imageObjectSchema.optional(),
  value: z.number().optional().describe("A figure shown large on the card ('6 200')"),
  unit: z.string().optional().describe("The figure's unit ('м²')"),
  link: contentLinkSchema.optional(),
});
export type ContentItem = z.infer<typeof contentItemSchema>;

export const contentFigureSchema = z.object({
  id: z.number().int(),
  value: z.number(),
  unit: z.string(),
  text: z.string(),
});
export type ContentFigure = z.infer<typeof contentFigureSchema>;

export const contentQuestionSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  answer: z.string().describe('HTML'),
});

export const contentStageSchema = z.object({
  id: z.number().int(),
  number: z.string().describe("'01', '02' …"),
  title: z.string(),
  text: z.string(),
});

/** A background video of a block; the block's image is its poster (storefront.md §2 shell). */
export const contentVideoSchema = z.object({
  src: z.string(),
  type: z.string().describe("MIME type of the file, 'video/webm'"),
});
export type ContentVideo = z.infer<typeof contentVideoSchema>;

/** One block of a marketing page: a title and any of the parts below. */
export const contentBlockSchema = z.object({
  title: z.string(),
  subtitle: z.string().optional(),
  text: z.string().optional().describe('HTML'),
  image: imageObjectSchema.optional(),
  video: contentVideoSchema.optional(),
  link: contentLinkSchema.optional(),
  items: z.array(contentItemSchema).optional(),
  numbers: z.array(contentFigureSchema).optional(),
  questions: z.array(contentQuestionSchema).optional(),
  stages: z.array(contentStageSchema).optional(),
});
export type ContentBlock = z.infer<typeof contentBlockSchema>;

export const contentBlockAnswerSchema = z.object({ block: contentBlockSchema });

/** Paging of a list, as the catalogue answers it (storefront.md §3 search result `pagin`). */
export const paginSchema = z.object({
  current: z.number().int(),
  max_page: z.number().int(),
  total: z.number().int(),
});
export type Pagin = z.infer<typeof paginSchema>;

const pageMessage = 'Некорректный номер страницы';
const pageNumber = z.coerce
  .number({ error: pageMessage })
  .int({ error: pageMessage })
  .min(1, { error: pageMessage })
  .max(10_000, { error: pageMessage });

const perPageMessage = 'Некорректный размер страницы';
const perPage = (fallback: number) =>
  z.coerce
    .number({ error: perPageMessage })
    .int({ error: perPageMessage })
    .min(1, { error: perPageMessage })
    .max(50, { error: perPageMessage })
    .default(fallback);

// ------------------------------------------------------------------------------------------
// Press centre
// ------------------------------------------------------------------------------------------

export const PRESS_PAGE_SIZE = 9;

export const pressListQuerySchema = z.object({
  PAGEN_1: pageNumber.default(1).describe('Page number, from 1'),
  perPage: perPage(PRESS_PAGE_SIZE),
});
export interface PressListQuery {
  PAGEN_1?: number;
  perPage?: number;
}

export const pressCardSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  preview: z.string(),
  image: z.string().describe('Picture URL (webp)'),
  date: z.string().describe('Publication time, ISO 8601'),
  detail_url: z.string(),
});
export type PressCard = z.infer<typeof pressCardSchema>;

export const pressListSchema = z.object({ items: z.array(pressCardSchema), pagin: paginSchema });
export type PressList = z.infer<typeof pressListSchema>;

export const codeQuerySchema = z.object({ code: code('Некорректный код страницы') });

export const pressDetailSchema = z.object({
  item: pressCardSchema.extend({ body: z.string().describe('HTML') }),
  /** Neighbours in publication order, for the links under the article. */
  previous: pressCardSchema.nullable(),
  next: pressCardSchema.nullable(),
});
export type PressDetail = z.infer<typeof pressDetailSchema>;

// ------------------------------------------------------------------------------------------
// Vacancies
// ------------------------------------------------------------------------------------------

export const VACANCIES_PAGE_SIZE = 6;

export const vacancyCardSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  section: z.string(),
  title: z.string(),
  city: z.string(),
  salary: z.string().nullable(),
  schedule: z.string().nullable(),
  detail_url: z.string(),
});
export type VacancyCard = z.infer<typeof vacancyCardSchema>;

export const vacanciesSchema = z.object({ vacancies: z.array(vacancyCardSchema) });

export const vacancySectionsSchema = z.object({
  sections: z.array(z.object({ title: z.string(), count: z.number().int() })),
});
export type VacancySections = z.infer<typeof vacancySectionsSchema>;

export const vacanciesPaginQuerySchema = z.object({
  section: z
    .string()
    .trim()
    .max(80, { error: 'Некорректное направление' })
    .optional()
    .describe('A section title from getVacanciesSection; all sections when empty'),
  city: z
    .string()
    .trim()
    .max(80, { error: 'Некорректный город' })
    .optional()
    .describe("A vacancy's city; every city when empty"),
  PAGEN_1: pageNumber.default(1),
  perPage: perPage(VACANCIES_PAGE_SIZE),
});
export interface VacanciesPaginQuery {
  section?: string;
  city?: string;
  PAGEN_1?: number;
  perPage?: number;
}

export const vacanciesPaginSchema = z.object({
  items: z.array(vacancyCardSchema),
  pagin: paginSchema,
});
export type VacanciesPagin = z.infer<typeof vacanciesPaginSchema>;

export const vacancyDetailSchema = z.object({
  vacancy: vacancyCardSchema.extend({ description: z.string().describe('HTML') }),
});
export type VacancyDetail = z.infer<typeof vacancyDetailSchema>;

// ------------------------------------------------------------------------------------------
// Buyers pages
// ------------------------------------------------------------------------------------------

export const buyersMenuSchema = z.object({
  menu: z.array(z.object({ code: z.string(), title: z.string(), link: z.string() })),
});
export type BuyersMenu = z.infer<typeof buyersMenuSchema>;

export const buyersDetailSchema = z.object({
  page: z.object({ code: z.string(), title: z.string(), body: z.string().describe('HTML') }),
});
export type BuyersDetail = z.infer<typeof buyersDetailSchema>;

// ------------------------------------------------------------------------------------------
// Which blocks each page has (calls.txt): the path prefix and the call names.
// ------------------------------------------------------------------------------------------

export const contentPages = {
  main_page: [
    'getMainBanner',
    'getMainCompany',
    'getMainProducts',
    'getMainContent',
    'getMainTrust',
    'getModernProduction',
    'getQualityLaboratory',
    'getCareer',
    'getMainIndividualOrder',
    'getProductionCycle',
    'getLargestProduction',
    'getQualityControl',
    'getMediaCenter',
  ],
  about_company: [
    'getCompany',
    'getCompanyContent',
    'getYearsOnTheMarket',
    'getProductionAreas',
    'getRenewableEnergy',
    'getCertificates',
  ],
  about_production: [
    'getStartProduction',
    'getSiteProduction',
    'getUTP',
    'getUniqueEquipment',
    'getLaboratory',
    'getTechnologies',
    'getEcologyBanner',
  ],
  career: [
    'getStartPageCareer',
    'getGlobalCompany',
    'getBannerFeedback',
    'getWorkingConditions',
    'getWhatDoWeOffer',
  ],
  career_students: [
    'getStart',
    'getPracticeForStudents',
    'getWeOffer',
    'getSuccessStory',
    'getSuitUs',
  ],
  vacancies: ['getStart', 'getBanner'],
  tailoring: [
    'getStartTailoring',
    'getGarmentFactory',
    'getAssortment',
    'getBarcelonaOffice',
    'getAccessories',
    'getInformationTailoring',
    'getStagesOfCooperationTailoring',
    'getQuestions',
  ],
  individual_order: [
    'getIndividualOrderBanner',
    'getWhatAreWeDoing',
    'getAssortment',
    'getInformation',
    'getQuestions',
    'getStagesOfCooperation',
    'getLaboratory',
  ],
  through_blocks: ['mediaCenterHead'],
} as const;

export type ContentPage = keyof typeof contentPages;
export type ContentBlockName<P extends ContentPage> = (typeof contentPages)[P][number];
