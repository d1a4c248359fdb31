import { queryOptions } from '@tanstack/react-query';
// The client and this one endpoint file only: the api index would bring every area's schemas.
import { createApiClient } from '@/lib/api/client';
import { catalogEndpoints } from '@/lib/api/endpoints/catalog';

const catalog = catalogEndpoints(createApiClient());

export const catalogKeys = {
  all: ['catalog'] as const,
  detail: (code: string) => [...catalogKeys.all, 'detail', code] as const,
};

/** A product's detail, for the modals opened from a list (quick view, stock). */
export const productDetailOptions = (code: string) =>
  queryOptions({
    queryKey: catalogKeys.detail(code),
    queryFn: async () => (await catalog.detail(code)).catalog_element_detail,
  });
