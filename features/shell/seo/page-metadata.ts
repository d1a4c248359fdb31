import 'server-only';
import type { Metadata } from 'next';
import { connection } from 'next/server';
import { cache } from 'react';
import { api } from '@/lib/api';
import { isLoginRequired } from '@/lib/route-table';
import { shellTexts } from '../texts';

/**
 * One SEO call per page and request, shared by generateMetadata and the page's heading; at
 * request time only, never during `next build`.
 */
const seoFor = cache(async (path: string) => {
  await connection();
  return api.seo.forPage(path);
});

export interface PageMetadataFallback {
  title: string;
  description?: string;
  /** Use the title as it is, without the ' — Selvedge' suffix (the home page). */
  absoluteTitle?: boolean;
}

/**
 * A page's metadata from /seoTags/getSeo/ (which answers empty strings on error, storefront.md
 * §8), with the page's own title and the shop's description as the fallback, and the canonical
 * address. Pages behind the login and pages that only echo a query are kept out of the index.
 */
export async function pageMetadata(
  path: string,
  fallback: PageMetadataFallback,
  options: { noindex?: boolean; canonical?: string } = {},
): Promise<Metadata> {
  const seo = await seoFor(path);
  const title =
    seo.title ||
    (fallback.absoluteTitle ? fallback.title : `${fallback.title} — ${shellTexts.siteName}`);
  const description = seo.description || fallback.description || shellTexts.siteDescription;
  const noindex = options.noindex ?? isLoginRequired(path);
  return {
    title: { absolute: title },
    description,
    keywords: seo.keywords || undefined,
    alternates: { canonical: options.canonical ?? path },
    robots: noindex ? { index: false, follow: true } : undefined,
    openGraph: {
      type: 'website',
      locale: 'ru_RU',
      siteName: shellTexts.siteName,
      title,
      description,
      url: options.canonical ?? path,
    },
  };
}

/** The page's <h1>: the SEO heading when the back office sets one, else the page's title. */
export async function pageHeading(path: string, fallback: string): Promise<string> {
  return (await seoFor(path)).h1 || fallback;
}
