/** Modals of the catalogue area (storefront.md §2 "Catalogue-area modals"). */
export const catalogModalKeys = {
  quickView: 'catalog-quick-view',
  stock: 'catalog-stock',
  colors: 'catalog-colors',
  companion: 'catalog-companion',
} as const;

/** From the quick view, the login modal opens this long after the quick view closes (§6). */
export const QUICK_VIEW_LOGIN_DELAY_MS = 500;
/** Colour tiles show a skeleton this long (storefront.md §4, §9). */
export const COLOR_SKELETON_MS = 700;
/** The quick view shows 8 colours on xl screens (from 1281 px), 4 otherwise, at most 3 photos. */
export const QUICK_VIEW_COLORS_XL = 8;
export const QUICK_VIEW_COLORS = 4;
export const QUICK_VIEW_PHOTOS = 3;
export const XL_MEDIA = '(min-width: 1281px)';
/** Main characteristics: the first 6 properties by sort (§9). */
export const MAIN_PROPERTIES = 6;
/** Banners sit at these positions of a product list (1-based, §9). */
export const LIST_BANNER_POSITIONS = [3, 7] as const;
