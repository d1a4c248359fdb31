import type { Metadata } from 'next';
import {
  ListingPage,
  type ListingScope,
  type SearchParams,
} from '@/features/catalog/api/listing-page';
import { pageHeading, pageMetadata } from '@/features/shell/seo/page-metadata';

/**
 * The listing of the three catalogue routes: its metadata and its page. Apart from the product
 * page's module (./product-pages.tsx) so that /catalog/ and a section do not carry the product
 * page's client components: a route ships every one its server modules reach (issue #22).
 */
export async function listingMetadata(scope: ListingScope): Promise<Metadata> {
  return pageMetadata(scope.path, {
    title: scope.title,
    description: scope.section?.informer ?? undefined,
  });
}

export async function Listing({
  scope,
  searchParams,
}: {
  scope: ListingScope;
  searchParams: Promise<SearchParams>;
}) {
  const [heading, query] = await Promise.all([pageHeading(scope.path, scope.title), searchParams]);
  return <ListingPage scope={scope} searchParams={query} heading={heading} />;
}
