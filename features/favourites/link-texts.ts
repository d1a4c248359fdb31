/**
 * The header link's words (storefront.md §2), in their own module: the link is on every page,
 * and taking them from ./texts would bring every word of the favourites into each first load
 * (issue #22, as features/cart/link-texts.ts).
 */
export const favouritesLinkTexts = {
  favourites: 'Избранное',
  favouritesWithCount: (count: number) => `Избранное: ${count}`,
  loginToOpen: 'Войдите, чтобы открыть избранное',
} as const;
