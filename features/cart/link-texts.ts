/**
 * The header link's words (storefront.md §2), in their own module: the link is on every page,
 * and taking them from ./texts would bring every word of the cart into each first load (#22).
 */
export const cartLinkTexts = {
  cart: 'Корзина',
  loginToOpen: 'Войдите, чтобы открыть корзину',
  cartWithCount: (count: number) => `Корзина: ${count}`,
} as const;
