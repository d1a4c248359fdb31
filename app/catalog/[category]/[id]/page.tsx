import { notFound } from 'next/navigation';
import type { SearchParams } from '@/features/catalog/api/listing-page';
import { isSlug } from '@/features/shell/model/slug';
import { Listing, listingMetadata } from '../../_page/listing-pages';
import { Product, productMetadata, resolveCatalogPath } from '../../_page/product-pages';

interface Props {
  params: Promise<{ category: string; id: string }>;
  searchParams: Promise<SearchParams>;
}

/** A collection of the section, else a product, else 404 (storefront.md §2). */
async function targetOf(params: Props['params']) {
  const { category, id } = await params;
  if (!isSlug(category) || !isSlug(id)) notFound();
  return resolveCatalogPath(category, id);
}

export async function generateMetadata({ params }: Props) {
  const target = await targetOf(params);
  return target.kind === 'listing'
    ? listingMetadata(target.scope)
    : productMetadata(target.code, target.path);
}

export default async function CatalogEntryPage({ params, searchParams }: Props) {
  const target = await targetOf(params);
  return target.kind === 'listing' ? (
    <Listing scope={target.scope} searchParams={searchParams} />
  ) : (
    <Product code={target.code} searchParams={searchParams} />
  );
}
