import 'server-only';
import { createRoute } from '@hono/zod-openapi';
import {
  favoriteChangeSchema,
  favoriteFormSchema,
  favoritesDeleteFormSchema,
  favoritesDeleteSchema,
  favoritesIdsSchema,
  favoritesListQuerySchema,
  favoritesListSchema,
} from '../../../lib/api/contract/favorites';
import { ok } from '../../http/envelope';
import { jsonResponses, type PerRequest, type Router } from '../../http/router';
import { access } from '../../openapi/access';
import { buyersOnly } from '../../http/viewer';
import { formBody } from '../../http/form-body';
import type { FavoritesService } from './service';

const tags = ['Favourites'];
const base = '/personalAccountFavorites';

const add = createRoute({
  method: 'post',
  path: `${base}/addFavorites`,
  tags,
  ...access.buyer,
  summary: 'Adds a product to the favourites (again is fine)',
  request: { body: formBody(favoriteFormSchema) },
  responses: jsonResponses(favoriteChangeSchema, 'Now a favourite', {
    notFound: 'Unknown product',
  }),
});

const remove = createRoute({
  method: 'post',
  path: `${base}/deleteFavorites`,
  tags,
  ...access.buyer,
  summary: 'Removes a product from the favourites',
  request: { body: formBody(favoriteFormSchema) },
  responses: jsonResponses(favoriteChangeSchema, 'No longer a favourite'),
});

const removeMany = createRoute({
  method: 'post',
  path: `${base}/deleteItemsFavorites`,
  tags,
  ...access.buyer,
  summary: 'Removes several products (product_id repeated or comma-separated)',
  request: { body: formBody(favoritesDeleteFormSchema) },
  responses: jsonResponses(favoritesDeleteSchema, 'The products removed'),
});

const ids = createRoute({
  method: 'get',
  path: `${base}/getFavoritesId`,
  tags,
  ...access.buyer,
  summary: 'Ids of the favourite products, newest first',
  responses: jsonResponses(favoritesIdsSchema, 'Ids'),
});

const list = createRoute({
  method: 'get',
  path: `${base}/getListFavorites`,
  tags,
  ...access.buyer,
  summary: 'A page of favourite products as catalogue cards (with prices), newest first',
  request: { query: favoritesListQuerySchema },
  responses: jsonResponses(favoritesListSchema, 'Cards and paging'),
});

export function registerFavoritesRoutes(
  app: Router,
  services: { favorites: PerRequest<FavoritesService> },
) {
  app.use(`${base}/*`, buyersOnly);
  const service = services.favorites;

  app.openapi(add, async (c) =>
    ok(c, await (await service(c)).add(c.req.valid('form').product_id)),
  );
  app.openapi(remove, async (c) =>
    ok(c, await (await service(c)).remove(c.req.valid('form').product_id)),
  );
  app.openapi(removeMany, async (c) =>
    ok(c, await (await service(c)).removeMany(c.req.valid('form').product_id)),
  );
  app.openapi(ids, async (c) => ok(c, await (await service(c)).ids()));
  app.openapi(list, async (c) => {
    const query = c.req.valid('query');
    return ok(c, await (await service(c)).list(query.PAGEN_1, query.perPage));
  });
}
