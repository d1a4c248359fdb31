'use client';

import { island } from '@/components/island';

/*
 * The listing's controls as islands (components/island, issue #22): the server renders the
 * filter and the toolbar as the URL says (their *-view.tsx), and their code loads when the
 * browser is idle after the page or when the shopper reaches for them — never in the first load
 * of the listing or of the product page, which shares its route.
 */
export const FilterPanelIsland = island(() =>
  import('./filter-panel').then((module) => module.FilterPanel),
);
export const ListingToolbarIsland = island(() =>
  import('./listing-toolbar').then((module) => module.ListingToolbar),
);
