import { notFound } from 'next/navigation';
import { listingScope, type SearchParams } from '@/features/catalog/api/listing-page';
import { isSlug } from '@/features/shell/model/slug';
import { Listing, listingMetadata } from '../_page/listing-pages';

interface Props {
  params: Promise<{ category: string }>;
  searchParams: Promise<SearchParams>;
}

async function scopeOf(params: Props['params']) {
  const { category } = await params;
  if (!isSlug(category)) notFound();
  return listingScope(category);
}

export async function generateMetadata({ params }: Props) {
  return listingMetadata(await scopeOf(params));
}

export default async function CatalogCategoryPage({ params, searchParams }: Props) {
  return <Listing scope={await scopeOf(params)} searchParams={searchParams} />;
}
