/**
 * The heart's words (storefront.md §4, §6), in their own module: the heart is on every catalogue
 * card, and taking them from ./texts would bring every word of the favourites into the listing's
 * first load (issue #22, as ./link-texts.ts).
 */
export const favouriteHeartTexts = {
  add: 'Добавить в избранное',
  remove: 'Убрать из избранного',
  loginToAdd: 'Войдите, чтобы добавить товар в избранное',
} as const;
