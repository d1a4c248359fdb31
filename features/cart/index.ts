/** The cart (storefront.md §4, §7): header icon, the product's cart line, the /cart/ page. */
export { basketOptions, cartKeys, informerOptions } from './api/queries';
export { CartLink } from './components/cart-link';
export { CartPage } from './components/cart-page';
export { useCartLine, type CartLineState } from './hooks/use-cart-line';
export { useHasSession } from './hooks/use-session';
export { CART_DEBOUNCE_MS, counterNotes, normalizeQuantity, quantityNote } from './model/quantity';
export { cartTexts } from './texts';
