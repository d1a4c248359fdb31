import { seoDataSchema, type Seo } from '../contract';
import type { ApiClient } from '../client';

export const EMPTY_SEO: Seo = { title: '', description: '', keywords: '', h1: '' };

export const seoEndpoints = (client: ApiClient) => ({
  /** The SEO call returns empty strings on error (storefront.md §8). */
  forPage: async (page: string): Promise<Seo> => {
    try {
      return (
        await client.request({ path: '/seoTags/getSeo/', query: { page }, schema: seoDataSchema })
      ).seo;
    } catch {
      return EMPTY_SEO;
    }
  },
});
