'use client';

import { island } from '@/components/island';

/*
 * The header's interactive parts as islands (components/island, issue #22): the server renders
 * each one closed (its *-view.tsx), and its code loads when the browser is idle after the page or
 * when the visitor reaches for it — never in the page's first load. (The mobile and catalogue menus
 * are not: the browser opens them, ./mobile-menu-view.tsx, ./catalog-menu-view.tsx.)
 */
export const DesktopNavIsland = island(() =>
  import('./desktop-nav').then((module) => module.DesktopNav),
);
export const SearchFormIsland = island(() =>
  import('./search-form').then((module) => module.SearchForm),
);

/** Loads the code of both (the component tests render the header live). */
export const loadHeaderIslands = () =>
  Promise.all([DesktopNavIsland, SearchFormIsland].map((part) => part.preload()));
