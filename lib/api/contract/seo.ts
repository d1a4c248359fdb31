/** SEO tags per page: /seoTags/getSeo/?page= (storefront.md §3). */
import { z } from 'zod';

export const seoQuerySchema = z.object({
  page: z
    .string({ error: 'Укажите страницу' })
    .trim()
    .min(1, 'Укажите страницу')
    .max(200, 'Слишком длинный адрес страницы')
    .describe('Path of the page, e.g. /catalog/ or /about/'),
});

export const seoSchema = z.object({
  title: z.string(),
  description: z.string(),
  keywords: z.string(),
  h1: z.string(),
});
export type Seo = z.infer<typeof seoSchema>;

export const seoDataSchema = z.object({ seo: seoSchema });
