/** Checkout (accounts.md §7 "Orders"): the /checkout/ form and the /checkout-success/ page. */
export {
  checkoutKeys,
  dataForOrderOptions,
  storeInfoOptions,
  totalBasketOptions,
} from './api/queries';
export { CheckoutForm, CheckoutPage } from './components/checkout-page';
export { CheckoutSuccess } from './components/checkout-success';
export { checkoutTexts } from './texts';
