/**
 * What the buyer typed and chose at the checkout, kept in the tab (issue #34: Back then Forward,
 * or a reload, lost the comment and the delivery). In sessionStorage beside the placed order's
 * memory (model/placed-order.ts): one tab's checkout, gone with the tab, and dropped once the
 * order is placed. It holds only what the form shows (no key, no token); the consent is not
 * kept: 152-FZ's box is ticked by the buyer on the page that sends the order, never in advance.
 *
 * A draft belongs to a buyer (a hash of the e-mail: the tab may change hands) and to a cart: it
 * is offered back while the cart still holds one of the products it was typed for, so adding a
 * forgotten product keeps the comment, while a new cart after an emptied one starts clean.
 */
import type { DataForOrder } from '@/lib/api/contract/order';
import type { CheckoutValues } from './checkout-form';
import { readTab, writeTab } from './tab-storage';

const DRAFT_ITEM = 'selvedge:checkout:draft';

export type DraftValues = Omit<CheckoutValues, 'consent'>;

interface StoredDraft {
  buyer: string;
  products: number[];
  values: Partial<Record<keyof DraftValues, unknown>>;
}

/** FNV-1a: the draft names its buyer without keeping the e-mail itself. */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}

export const draftOwner = (user: DataForOrder['user']) => hash(user.email.trim().toLowerCase());

/** The longest text each field takes (lib/api/contract/order.ts). */
const textLimits = {
  recipient_name: 200,
  recipient_phone: 40,
  recipient_email: 200,
  recipient_address: 500,
  comment: 1000,
} as const;

function parse(raw: string | null): StoredDraft | null {
  if (!raw) return null;
  try {
    const draft = JSON.parse(raw) as Partial<StoredDraft> | null;
    if (
      !draft ||
      typeof draft.buyer !== 'string' ||
      !Array.isArray(draft.products) ||
      typeof draft.values !== 'object' ||
      draft.values === null
    )
      return null;
    return draft as StoredDraft;
  } catch {
    return null;
  }
}

/**
 * The defaults with the tab's draft over them, where the draft is this buyer's, for this cart,
 * and each value is still one the checkout offers (a deleted recipient, a delivery no longer
 * offered, a text too long fall back to the default).
 */
export function restoreDraft(
  defaults: CheckoutValues,
  owner: string,
  productIds: readonly number[],
  data: Pick<DataForOrder, 'recipients' | 'delivery' | 'payment'>,
): CheckoutValues {
  const draft = parse(readTab(DRAFT_ITEM));
  if (!draft || draft.buyer !== owner || !draft.products.some((id) => productIds.includes(id)))
    return defaults;
  const v = draft.values;
  const restored = { ...defaults };
  if (v.recipient === 'new' || data.recipients.some((r) => r.id === v.recipient))
    restored.recipient = v.recipient as CheckoutValues['recipient'];
  if (v.recipient_kind === 'person' || v.recipient_kind === 'company')
    restored.recipient_kind = v.recipient_kind;
  if (data.delivery.some((option) => option.id === v.delivery))
    restored.delivery = v.delivery as string;
  if (data.payment.some((option) => option.id === v.payment))
    restored.payment = v.payment as string;
  for (const [name, limit] of Object.entries(textLimits) as [keyof typeof textLimits, number][]) {
    const text = v[name];
    if (typeof text === 'string' && text.length <= limit) restored[name] = text;
  }
  return restored;
}

const draftOf = (values: CheckoutValues): DraftValues => ({
  recipient: values.recipient,
  recipient_kind: values.recipient_kind,
  recipient_name: values.recipient_name,
  recipient_phone: values.recipient_phone,
  recipient_email: values.recipient_email,
  recipient_address: values.recipient_address,
  delivery: values.delivery,
  payment: values.payment,
  comment: values.comment,
});

/** The draft as it would be stored: compare two of them to know whether anything changed. */
export const draftText = (values: CheckoutValues) => JSON.stringify(draftOf(values));

/** Keeps the form's values, or forgets them when they are the defaults again. */
export function saveDraft(
  values: CheckoutValues,
  defaults: CheckoutValues,
  owner: string,
  productIds: readonly number[],
) {
  if (draftText(values) === draftText(defaults)) return forgetDraft();
  const draft: StoredDraft = { buyer: owner, products: [...productIds], values: draftOf(values) };
  writeTab((store) => store.setItem(DRAFT_ITEM, JSON.stringify(draft)));
}

export function forgetDraft() {
  writeTab((store) => store.removeItem(DRAFT_ITEM));
}
