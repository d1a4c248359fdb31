/**
 * Cart calls (storefront.md §3 "Cart item", §4 "Cart line", §7 "Cart and favourites").
 * Quantities are kilograms, a multiple of the product's packing step; money is roubles.
 */
import { z } from 'zod';
import { idRule } from '../../validation/ids';

export const basketTexts = {
  productId: 'Укажите товар',
  quantity: 'Укажите количество',
  cannotAdd: 'Невозможно добавить товар в корзину',
  alreadyInCart: 'Товар уже в корзине',
  notInCart: 'Этого товара нет в корзине',
  notMultiple: (step: number) => `Количество должно быть кратно ${step} кг`,
  belowStep: (step: number) => `Минимальное количество — ${step} кг`,
  notEnough: (available: number) => `На вашем складе доступно только ${available} кг`,
  outOfStock: 'Товара нет на вашем складе',
} as const;

/** A product id as a form sends it. */
export const productIdSchema = idRule(basketTexts.productId);

/** Kilograms as a form sends them: 0 to 9999 (the counter's bounds, storefront.md §9). */
export const quantitySchema = z.coerce
  .number({ error: basketTexts.quantity })
  .min(0, { error: basketTexts.quantity })
  .max(9999, { error: 'Не больше 9999 кг' });

/** One id or several (repeated field, or comma-separated). */
export const productIdsSchema = z.preprocess(
  (value) =>
    (Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [value])
      .map((v) => (typeof v === 'string' ? v.trim() : v))
      .filter((v) => v !== ''),
  z
    .array(productIdSchema, { error: basketTexts.productId })
    .min(1, { error: basketTexts.productId })
    .max(500, { error: basketTexts.productId }),
);

export const basketItemFormSchema = z.object({
  product_id: productIdSchema,
  quantity: quantitySchema,
});
export type BasketItemForm = z.infer<typeof basketItemFormSchema>;

export const basketDeleteFormSchema = z.object({ product_id: productIdsSchema });

export const cartPackingSchema = z.object({
  code: z.enum(['roll', 'pack', 'stocking']),
  title: z.string(),
  stepKg: z.number(),
});

export const cartLineSchema = z.object({
  product_id: z.number().int(),
  quantity: z.number().describe('Kilograms in the cart'),
  price: z.number().describe('Price per kg in roubles'),
  full_price: z.number().describe('quantity × price in roubles'),
  linear_metres: z.number().describe('Approximate linear metres (storefront.md §9 formulas)'),
  available: z.number().describe("Kilograms at the buyer's warehouse (0 when none)"),
  out_of_stock: z.boolean().describe("No stock at the buyer's warehouse"),
  properties: z.object({
    title: z.string(),
    subtitle: z.string().nullable(),
    /** The fabric's article (issue #21). */
    article: z.string().nullable().optional(),
    slug: z.string(),
    detail_url: z.string(),
    photo: z.string(),
    color: z.string(),
    hex: z.string(),
    composition: z.string(),
    width: z.number().int(),
    density: z.number().int(),
    section: z.object({ slug: z.string(), title: z.string() }),
    packing: cartPackingSchema,
  }),
  store: z
    .record(z.string(), z.object({ AMOUNT: z.number() }))
    .describe('Kilograms per warehouse, keyed by the warehouse xml id'),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartResultSchema = z.object({
  all_quantity: z.number().int().describe('Positions (lines) in the cart'),
  kg_count: z.number().describe('Kilograms of all lines'),
  pm_count: z.number().describe('Approximate linear metres of all lines'),
  price_count: z.number().describe('Total price in roubles'),
  quantity: z.number().int().describe('Positions that can be ordered (in stock)'),
});
export type CartResult = z.infer<typeof cartResultSchema>;

export const cartStoreSchema = z.object({
  id: z.number().int(),
  xml: z.string(),
  name: z.string(),
});

export const basketSchema = z.object({
  cart: z.array(cartLineSchema),
  cart_result: cartResultSchema,
  store: cartStoreSchema,
  out_of_stock: z.boolean().describe("Some line has no stock at the buyer's warehouse"),
});
export type Basket = z.infer<typeof basketSchema>;

export const basketInformerSchema = z.object({
  count: z.number().int().describe('Positions in the cart, for the header badge'),
  kg: z.number(),
  ids: z.array(z.number().int()).describe('Products in the cart'),
});
export type BasketInformer = z.infer<typeof basketInformerSchema>;

export const optionSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
});
export type CheckoutOption = z.infer<typeof optionSchema>;

export const deliveryPaymentSchema = z.object({
  delivery: z.array(optionSchema),
  payment: z.array(optionSchema),
});
export type DeliveryPayment = z.infer<typeof deliveryPaymentSchema>;

export const basketChangeSchema = z.object({
  product_id: z.number().int(),
  quantity: z.number().describe('Kilograms now in the cart; 0 when the line was removed'),
});
export const basketDeleteSchema = z.object({ deleted: z.array(z.number().int()) });
