import 'server-only';
import { notFound } from 'next/navigation';
import type { CatalogSection, CollectionCard } from '@/lib/api/contract/catalog';
import { parseCatalogQuery } from '@/lib/catalog/query-state';
import { routes } from '@/lib/routes';
import { CatalogListing } from '../components/catalog-listing';
import { catalogTexts } from '../texts';
import { findSection, loadListing, loadSections, loadStores } from './load-catalog';
import { textHtml } from './text-html';

export type SearchParams = Record<string, string | string[] | undefined>;

export interface ListingScope {
  section: CatalogSection | null;
  collection: CollectionCard | null;
  path: string;
  title: string;
}

/** The listing a path names, or 404: an unknown section or collection is not a page. */
export async function listingScope(category?: string, collection?: string): Promise<ListingScope> {
  if (!category) {
    const section = await findSection();
    return { section, collection: null, path: routes.catalog(), title: catalogTexts.catalog };
  }
  const section = await findSection(category);
  if (!section || section.id === -1) notFound();
  if (!collection) {
    return { section, collection: null, path: routes.catalog(category), title: section.title };
  }
  const found = section.collections.find((c) => c.slug === collection);
  if (!found) notFound();
  return {
    section,
    collection: found,
    path: routes.catalog(category, collection),
    title: found.title,
  };
}

export async function ListingPage({
  scope,
  searchParams,
  heading,
}: {
  scope: ListingScope;
  searchParams: SearchParams;
  /** The SEO heading of the path, else the scope's title (the app page reads it). */
  heading: string;
}) {
  const state = parseCatalogQuery(searchParams);
  const [sections, stores, data] = await Promise.all([
    loadSections(),
    loadStores(),
    loadListing({ section: scope.section?.slug, collection: scope.collection?.slug }, state),
  ]);
  // A buyer's cart buttons are islands that bring the query client themselves (CartButton).
  return (
    <CatalogListing
      heading={heading}
      sections={sections}
      section={scope.section}
      collection={scope.collection}
      data={data}
      stores={stores}
      state={state}
      path={scope.path}
      seoHtml={textHtml(scope.section?.seo_text)}
    />
  );
}
