/**
 * Catalogue calls (storefront.md §3, §7, §9). Field names follow the spec where it names them;
 * the rest is designed for what the listing, product page and quick view show.
 *
 * Prices: `price` fields exist only in answers to an authenticated caller. An anonymous answer
 * has no price key at all (not null, not hidden): the schemas mark every price optional.
 */
import { z } from 'zod';
import { productUnits } from '../../catalog/units';
import { MAX_ID } from '../../validation/ids';

const positiveIntText = (message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(1, { error: message })
    .max(1_000_000, { error: message });

/** A warehouse code: its xml id (msk, spb, ivn, ekb) or its filter value (21–24). */
export const stockCodeSchema = z
  .string()
  .trim()
  .max(20, { error: 'Некорректный код склада' })
  .regex(/^[a-z]{2,10}$|^\d{2}$/, { error: 'Некорректный код склада' })
  .describe('Warehouse: xml id (msk, spb, ivn, ekb) or catalogue filter value (21–24)');

export const sortSchema = z
  .enum(['popular', 'price_asc', 'price_desc', 'new'], { error: 'Некорректная сортировка' })
  .describe('popular by default; price sorts only for authenticated callers (else popular)');
export type CatalogSort = z.infer<typeof sortSchema>;

const slugSchema = (message: string) =>
  z
    .string()
    .trim()
    .min(1, { error: message })
    .max(120, { error: message })
    .regex(/^[a-z0-9][a-z0-9_-]*$/, { error: message });

export const pictureSchema = z.object({ src: z.string(), webp: z.string() });
/** The spec's image object: keys such as mobile, mobileContent, other. */
export const imageObjectSchema = z.record(z.string(), pictureSchema);

export const bannerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string().nullable(),
  description: z.array(z.object({ id: z.number().int(), value: z.string() })),
  image: imageObjectSchema,
  link: z.string().nullable(),
  linkTitle: z.string().nullable(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const collectionCardSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  image: z.string().nullable(),
  quantity: z.number().int().describe('Products of the collection (at the warehouse, if given)'),
  uri: z.string(),
  link: z.string(),
  slug: z.string(),
  filter: z.string().describe("The property the collection filters by: 'collection'"),
  value: z.string().describe('The value of that property: the collection slug'),
});
export type CollectionCard = z.infer<typeof collectionCardSchema>;

export const catalogSectionSchema = z.object({
  id: z.number().int().describe("-1 for the virtual section 'Все полотна'"),
  title: z.string(),
  informer: z.string().nullable(),
  slug: z.string(),
  page_url: z.string(),
  collections: z.array(collectionCardSchema),
  picture: z.string().nullable(),
  elementCount: z.number().int(),
  banners: z.array(bannerSchema),
  seo_text: z.string().nullable(),
});
export type CatalogSection = z.infer<typeof catalogSectionSchema>;

export const sectionsListQuerySchema = z.object({ stockCode: stockCodeSchema.optional() });
export const sectionsListSchema = z.object({
  sectionList: z.object({
    menu: z.array(catalogSectionSchema),
    allElementsQuantity: z.number().int(),
  }),
});

export const sectionsForHeaderSchema = z.object({
  sectionsFoHeader: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      slug: z.string(),
      page_url: z.string(),
      picture: z.string().nullable(),
      elementCount: z.number().int(),
      collections: z.array(z.object({ id: z.number().int(), title: z.string(), link: z.string() })),
    }),
  ),
});

export const bannerCatalogHeaderSchema = z.object({ bannerCatalogHeader: bannerSchema.nullable() });

export const collectionsListQuerySchema = z.object({
  section_id: positiveIntText('Некорректный раздел'),
  stockCode: stockCodeSchema.optional(),
});
export const collectionsListSchema = z.object({
  collectionsList: z.object({
    topCollections: z.array(collectionCardSchema),
    bottomCollections: z.array(collectionCardSchema),
  }),
});

export const colorTileSchema = z.object({
  id: z.number().int(),
  color: z.string(),
  hex: z.string(),
  image: z.string(),
  slug: z.string(),
  detail_url: z.string(),
});
export type ColorTile = z.infer<typeof colorTileSchema>;

