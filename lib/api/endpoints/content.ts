import {
  buyersDetailSchema,
  buyersMenuSchema,
  contentBlockAnswerSchema,
  pressDetailSchema,
  pressListSchema,
  vacanciesPaginSchema,
  vacanciesSchema,
  vacancyDetailSchema,
  vacancySectionsSchema,
  type ContentBlock,
  type ContentBlockName,
  type ContentPage,
  type PressListQuery,
  type VacanciesPaginQuery,
} from '../contract/content';
import type { ApiClient } from '../client';

export const contentEndpoints = (client: ApiClient) => ({
  /** One block of a marketing page, e.g. block('main_page', 'getMainTrust'). */
  block: async <P extends ContentPage>(page: P, name: ContentBlockName<P>): Promise<ContentBlock> =>
    (await client.request({ path: `/${page}/${name}/`, schema: contentBlockAnswerSchema })).block,
  pressList: (query: PressListQuery = {}) =>
    client.request({
      path: '/press-center/getList/',
      query: { PAGEN_1: query.PAGEN_1, perPage: query.perPage },
      schema: pressListSchema,
    }),
  pressDetail: (code: string) =>
    client.request({
      path: '/through_blocks/getMediaDetails/',
      query: { code },
      schema: pressDetailSchema,
    }),
  vacancies: () => client.request({ path: '/career/getVacancies/', schema: vacanciesSchema }),
  vacancySections: () =>
    client.request({ path: '/career/getVacanciesSection/', schema: vacancySectionsSchema }),
  vacanciesPage: (query: VacanciesPaginQuery = {}) =>
    client.request({
      path: '/career/getVacanciesPagin/',
      query: { section: query.section, PAGEN_1: query.PAGEN_1, perPage: query.perPage },
      schema: vacanciesPaginSchema,
    }),
  vacancy: (code: string) =>
    client.request({
      path: '/vacancies/getVacancyDetails/',
      query: { code },
      schema: vacancyDetailSchema,
    }),
  buyersMenu: () =>
    client.request({ path: '/through_blocks/getForBuyersMenu/', schema: buyersMenuSchema }),
  buyersPage: (code: string) =>
    client.request({
      path: '/through_blocks/getForBuyersDetails/',
      query: { code },
      schema: buyersDetailSchema,
    }),
});
