import 'server-only';

/** The catalogue's server-only entry: the listing (./listing.ts) and the product page. */
export { listingScope, ListingPage, type ListingScope, type SearchParams } from './listing';
export { loadPackingLimits, loadProduct, loadSewnCollections } from './api/load-catalog';
export { ProductView, productJsonLd } from './components/product-view';
