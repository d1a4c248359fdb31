import 'server-only';
import { createRoute } from '@hono/zod-openapi';
import {
  buyersDetailSchema,
  buyersMenuSchema,
  codeQuerySchema,
  contentBlockAnswerSchema,
  contentPages,
  pressDetailSchema,
  pressListQuerySchema,
  pressListSchema,
  vacanciesPaginQuerySchema,
  vacanciesPaginSchema,
  vacanciesSchema,
  vacancyDetailSchema,
  vacancySectionsSchema,
} from '../../../lib/api/contract/content';
import { ok } from '../../http/envelope';
import { jsonResponses, type PerRequest, type Router } from '../../http/router';
import { access } from '../../openapi/access';
import type { ContentService } from './service';

const tags = ['Content'];

const getList = createRoute({
  method: 'get',
  path: '/press-center/getList',
  tags,
  ...access.public,
  summary: 'Press-centre publications, newest first, paged (PAGEN_1, perPage)',
  request: { query: pressListQuerySchema },
  responses: jsonResponses(pressListSchema, 'A page of publications'),
});

const getMediaDetails = createRoute({
  method: 'get',
  path: '/through_blocks/getMediaDetails',
  tags,
  ...access.public,
  summary: 'One publication with its neighbours',
  request: { query: codeQuerySchema },
  responses: jsonResponses(pressDetailSchema, 'The publication', {
    notFound: 'No publication with this code',
  }),
});

const getVacancies = createRoute({
  method: 'get',
  path: '/career/getVacancies',
  tags,
  ...access.public,
  summary: 'Every open position, in the order of the back office',
  responses: jsonResponses(vacanciesSchema, 'Open positions'),
});

const getVacanciesSection = createRoute({
  method: 'get',
  path: '/career/getVacanciesSection',
  tags,
  ...access.public,
  summary: 'Sections (directions) of the open positions, with counts',
  responses: jsonResponses(vacancySectionsSchema, 'Sections'),
});

const getVacanciesPagin = createRoute({
  method: 'get',
  path: '/career/getVacanciesPagin',
  tags,
  ...access.public,
  summary: 'Open positions of one section and city (or all), paged (PAGEN_1, perPage)',
  request: { query: vacanciesPaginQuerySchema },
  responses: jsonResponses(vacanciesPaginSchema, 'A page of positions'),
});

const getVacancyDetails = createRoute({
  method: 'get',
  path: '/vacancies/getVacancyDetails',
  tags,
  ...access.public,
  summary: 'One open position with its description',
  request: { query: codeQuerySchema },
  responses: jsonResponses(vacancyDetailSchema, 'The position', {
    notFound: 'No position with this code',
  }),
});

const getForBuyersMenu = createRoute({
  method: 'get',
  path: '/through_blocks/getForBuyersMenu',
  tags,
  ...access.public,
  summary: 'The five buyers pages, for their side menu',
  responses: jsonResponses(buyersMenuSchema, 'The menu'),
});

const getForBuyersDetails = createRoute({
  method: 'get',
  path: '/through_blocks/getForBuyersDetails',
  tags,
  ...access.public,
  summary: 'One buyers page with its text',
  request: { query: codeQuerySchema },
  responses: jsonResponses(buyersDetailSchema, 'The page', { notFound: 'No page with this code' }),
});

export function registerContentRoutes(
  app: Router,
  services: { content: PerRequest<ContentService> },
) {
  const service = services.content;

  // One GET per block of the marketing pages (calls.txt), all with the same answer shape.
  for (const [page, blocks] of Object.entries(contentPages)) {
    for (const block of blocks) {
      const route = createRoute({
        method: 'get',
        path: `/${page}/${block}`,
        tags,
        ...access.public,
        summary: `Block ${block} of the ${page} page`,
        responses: jsonResponses(contentBlockAnswerSchema, 'The block', {
          notFound: 'The block is not filled in',
        }),
      });
      app.openapi(route, async (c) =>
        ok(c, { block: await (await service(c)).block(page, block) }),
      );
    }
  }

  app.openapi(getList, async (c) => {
    const { PAGEN_1, perPage } = c.req.valid('query');
    return ok(c, await (await service(c)).pressList(PAGEN_1, perPage));
  });
  app.openapi(getMediaDetails, async (c) =>
    ok(c, await (await service(c)).pressDetail(c.req.valid('query').code)),
  );
  app.openapi(getVacancies, async (c) =>
    ok(c, { vacancies: await (await service(c)).vacancies() }),
  );
  app.openapi(getVacanciesSection, async (c) => ok(c, await (await service(c)).vacancySections()));
  app.openapi(getVacanciesPagin, async (c) => {
    const { section, city, PAGEN_1, perPage } = c.req.valid('query');
    return ok(c, await (await service(c)).vacanciesPage(section, PAGEN_1, perPage, city));
  });
  app.openapi(getVacancyDetails, async (c) =>
    ok(c, await (await service(c)).vacancy(c.req.valid('query').code)),
  );
  app.openapi(getForBuyersMenu, async (c) => ok(c, await (await service(c)).buyersMenu()));
  app.openapi(getForBuyersDetails, async (c) =>
    ok(c, await (await service(c)).buyersPage(c.req.valid('query').code)),
  );
}
