'use client';

import { island } from '@/components/island';

/*
 * The header's interactive parts as islands (components/island, issue #22): the server renders
 * each one closed (its *-view.tsx), and its code loads when the browser is idle after the page or
 * when the visitor reaches for it — never in the page's first load.
 */
export const CatalogMenuIsland = island(() =>
  import('./catalog-menu').then((module) => module.CatalogMenu),
);
export const DesktopNavIsland = island(() =>
  import('./desktop-nav').then((module) => module.DesktopNav),
);
export const SearchFormIsland = island(() =>
  import('./search-form').then((module) => module.SearchForm),
);
export const MobileMenuIsland = island(() =>
  import('./mobile-menu').then((module) => module.MobileMenu),
);

/** Loads the code of all four (the component tests render the header live). */
export const loadHeaderIslands = () =>
  Promise.all(
    [CatalogMenuIsland, DesktopNavIsland, SearchFormIsland, MobileMenuIsland].map((part) =>
      part.preload(),
    ),
  );
