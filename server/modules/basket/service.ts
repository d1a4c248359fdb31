/**
 * Cart rules (storefront.md §4 "Cart line", §9): quantities in kg, a multiple of the product's
 * packing step; a quantity below the step removes the line; never more than the stock at the
 * buyer's warehouse. Sums are computed in grams and kopecks so that totals never drift.
 *
 * Issue #35: a product sold by the metre or the piece has its quantities and price in that unit,
 * at least 1 of it, any length of metres and whole pieces (lib/catalog/units.ts `quantityRule`:
 * why the step is the unit's and not a packing's). "Grams" below are thousandths of the unit.
 */
import 'server-only';
import {
  basketTexts,
  type Basket,
  type CartLine,
  type CartResult,
  type CheckoutOption,
} from '../../../lib/api/contract/basket';
import { linearMetres, roundMetres } from '../../../lib/catalog/linear-metres';
import { quantityRule, type QuantityRule } from '../../../lib/catalog/units';
import { routes } from '../../../lib/routes';
import { AppError } from '../../http/app-error';
import type { Pricing } from '../pricing/service';
import type { BasketRepository, CartRow, ProductRow, StockRow, StoreRow } from './repository';

export const toGrams = (kg: number) => Math.round(kg * 1000);
export const toKopecks = (roubles: number) => Math.round(roubles * 100);
/** The price of `grams` at `pricePerKg` roubles, in kopecks. */
export const lineKopecks = (grams: number, pricePerKg: number) =>
  Math.round((toKopecks(pricePerKg) * grams) / 1000);

/**
 * What a quantity of the product may be: for kg its packing's step (the `default` row of
 * packing_limits for a packing without one), for m and pcs 1 of the unit.
 */
export const ruleOf = (
  product: Pick<ProductRow, 'stepKg' | 'unit'>,
  defaultStep: number,
): QuantityRule =>
  quantityRule(product.unit, product.stepKg && product.stepKg > 0 ? product.stepKg : defaultStep);

/** The counter's step and the least a line may hold, in the product's unit. */
export const stepOf = (product: Pick<ProductRow, 'stepKg' | 'unit'>, defaultStep: number) =>
  ruleOf(product, defaultStep).step;

/**
 * Linear metres of a line: estimated from the weight for fabric in kg (storefront.md §9), the
 * quantity itself for a product sold by the metre, none for pieces.
 */
export function lineMetres(
  row: Pick<CartRow, 'quantity' | 'unit' | 'width' | 'density' | 'packing'>,
) {
  if (row.unit === 'm') return row.quantity;
  if (row.unit === 'pcs') return 0;
  return linearMetres(row.quantity, row);
}

/** Delivery and payment of the checkout (the spec does not list them; designed here). */
export const deliveryOptions: CheckoutOption[] = [
  {
    id: 'pickup',
    title: 'Самовывоз со склада',
    description: 'Бесплатно, после подтверждения заказа менеджером',
  },
  { id: 'city', title: 'Доставка по городу', description: 'Стоимость рассчитает менеджер' },
  {
    id: 'transport',
    title: 'Транспортной компанией',
    description: 'До терминала в вашем городе, стоимость по тарифу перевозчика',
  },
];
export const paymentOptions: CheckoutOption[] = [
  {
    id: 'invoice',
    title: 'Безналичный расчёт по счёту',
    description: 'Счёт в PDF — сразу после оформления и в письме о заказе',
  },
  { id: 'card', title: 'Банковской картой при получении', description: null },
  { id: 'cash', title: 'Наличными при получении', description: null },
];

/** The checkout's title of a delivery or payment code; the code itself when it is unknown. */
export const deliveryTitle = (id: string) => deliveryOptions.find((o) => o.id === id)?.title ?? id;
export const paymentTitle = (id: string) => paymentOptions.find((o) => o.id === id)?.title ?? id;

export interface BuiltCart {
  lines: CartLine[];
  result: CartResult;
  outOfStock: boolean;
}

/** Lines and totals; `onlyAvailable` leaves out lines with no stock at the warehouse. */
export function buildCart(
  rows: CartRow[],
  stockRows: StockRow[],
  storeList: StoreRow[],
  storeId: number,
  defaultStep: number,
  options: { onlyAvailable?: boolean } = {},
): BuiltCart {
  const xmlOf = new Map(storeList.map((s) => [s.id, s.xmlId]));
  // Thousandths of each unit: a cart may hold fabric in kg beside goods in metres or pieces.
  const thousandths = { kg: 0, m: 0, pcs: 0 };
  let kopecks = 0;
  let metres = 0;
  let available = 0;
  const lines: CartLine[] = [];
  for (const row of rows) {
    const amounts = stockRows.filter((s) => s.productId === row.id);
    const here = amounts.find((s) => s.storeId === storeId)?.amount ?? 0;
    const outOfStock = !(here > 0) || !row.active;
    if (options.onlyAvailable && outOfStock) continue;
    const lineGrams = toGrams(row.quantity);
    const lineSum = lineKopecks(lineGrams, row.price);
    const lineMetresValue = lineMetres(row);
    thousandths[row.unit] += lineGrams;
    kopecks += lineSum;
    metres += lineMetresValue;
    if (!outOfStock) available += 1;
    lines.push({
      product_id: row.id,
      quantity: lineGrams / 1000,
      unit: row.unit,
      price: row.price,
      full_price: lineSum / 100,
      linear_metres: roundMetres(lineMetresValue),
      available: Math.max(0, here),
      out_of_stock: outOfStock,
      properties: {
        title: row.title,
        subtitle: row.subtitle,
        article: row.article,
        slug: row.code,
        detail_url: routes.product(row.sectionSlug, row.code),
        photo: row.image,
        color: row.color,
        hex: row.colorHex,
        composition: row.composition,
        width: row.width,
        density: row.density,
        section: { slug: row.sectionSlug, title: row.sectionTitle },
        packing: {
          code: row.packing,
          title: row.packingTitle ?? row.packing,
          stepKg: stepOf(row, defaultStep),
        },
      },
      store: Object.fromEntries(
        amounts.flatMap((s) => {
          const xml = xmlOf.get(s.storeId);
          return xml ? [[xml, { AMOUNT: s.amount }]] : [];
        }),
      ),
    });
  }
  return {
    lines,
    result: {
      all_quantity: lines.length,
      kg_count: thousandths.kg / 1000,
      pm_count: roundMetres(metres),
      m_count: thousandths.m / 1000,
      pcs_count: thousandths.pcs / 1000,
      price_count: kopecks / 100,
      quantity: available,
    },
    outOfStock: lines.some((line) => line.out_of_stock),
  };
}

