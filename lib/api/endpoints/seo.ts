import type { Seo } from '../contract/seo';
import { lazySchema, type ApiClient } from '../client';

/** The contract loads with the first call, not with the page (lib/api/client.ts). */
const contract = () => import('../contract/seo');

export const EMPTY_SEO: Seo = { title: '', description: '', keywords: '', h1: '' };

export const seoEndpoints = (client: ApiClient) => ({
  /** The SEO call returns empty strings on error (storefront.md §8). */
  forPage: async (page: string): Promise<Seo> => {
    try {
      return (
        await client.request({
          path: '/seoTags/getSeo/',
          query: { page },
          schema: lazySchema(contract, 'seoDataSchema'),
        })
      ).seo;
    } catch {
      return EMPTY_SEO;
    }
  },
});
