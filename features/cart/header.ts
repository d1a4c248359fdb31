/**
 * What the site header shows from the cart: its link with the count. A second entry beside
 * index.ts, kept light on purpose: the index also exports the cart page, and everything an
 * entry reaches (its modules' styles too) lands in the first load of every page (issue #22).
 */
export { CartLink } from './components/cart-link';
