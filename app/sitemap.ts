import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { api, createApiClient } from '@/lib/api';
import { sectionsListSchema } from '@/lib/api/contract/catalog';
import { loadServerEnv } from '@/lib/env';
import { buyersPageIds, routes } from '@/lib/routes';

/** Pages every visitor may read; pages behind the login and the search echo are left out. */
const PUBLIC_PAGES = [
  routes.home(),
  routes.catalog(),
  routes.about(),
  routes.manufacture(),
  routes.tailoring(),
  routes.customDesign(),
  routes.career(),
  routes.internship(),
  routes.vacancies(),
  routes.pressCenter(),
  routes.contacts(),
  routes.privacyPolicy(),
  ...buyersPageIds.map((id) => routes.buyers(id)),
];

/** The press list is read in pages of the API's largest size. */
const PRESS_PAGE = 50;

async function pressPaths(): Promise<{ path: string; date: string }[]> {
  const first = await api.content.pressList({ PAGEN_1: 1, perPage: PRESS_PAGE });
  const rest = await Promise.all(
    Array.from({ length: first.pagin.max_page - 1 }, (_, i) =>
      api.content.pressList({ PAGEN_1: i + 2, perPage: PRESS_PAGE }),
    ),
  );
  return [first, ...rest].flatMap((page) =>
    page.items.map((item) => ({ path: item.detail_url, date: item.date })),
  );
}

/**
 * sitemap.xml (docs/design.md §5): the public pages, catalogue sections, press items and vacancies,
 * read from the API at request time (never during `next build`). A part that fails is left
 * out rather than failing the whole map.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await connection();
  const site = loadServerEnv().SITE_URL.replace(/\/$/, '');
  const [sections, press, vacancies] = await Promise.all([
    createApiClient()
      .request({ path: '/catalog/getSectionsList/', schema: sectionsListSchema })
      .then((data) => data.sectionList.menu.map((s) => routes.catalog(s.slug)))
      .catch(() => []),
    pressPaths().catch(() => []),
    api.content
      .vacancies()
      .then((data) => data.vacancies.map((v) => v.detail_url))
      .catch(() => []),
  ]);
  const entry = (path: string, lastModified?: string): MetadataRoute.Sitemap[number] => ({
    url: `${site}${path}`,
    ...(lastModified ? { lastModified } : {}),
  });
  const unique = [...new Set([...PUBLIC_PAGES, ...sections, ...vacancies])];
  return [...unique.map((path) => entry(path)), ...press.map((p) => entry(p.path, p.date))];
}
