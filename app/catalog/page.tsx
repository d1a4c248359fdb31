import { listingScope, type SearchParams } from '@/features/catalog/api/listing-page';
import { Listing, listingMetadata } from './_page/listing-pages';

interface Props {
  searchParams: Promise<SearchParams>;
}

export async function generateMetadata() {
  return listingMetadata(await listingScope());
}

export default async function CatalogPage({ searchParams }: Props) {
  return <Listing scope={await listingScope()} searchParams={searchParams} />;
}
