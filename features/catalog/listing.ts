import 'server-only';

/**
 * The listing alone (/catalog/ and a section): a route entry beside ./server.ts, which also
 * reaches the product page and so every client component of it (docs/architecture.md "Entries").
 */
export {
  listingScope,
  ListingPage,
  type ListingScope,
  type SearchParams,
} from './api/listing-page';