export function createBasketService(
  repo: BasketRepository,
  buyer: { userId: number; storeId: number | null; priceTypeId: number | null },
  pricing: Pricing,
) {
  async function storeId(): Promise<number> {
    if (buyer.storeId) return buyer.storeId;
    const row = await repo.buyer(buyer.userId);
    if (!row) throw new AppError(401, 'Необходимо войти в личный кабинет');
    return row.storeId;
  }

  /**
   * The product, its rule and the stock at the buyer's warehouse; checks `quantity` fits: a
   * whole number of steps for kg (of pieces for pcs), within the stock.
   */
  async function checkQuantity(productId: number, quantity: number) {
    const product = await repo.product(productId);
    if (!product || !product.active) throw new AppError(404, basketTexts.cannotAdd);
    const rule = ruleOf(product, await repo.defaultStep());
    const grams = toGrams(quantity);
    if (grams % toGrams(rule.grain) !== 0) {
      const message =
        product.unit === 'pcs'
          ? basketTexts.wholePieces
          : basketTexts.notMultiple(rule.grain, product.unit);
      throw new AppError(400, message, { quantity: message });
    }
    const available = await repo.stockAt(productId, await storeId());
    if (!(available > 0)) throw new AppError(409, basketTexts.outOfStock);
    if (grams > toGrams(available))
      throw new AppError(409, basketTexts.notEnough(available, product.unit));
    return { product, step: rule.step };
  }

  async function basket(): Promise<Basket> {
    const [rows, storeList, defaultStep, store] = await Promise.all([
      pricing.buyerPrice(buyer).then((price) => repo.lines(buyer.userId, price.column)),
      repo.stores(),
      repo.defaultStep(),
      storeId(),
    ]);
    const stockRows = await repo.stock(rows.map((row) => row.id));
    const built = buildCart(rows, stockRows, storeList, store, defaultStep);
    const own = storeList.find((s) => s.id === store);
    return {
      cart: built.lines,
      cart_result: built.result,
      store: { id: store, xml: own?.xmlId ?? '', name: own?.title ?? '' },
      out_of_stock: built.outOfStock,
    };
  }

  return {
    basket,

    async add(productId: number, quantity: number) {
      if (await repo.line(buyer.userId, productId))
        throw new AppError(409, basketTexts.alreadyInCart);
      const { product, step } = await checkQuantity(productId, quantity);
      if (toGrams(quantity) < toGrams(step))
        throw new AppError(400, basketTexts.belowStep(step, product.unit), {
          quantity: basketTexts.belowStep(step, product.unit),
        });
      if (!(await repo.insertLine(buyer.userId, productId, toGrams(quantity) / 1000)))
        throw new AppError(409, basketTexts.alreadyInCart);
      return { product_id: productId, quantity: toGrams(quantity) / 1000 };
    },

    async update(productId: number, quantity: number) {
      if (!(await repo.line(buyer.userId, productId)))
        throw new AppError(404, basketTexts.notInCart);
      const product = await repo.product(productId);
      const step = product ? stepOf(product, await repo.defaultStep()) : 0;
      // Below the step the counter means "none": the line goes (storefront.md §4).
      if (!product || toGrams(quantity) < toGrams(step)) {
        await repo.deleteLines(buyer.userId, [productId]);
        return { product_id: productId, quantity: 0 };
      }
      await checkQuantity(productId, quantity);
      await repo.updateLine(buyer.userId, productId, toGrams(quantity) / 1000);
      return { product_id: productId, quantity: toGrams(quantity) / 1000 };
    },

    async remove(productIds: number[]) {
      return { deleted: await repo.deleteLines(buyer.userId, [...new Set(productIds)]) };
    },

    async informer() {
      const rows = await repo.informer(buyer.userId);
      const grams = rows.reduce((sum, row) => sum + toGrams(row.quantity), 0);
      return { count: rows.length, kg: grams / 1000, ids: rows.map((row) => row.productId) };
    },

    async deliveryPayment() {
      const row = await repo.buyer(buyer.userId);
      return {
        delivery: deliveryOptions,
        payment: paymentsFor(row?.userType ?? 'individual'),
      };
    },
  };
}

/** Companies pay by invoice; private buyers may also pay on receipt. */
export function paymentsFor(userType: 'individual' | 'legal_entity'): CheckoutOption[] {
  return userType === 'legal_entity'
    ? paymentOptions.filter((option) => option.id === 'invoice')
    : paymentOptions;
}

export type BasketService = ReturnType<typeof createBasketService>;