export const stockAtStoreSchema = z.object({
  store_id: z.number().int(),
  store_name: z.string(),
  store_xml_id: z.string(),
  amount: z.number().describe("At the warehouse, in the product's unit (kg for fabric)"),
  level: z.enum(['empty', 'few', 'normal', 'many']),
});
export type StockAtStore = z.infer<typeof stockAtStoreSchema>;

/**
 * The unit a product is sold in (issue #35): its quantities (stock, cart, orders) are in it and
 * its prices are per it. An answer without one (an API from before the units) means kg.
 */
export const productUnitSchema = z
  .enum(productUnits)
  .default('kg')
  .describe("kg, m (metres) or pcs (pieces): quantities are in it, prices per it; 'kg' if absent");

export const packingSchema = z.object({
  code: z.enum(['roll', 'pack', 'stocking']),
  title: z.string(),
  stepKg: z
    .number()
    .describe(
      "The counter step and the minimum order in the product's unit: the packing step in kg, " +
        '1 for a product in m or pcs (lib/catalog/units.ts quantityRule)',
    ),
});

/** A product as the listing, search and quick view show it. */
export const catalogCardSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string().nullable(),
  /** The fabric's article, e.g. 'ДЖ-107' (issue #21): quick order, invoices, analytics. */
  article: z.string().nullable().optional(),
  slug: z.string(),
  detail_url: z.string(),
  section: z.object({ id: z.number().int(), slug: z.string(), title: z.string() }),
  photo: z.string(),
  more_photo: z.array(z.string()),
  composition: z.string(),
  density: z.number().int(),
  width: z.number().int(),
  packing: packingSchema,
  unit: productUnitSchema,
  color: z.string(),
  hex: z.string(),
  colors: z.array(colorTileSchema).describe('Every colour of the fabric, this one included'),
  storesWithStock: z.number().int().describe('How many warehouses hold the product'),
  quantity: z
    .number()
    .describe(
      "In the product's unit (kg for fabric), at the chosen warehouse, else at all of them",
    ),
  price: z
    .number()
    .optional()
    .describe("Roubles per the product's unit (per kg for fabric); authenticated callers only"),
  user_store_amount: z
    .number()
    .optional()
    .describe(
      "At the logged-in buyer's own warehouse, in the product's unit: what they can add to the cart " +
        '(SF-5.04). Absent for anonymous callers.',
    ),
});
export type CatalogCard = z.infer<typeof catalogCardSchema>;

export const paginSchema = z.object({
  current: z.number().int(),
  max_page: z.number().int(),
  total: z.number().int(),
});
export type Pagin = z.infer<typeof paginSchema>;

export const catalogListDataSchema = z.object({
  elements: z.array(catalogCardSchema),
  pagin: paginSchema,
});

export const catalogListQuerySchema = z.object({
  section: slugSchema('Некорректный раздел')
    .optional()
    .describe("Section slug; 'all' or none for every section"),
  section_id: positiveIntText('Некорректный раздел').optional(),
  collection: slugSchema('Некорректная коллекция').optional(),
  smartFilter: z.string().max(2000, { error: 'Слишком длинный фильтр' }).optional(),
  stockCode: stockCodeSchema.optional(),
  sort: sortSchema.optional(),
  PAGEN_1: positiveIntText('Некорректный номер страницы').optional(),
  perPage: z.coerce
    .number({ error: 'Некорректный размер страницы' })
    .int({ error: 'Некорректный размер страницы' })
    .min(1, { error: 'Некорректный размер страницы' })
    .max(60, { error: 'Не больше 60 товаров на странице' })
    .optional(),
});
export type CatalogListQuery = z.infer<typeof catalogListQuerySchema>;
export const catalogListSchema = z.object({ catalog_list: catalogListDataSchema });

const rangeValueSchema = z.object({
  MIN: z.number().describe('Smallest value in the section'),
  MAX: z.number().describe('Largest value in the section'),
  availableMin: z.number().nullable().describe('Smallest value the other active filters allow'),
  availableMax: z.number().nullable(),
  from: z.number().nullable().describe('The active lower bound'),
  to: z.number().nullable(),
});

