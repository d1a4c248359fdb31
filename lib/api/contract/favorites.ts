/** Favourites (storefront.md §3 "Favourites", §4, §7): a set of product ids plus a list. */
import { z } from 'zod';
import { catalogListDataSchema } from './catalog';
import { productIdSchema, productIdsSchema } from './basket';

export const favoriteFormSchema = z.object({ product_id: productIdSchema });
export const favoritesDeleteFormSchema = z.object({ product_id: productIdsSchema });

export const favoritesIdsSchema = z.object({ ids: z.array(z.number().int()) });
export type FavoritesIds = z.infer<typeof favoritesIdsSchema>;

export const favoritesListQuerySchema = z.object({
  PAGEN_1: z.coerce
    .number({ error: 'Некорректный номер страницы' })
    .int({ error: 'Некорректный номер страницы' })
    .min(1, { error: 'Некорректный номер страницы' })
    .max(100_000, { error: 'Некорректный номер страницы' })
    .optional(),
  perPage: z.coerce
    .number({ error: 'Некорректный размер страницы' })
    .int({ error: 'Некорректный размер страницы' })
    .min(1, { error: 'Некорректный размер страницы' })
    .max(60, { error: 'Не больше 60 товаров на странице' })
    .optional(),
});
export type FavoritesListQuery = z.infer<typeof favoritesListQuerySchema>;

export const favoritesListSchema = z.object({ catalog_list: catalogListDataSchema });
export type FavoritesList = z.infer<typeof favoritesListSchema>;

export const favoriteChangeSchema = z.object({
  product_id: z.number().int(),
  favorite: z.boolean(),
});
export const favoritesDeleteSchema = z.object({ deleted: z.array(z.number().int()) });
