/** Search calls under /through_blocks/ (storefront.md §3 "Search result", §7, §9). */
import { z } from 'zod';
import { catalogListDataSchema, collectionCardSchema } from './catalog';

/** Search needs at least 3 characters (storefront.md §5, §9). */
export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_MAX_LENGTH = 100;

export const searchTextSchema = z
  .string({ error: 'Введите запрос' })
  .trim()
  .min(SEARCH_MIN_LENGTH, { error: `Введите не менее ${SEARCH_MIN_LENGTH} символов` })
  .max(SEARCH_MAX_LENGTH, { error: `Не более ${SEARCH_MAX_LENGTH} символов` });

export const searchQuerySchema = z.object({
  search_element: searchTextSchema,
  perPage: z.coerce
    .number({ error: 'Некорректный размер страницы' })
    .int({ error: 'Некорректный размер страницы' })
    .min(1, { error: 'Некорректный размер страницы' })
    .max(60, { error: 'Не больше 60 товаров на странице' })
    .optional()
    .describe('15 on the results page, 4 in the quick search panel'),
  PAGEN_1: z.coerce
    .number({ error: 'Некорректный номер страницы' })
    .int({ error: 'Некорректный номер страницы' })
    .min(1, { error: 'Некорректный номер страницы' })
    .max(100_000, { error: 'Некорректный номер страницы' })
    .optional(),
});

export const sectionOrCollectionHitSchema = z.object({
  id: z.number().int(),
  link: z.string(),
  text: z.string(),
});

export const searchResultSchema = z.object({
  catalog_list: catalogListDataSchema,
  query: z.object({
    text: z.string(),
    corrected: z
      .string()
      .nullable()
      .describe('The query after typo correction, when one was needed'),
  }),
});

/**
 * The results page says a search was made (issue #34): the server works out what the search
 * used and counts this person once, for popular searches (./popular-searches.ts).
 */
export const recordSearchInputSchema = z.object({ search_element: searchTextSchema });
export const recordSearchResultSchema = z.object({});

export const sectionsAndCollectionsQuerySchema = z.object({ search_element: searchTextSchema });
export const sectionsAndCollectionsSchema = z.object({
  sections_and_collections: z.array(sectionOrCollectionHitSchema),
});

export const preliminaryInformationSchema = z.object({
  oftenSearched: z.array(z.object({ id: z.number().int(), text: z.string(), link: z.string() })),
  collectionSearch: z.array(collectionCardSchema),
});
