import 'server-only';

/** The catalogue's server-only entry: the listing and product pages. */
export {
  listingScope,
  ListingPage,
  type ListingScope,
  type SearchParams,
} from './api/listing-page';
export { loadPackingLimits, loadProduct, loadSewnCollections } from './api/load-catalog';
export { ProductView, productJsonLd } from './components/product-view';
