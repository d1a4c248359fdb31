/**
 * What this tab remembers of its checkout (issue #34), in sessionStorage: the idempotency key
 * from the moment 'Подтвердить заказ' is pressed, and the order that checkout placed. A reload
 * right after the press loses the answer but not the order; the reopened checkout asks for the
 * order by the key (and sends the same key again, so a second submit cannot place a second
 * order), and Back or a reopened /checkout/ in the tab shows the order while the cart is empty.
 * sessionStorage, not localStorage: one tab's checkout, gone with the tab.
 */
import { forgetDraft } from './checkout-draft';
import { readTab, writeTab } from './tab-storage';

const KEY_ITEM = 'selvedge:checkout:key';
const PLACED_ITEM = 'selvedge:checkout:placed';
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

export interface CheckoutMemory {
  /** The key of a submit whose order is not known to exist yet. */
  key: string | null;
  /** The order this tab's checkout placed last. */
  placed: number | null;
}

export function readCheckoutMemory(): CheckoutMemory {
  const key = readTab(KEY_ITEM);
  const placed = Number(readTab(PLACED_ITEM));
  return {
    key: key && KEY_PATTERN.test(key) ? key : null,
    placed: Number.isInteger(placed) && placed > 0 ? placed : null,
  };
}

/** Before the submit's request goes out: from here on a reload can find its order. */
export function rememberSubmit(key: string) {
  writeTab((store) => store.setItem(KEY_ITEM, key));
}

/**
 * The key's order exists: the key is spent, the order is what the checkout shows next, and the
 * form's draft (model/checkout-draft.ts) was that order's.
 */
export function rememberPlaced(orderId: number) {
  writeTab((store) => {
    store.setItem(PLACED_ITEM, String(orderId));
    store.removeItem(KEY_ITEM);
  });
  forgetDraft();
}

/** The key placed nothing (the request never arrived): the next opening need not ask. */
export function forgetSubmit() {
  writeTab((store) => store.removeItem(KEY_ITEM));
}

/** The cart has moved on, or the order is not this buyer's: show the checkout as it is. */
export function forgetPlaced() {
  writeTab((store) => store.removeItem(PLACED_ITEM));
}
