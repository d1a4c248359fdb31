/** The catalogue for other features: the card pieces and the cart button. */
export { AddToCartButton, type AddToCartButtonProps } from './components/add-to-cart-button';
export { PriceOrPrompt } from './components/price';
export { restockListOptions, useRestockCancel } from './api/restock';
export { catalogModalKeys } from './model/modal-keys';
export { catalogTexts } from './texts';
