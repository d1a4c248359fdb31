/**
 * Cart calls (storefront.md §3 "Cart item", §4 "Cart line", §7 "Cart and favourites").
 * Quantities are kilograms, a multiple of the product's packing step; money is roubles. A product
 * sold by the metre or the piece (issue #35) is in its own unit: 1 m or 1 piece at least, any
 * length of metres, whole pieces (lib/catalog/units.ts `quantityRule`).
 */
import { z } from 'zod';
import { unitShort, type ProductUnit } from '../../catalog/units';
import { idRule } from '../../validation/ids';
import { productUnitSchema } from './catalog';

export const basketTexts = {
  productId: 'Укажите товар',
  quantity: 'Укажите количество',
  cannotAdd: 'Невозможно добавить товар в корзину',
  alreadyInCart: 'Товар уже в корзине',
  notInCart: 'Этого товара нет в корзине',
  notMultiple: (step: number, unit: ProductUnit = 'kg') =>
    `Количество должно быть кратно ${step} ${unitShort(unit)}`,
  belowStep: (step: number, unit: ProductUnit = 'kg') =>
    `Минимальное количество — ${step} ${unitShort(unit)}`,
  /** Issue #35: a product sold by the piece. */
  wholePieces: 'Количество должно быть целым числом штук',
  notEnough: (available: number, unit: ProductUnit = 'kg') =>
    `На вашем складе доступно только ${available} ${unitShort(unit)}`,
  outOfStock: 'Товара нет на вашем складе',
} as const;

/** A product id as a form sends it. */
export const productIdSchema = idRule(basketTexts.productId);

/**
 * Kilograms (or the product's metres or pieces) as a form sends them: 0 to 9999 (the counter's
 * bounds, storefront.md §9).
 */
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
  quantity: z.number().describe("In the cart, in the product's unit (kg for fabric)"),
  /** Issue #35: what `quantity`, `available`, `store` and `price` are in. */
  unit: productUnitSchema,
  price: z.number().describe("Roubles per the product's unit (per kg for fabric)"),
  full_price: z.number().describe('quantity × price in roubles'),
  linear_metres: z
    .number()
    .describe(
      'Approximate linear metres of fabric in kg (storefront.md §9 formulas); the quantity ' +
        'itself for a product in metres; 0 for pieces',
    ),
  available: z.number().describe("At the buyer's warehouse, in the product's unit (0 when none)"),
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
    .describe("The product's unit per warehouse, keyed by the warehouse xml id"),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartResultSchema = z.object({
  all_quantity: z.number().int().describe('Positions (lines) in the cart'),
  kg_count: z.number().describe('Kilograms of the lines sold by the kilogram'),
  pm_count: z
    .number()
    .describe('Approximate linear metres of all lines: of the fabric in kg, and the metres sold'),
  /** Issue #35: the lines in metres and in pieces, each in its unit (0 when there are none). */
  m_count: z.number().default(0).describe('Metres of the lines sold by the metre'),
  pcs_count: z.number().default(0).describe('Pieces of the lines sold by the piece'),
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
  quantity: z
    .number()
    .describe("Now in the cart, in the product's unit; 0 when the line was removed"),
});
export const basketDeleteSchema = z.object({ deleted: z.array(z.number().int()) });
