import type {
  ContentBlock,
  ContentBlockName,
  ContentPage,
  PressListQuery,
  VacanciesPaginQuery,
} from '../contract/content';
import { lazySchema, type ApiClient } from '../client';

/** The contract loads with the first call, not with the page (lib/api/client.ts). */
const contract = () => import('../contract/content');

export const contentEndpoints = (client: ApiClient) => ({
  /** One block of a marketing page, e.g. block('main_page', 'getMainTrust'). */
  block: async <P extends ContentPage>(page: P, name: ContentBlockName<P>): Promise<ContentBlock> =>
    (
      await client.request({
        path: `/${page}/${name}/`,
        schema: lazySchema(contract, 'contentBlockAnswerSchema'),
      })
    ).block,
  pressList: (query: PressListQuery = {}) =>
    client.request({
      path: '/press-center/getList/',
      query: { PAGEN_1: query.PAGEN_1, perPage: query.perPage },
      schema: lazySchema(contract, 'pressListSchema'),
    }),
  pressDetail: (code: string) =>
    client.request({
      path: '/through_blocks/getMediaDetails/',
      query: { code },
      schema: lazySchema(contract, 'pressDetailSchema'),
    }),
  vacancies: () =>
    client.request({
      path: '/career/getVacancies/',
      schema: lazySchema(contract, 'vacanciesSchema'),
    }),
  vacancySections: () =>
    client.request({
      path: '/career/getVacanciesSection/',
      schema: lazySchema(contract, 'vacancySectionsSchema'),
    }),
  vacanciesPage: (query: VacanciesPaginQuery = {}) =>
    client.request({
      path: '/career/getVacanciesPagin/',
      query: {
        section: query.section,
        city: query.city,
        PAGEN_1: query.PAGEN_1,
        perPage: query.perPage,
      },
      schema: lazySchema(contract, 'vacanciesPaginSchema'),
    }),
  vacancy: (code: string) =>
    client.request({
      path: '/vacancies/getVacancyDetails/',
      query: { code },
      schema: lazySchema(contract, 'vacancyDetailSchema'),
    }),
  buyersMenu: () =>
    client.request({
      path: '/through_blocks/getForBuyersMenu/',
      schema: lazySchema(contract, 'buyersMenuSchema'),
    }),
  buyersPage: (code: string) =>
    client.request({
      path: '/through_blocks/getForBuyersDetails/',
      query: { code },
      schema: lazySchema(contract, 'buyersDetailSchema'),
    }),
});
