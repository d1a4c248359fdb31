import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { loadServerEnv } from '@/lib/env';
import { routes } from '@/lib/routes';

/**
 * robots.txt: the shop is open to crawlers except the buyer's own pages, the answers to forms
 * posted without a script, the managers' workspace and the API.
 */
export default async function robots(): Promise<MetadataRoute.Robots> {
  await connection();
  const site = loadServerEnv().SITE_URL.replace(/\/$/, '');
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: [
        routes.cart(),
        routes.checkout(),
        routes.user(),
        routes.searchResult(),
        routes.modal(),
        // The pages a form or the login posted without a script is answered with (issue #37).
        '/forms/',
        routes.login(),
        routes.manager(),
        '/api/',
      ],
    },
    sitemap: `${site}/sitemap.xml`,
    host: site,
  };
}