export const filterValueSchema = z.object({
  title: z.string(),
  urlId: z.string(),
  checked: z.boolean(),
  disabled: z.boolean().describe('No product matches this value together with the other filters'),
  count: z.number().int(),
  hex: z.string().optional().describe('For colours: the swatch colour'),
});

export const filterPropertySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  type: z.enum(['N', 'S', 'L']).nullable().describe('null is the untyped price'),
  title: z.string(),
  unit: z.string().nullable(),
  informer: z.string().nullable(),
  values: z.array(filterValueSchema).describe('S and L properties'),
  range: rangeValueSchema.nullable().describe('N properties and the price'),
});
export type FilterProperty = z.infer<typeof filterPropertySchema>;

export const filterQuerySchema = z.object({
  smartFilterPath: z.string().max(2000, { error: 'Слишком длинный фильтр' }).optional(),
  section_id: z.coerce
    .number({ error: 'Некорректный раздел' })
    .int({ error: 'Некорректный раздел' })
    .min(-1, { error: 'Некорректный раздел' })
    .max(MAX_ID, { error: 'Некорректный раздел' })
    .optional(),
  sectionCode: slugSchema('Некорректный раздел').optional(),
  stockCode: stockCodeSchema.optional(),
  changeFilter: z
    .string()
    .max(10)
    .optional()
    .describe('Accepted for compatibility; facets are always computed'),
});
export const filterSchema = z.object({
  filter_catalog: z.object({
    items: z.array(filterPropertySchema),
    smartFilter: z.string().describe('The canonical form of the active filter'),
    total: z.number().int().describe('Products matching the active filter'),
  }),
});

export const propertyRowSchema = z.object({
  code: z.string(),
  title: z.string(),
  value: z.string(),
  sort: z.number().int(),
  informer: z.string().nullable(),
});

export const detailQuerySchema = z.object({
  element_code: z
    .string({ error: 'Укажите товар' })
    .trim()
    .min(1, { error: 'Укажите товар' })
    .max(160, { error: 'Некорректный код товара' })
    .regex(/^[a-z0-9][a-z0-9_-]*$/, { error: 'Некорректный код товара' }),
  stockCode: stockCodeSchema.optional(),
});

export const productDetailSchema = catalogCardSchema.extend({
  all_stores: z
    .array(stockAtStoreSchema)
    .describe("Every warehouse; for a logged-in buyer their own warehouse's row comes first"),
  user_store_xml_id: z
    .string()
    .optional()
    .describe(
      "The logged-in buyer's own warehouse (an all_stores row): its amount caps the quantity " +
        'counter (SF-5.04). Absent for anonymous callers.',
    ),
  properties: z
    .array(propertyRowSchema)
    .describe('Sorted by sort; the main characteristics are the first 6'),
  companion: z.object({ elements: z.array(catalogCardSchema), informer: z.string() }),
  description_html: z
    .string()
    .nullable()
    .describe(
      "1C's description (issue #35), sanitised by the server: only p, br, ul, ol, li, b, strong, " +
        'i, em, h3, h4, table, thead, tbody, tr, th, td, without attributes; plain text made ' +
        'paragraphs. Null when the product has none.',
    ),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;
export const detailSchema = z.object({ catalog_element_detail: productDetailSchema });

export const bannersSchema = z.object({ banners: z.array(bannerSchema) });

export const packingLimitSchema = z.object({
  default: z.number(),
  roll: z.number(),
  pack: z.number(),
  stocking: z.number(),
});
export type PackingLimits = z.infer<typeof packingLimitSchema>;

export const sewnCollectionsSchema = z.object({
  title: z.string(),
  sewnCollections: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      text: z.string().describe('HTML'),
      image: imageObjectSchema.nullable(),
      link: z.object({ title: z.string(), href: z.string() }).nullable(),
    }),
  ),
});
export type SewnCollections = z.infer<typeof sewnCollectionsSchema>;
