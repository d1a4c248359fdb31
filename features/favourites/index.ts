/** Favourites (storefront.md §4, §7): header button, the toggle on cards, /user/favourites/. */
export { favouriteIdsOptions, favouritesKeys, favouritesListOptions } from './api/queries';
export { FavouriteToggle } from './components/favourite-toggle';
export { FavouritesLink } from './components/favourites-link';
export { FavouritesPage } from './components/favourites-page';
export { useFavourite, useFavouriteIds } from './hooks/use-favourite';
export { favouritesTexts } from './texts';
