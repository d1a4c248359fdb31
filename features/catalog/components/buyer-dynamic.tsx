'use client';

import dynamic from 'next/dynamic';

/**
 * The buyer's parts (./buyer-parts.tsx) through next/dynamic: on a buyer's page it renders them
 * on the server and names their chunk's script and styles in the HTML, so the chunk arrives with
 * the page's own scripts and nothing is shown unstyled. This module is itself loaded only where a
 * buyer's part renders, so next/dynamic's loader is in no visitor's first load (issue #22).
 */
export const BuyerBuyBox = dynamic(() => import('./buyer-islands').then((m) => m.BuyBox));
export const BuyerCartButton = dynamic(() => import('./buyer-islands').then((m) => m.CartButton));
export const BuyerFavouriteToggle = dynamic(() =>
  import('./buyer-islands').then((m) => m.FavouriteToggle),
);
export const BuyerRestockButton = dynamic(() =>
  import('./buyer-islands').then((m) => m.RestockButton),
);
