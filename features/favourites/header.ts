/**
 * What the site header shows from the favourites: the link with the count. A light entry beside
 * index.ts (which also exports the favourites page), for the first load of every page (#22).
 */
export { FavouritesLink } from './components/favourites-link';
