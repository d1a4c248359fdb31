'use client';

import dynamic from 'next/dynamic';

/**
 * The parts of the catalogue only a logged-in buyer gets, rendered only where the API sent a
 * price (a buyer's copy of the page): the buy box, a card's live cart button, the favourite
 * heart and 'Сообщить о поступлении'. They and TanStack Query are one chunk loaded through
 * next/dynamic, so that the catalogue's route (listing and product page alike) carries none of
 * them in a visitor's first load (issue #22). On a buyer's page next/dynamic renders them on the
 * server and names their script and styles in the HTML, so the chunk arrives with the page's
 * own scripts and nothing is shown unstyled.
 */
export const BuyerBuyBox = dynamic(() => import('./buyer-islands').then((m) => m.BuyBox));
export const BuyerCartButton = dynamic(() => import('./buyer-islands').then((m) => m.CartButton));
export const BuyerFavouriteToggle = dynamic(() =>
  import('./buyer-islands').then((m) => m.FavouriteToggle),
);
export const BuyerRestockButton = dynamic(() =>
  import('./buyer-islands').then((m) => m.RestockButton),
);
