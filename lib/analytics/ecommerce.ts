/**
 * Yandex Metrica e-commerce (issue #21): `detail`, `add`, `remove` and `purchase` pushed to
 * `window.dataLayer` in the shape Metrica reads with the counter's `ecommerce: 'dataLayer'`
 * option (yandex.ru/support/metrica/data/e-commerce.html). Currency RUB; a product is its
 * article (the product id where an upstream sends none), name, section, colour, kg and price.
 *
 * Nothing is pushed unless the counter is configured: features/shell's Analytics calls
 * `configureEcommerce` (./counter.ts) only when NEXT_PUBLIC_YM_COUNTER_ID is set.
 */

import { ecommerceCounter } from './counter';

export interface EcommerceProduct {
  productId: number;
  article?: string | null;
  name: string;
  section: string;
  color?: string;
  /** Price per kg in roubles; unknown for a visitor (prices never reach anonymous callers). */
  price?: number;
}

export type EcommerceAction = 'detail' | 'add' | 'remove' | 'purchase';

interface MetricaProduct {
  id: string;
  name: string;
  category: string;
  variant?: string;
  price?: number;
  quantity?: number;
}

export interface EcommerceEvent {
  ecommerce: {
    currencyCode: 'RUB';
    detail?: { products: MetricaProduct[] };
    add?: { products: MetricaProduct[] };
    remove?: { products: MetricaProduct[] };
    purchase?: { actionField: { id: string; revenue: number }; products: MetricaProduct[] };
  };
}

type Target = { dataLayer?: unknown[] };

export { configureEcommerce } from './counter';

export const ecommerceEnabled = () => ecommerceCounter() !== null;

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

function toMetrica(product: EcommerceProduct, kg?: number): MetricaProduct {
  return {
    id: product.article || String(product.productId),
    name: product.name,
    category: product.section,
    ...(product.color ? { variant: product.color } : {}),
    ...(product.price !== undefined ? { price: product.price } : {}),
    ...(kg !== undefined ? { quantity: round(kg, 3) } : {}),
  };
}

/** The event object for an action (exported for tests and for callers that batch). */
export function ecommerceEvent(
  action: EcommerceAction,
  lines: readonly { product: EcommerceProduct; kg?: number }[],
  order?: { id: string | number; revenue: number },
): EcommerceEvent {
  const products = lines.map((line) => toMetrica(line.product, line.kg));
  const ecommerce: EcommerceEvent['ecommerce'] = { currencyCode: 'RUB' };
  if (action === 'purchase')
    ecommerce.purchase = {
      actionField: { id: String(order?.id ?? ''), revenue: round(order?.revenue ?? 0, 2) },
      products,
    };
  else ecommerce[action] = { products };
  return { ecommerce };
}

/** Pushes the event when a counter is configured; answers whether it did. */
export function pushEcommerce(
  action: EcommerceAction,
  lines: readonly { product: EcommerceProduct; kg?: number }[],
  order?: { id: string | number; revenue: number },
  target: Target | undefined = typeof window === 'undefined' ? undefined : (window as Target),
): boolean {
  if (!ecommerceCounter() || !target || lines.length === 0) return false;
  target.dataLayer ??= [];
  target.dataLayer.push(ecommerceEvent(action, lines, order));
  return true;
}

/** A change of a cart line by `deltaKg`: `add` when it grew, `remove` when it shrank. */
export function pushCartChange(product: EcommerceProduct, deltaKg: number, target?: Target) {
  if (Math.abs(deltaKg) < 1e-9) return false;
  const lines = [{ product, kg: Math.abs(deltaKg) }];
  const action = deltaKg > 0 ? 'add' : 'remove';
  return target ? pushEcommerce(action, lines, undefined, target) : pushEcommerce(action, lines);
}

/** A catalogue card or product detail of the API as an e-commerce product. */
export const productOfCard = (card: {
  id: number;
  title: string;
  article?: string | null;
  color: string;
  price?: number;
  section: { title: string };
}): EcommerceProduct => ({
  productId: card.id,
  article: card.article ?? null,
  name: card.title,
  section: card.section.title,
  color: card.color,
  ...(card.price !== undefined ? { price: card.price } : {}),
});

/** A cart line of the API as an e-commerce product. */
export const productOfCartLine = (line: {
  product_id: number;
  price: number;
  properties: { title: string; article?: string | null; color: string; section: { title: string } };
}): EcommerceProduct => ({
  productId: line.product_id,
  article: line.properties.article ?? null,
  name: line.properties.title,
  section: line.properties.section.title,
  color: line.properties.color,
  price: line.price,
});
