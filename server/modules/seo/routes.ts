import 'server-only';
import { createRoute } from '@hono/zod-openapi';
import { seoDataSchema, seoQuerySchema } from '../../../lib/api/contract';
import { ok } from '../../http/envelope';
import { jsonResponses, type AppDeps, type PerRequest, type Router } from '../../http/router';
import { access } from '../../openapi/access';
import type { SeoService } from './service';

const getSeo = createRoute({
  method: 'get',
  path: '/seoTags/getSeo',
  tags: ['SEO'],
  ...access.public,
  summary: 'Title, description, keywords and h1 of a page',
  request: { query: seoQuerySchema },
  responses: jsonResponses(seoDataSchema, 'SEO tags of the page', {
    notFound: 'No SEO data for that page',
  }),
});

export function registerSeoRoutes(
  app: Router,
  services: { seo: PerRequest<SeoService> },
  deps: Pick<AppDeps, 'cache'>,
) {
  app.openapi(getSeo, async (c) => {
    const { page } = c.req.valid('query');
    // Every page asks for its tags on every render; they change only with a reseed.
    const seo = await deps.cache.getOrSet(`seo:${page}`, async () =>
      (await services.seo(c)).forPage(page),
    );
    return ok(c, { seo });
  });
}
