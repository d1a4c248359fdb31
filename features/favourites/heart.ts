/**
 * The heart a catalogue card and a visitor's product page draw: a light entry beside index.ts
 * (which also exports the favourites page and the query options), for the listing's first load
 * (issue #22, as ./header.ts). The live heart of a buyer's page comes from index.ts.
 */
export { FavouriteHeart } from './components/favourite-heart';
