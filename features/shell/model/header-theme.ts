import type { HeaderTheme } from '@/lib/route-table';

/** storefront.md §4: a transparent header turns light once the page is scrolled past 1 px. */
export const HEADER_SCROLL_THRESHOLD_PX = 1;

export interface HeaderThemeInput {
  /** The route's theme; null (a route without settings) reads as light. */
  routeTheme: HeaderTheme | null;
  /** The page is scrolled past HEADER_SCROLL_THRESHOLD_PX. */
  scrolled: boolean;
  submenuOpen: boolean;
  catalogOpen: boolean;
  /** The mobile menu covers the page. */
  overlayOpen: boolean;
}

/**
 * The header's theme (storefront.md §4): gray while the catalogue menu is open; light while a
 * submenu (or the mobile menu) is open; a transparent header turns light past 1 px of scroll;
 * otherwise the route's own theme.
 */
export function resolveHeaderTheme({
  routeTheme,
  scrolled,
  submenuOpen,
  catalogOpen,
  overlayOpen,
}: HeaderThemeInput): HeaderTheme {
  if (catalogOpen) return 'gray';
  if (submenuOpen || overlayOpen) return 'light';
  const theme = routeTheme ?? 'light';
  if (theme === 'transparent' && scrolled) return 'light';
  return theme;
}
