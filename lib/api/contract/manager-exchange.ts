/**
 * «Обмен с 1С» in the managers' workspace (issue #35), the head's alone: the last exchanges
 * with 1C (what came and went, counted, how long, what failed), the warehouses 1C named (one it
 * names first waits, unpublished, for the head to give it a city and publish it), and the six
 * settings of what the shop reads from 1C (README "Connecting 1C"). Besides, the price type of
 * one buyer, which the head and the managers of the buyer's warehouse set on an order's card.
 * The spec shows no manager side; designed here.
 */
import { z } from 'zod';
import { idRule, isId } from '../../validation/ids';
import { validationMessages } from '../../validation/messages';
import { isCompletePhone } from '../../validation/phone';

/** The page lists this many exchanges, newest first; older ones stay in the table. */
export const EXCHANGE_RUNS_SHOWN = 50;
export const WAREHOUSE_CITY_MAX = 100;
/** A 1C property's name as 1C shows it: short words ('Состав', 'Плотность, г/м²'). */
export const EXCHANGE_PROPERTY_MAX = 100;
const PRICE_TYPE_TITLE_MAX = 200;

/**
 * The six settings: each kind of buyer's default price type (a type's title), and which 1C
 * properties are the fabric's composition, density, width and colour. The one list of keys and
 * defaults: server/modules/pricing, server/modules/exchange/catalog/map.ts and
 * `npm run exchange:setting` read them from here (the browser reads the contract too).
 */
export const exchangeSettingFields = [
  'legal_entity',
  'individual',
  'composition',
  'density',
  'width',
  'color',
] as const;
export type ExchangeSettingField = (typeof exchangeSettingFields)[number];

export const priceTypeSettingFields = ['legal_entity', 'individual'] as const;
export const propertySettingFields = ['composition', 'density', 'width', 'color'] as const;
export type PropertySettingField = (typeof propertySettingFields)[number];

export const exchangeSettingKeys: Record<ExchangeSettingField, string> = {
  legal_entity: 'price_type.legal_entity',
  individual: 'price_type.individual',
  composition: 'exchange.property.composition',
  density: 'exchange.property.density',
  width: 'exchange.property.width',
  color: 'exchange.property.color',
};

/** The 1C property read as each field while its setting is empty. */
export const defaultPropertyNames: Record<PropertySettingField, string> = {
  composition: 'Состав',
  density: 'Плотность',
  width: 'Ширина',
  color: 'Цвет',
};

export const managerExchangeMessages = {
  headOnly: 'Раздел доступен только руководителю',
  warehouseNotFound: 'Склад не найден',
  cityRequired: 'Укажите город',
  cityTooLong: `Не более ${WAREHOUSE_CITY_MAX} символов`,
  phone: validationMessages.phone,
  published: 'Склад опубликован: покупатели видят его',
  unpublished: 'Склад снят с публикации: покупатели его больше не видят',
  unknownPriceType: 'Такого типа цен нет',
  propertyTooLong: `Не более ${EXCHANGE_PROPERTY_MAX} символов`,
  settingsSaved: 'Настройки обмена сохранены',
  buyerNotFound: 'Покупатель не найден',
  badPriceType: 'Выберите тип цен',
  priceTypeChanged: 'Тип цен покупателя изменён',
} as const;
const m = managerExchangeMessages;

export const exchangeWarehouseIdParamsSchema = z.object({
  id: idRule(m.warehouseNotFound),
});

/**
 * Publishing a warehouse: its city (the lists and the registration show it) and, optionally,
 * its phone, in the shop's own phone format ('+7 (900) 123-45-67', components/form/phone-input).
 */
export const exchangeWarehousePublishSchema = z.object({
  city: z
    .string({ error: m.cityRequired })
    .trim()
    .min(1, { error: m.cityRequired })
    .max(WAREHOUSE_CITY_MAX, { error: m.cityTooLong }),
  phone: z
    .string({ error: m.phone })
    .trim()
    .max(30, { error: m.phone })
    .refine((value) => value === '' || isCompletePhone(value), { error: m.phone })
    .optional()
    .default(''),
});
export type ExchangeWarehousePublish = z.input<typeof exchangeWarehousePublishSchema>;

const priceTypeSetting = z
  .string({ error: m.unknownPriceType })
  .trim()
  .max(PRICE_TYPE_TITLE_MAX, { error: m.unknownPriceType })
  .optional();
const propertySetting = z
  .string({ error: m.propertyTooLong })
  .trim()
  .max(EXCHANGE_PROPERTY_MAX, { error: m.propertyTooLong })
  .optional();

/**
 * The settings as the form sends them. A field left out is left as it is; an empty one is
 * cleared (the default applies again). A price type is named by its title, one of price_types.
 */
export const exchangeSettingsInputSchema = z.object({
  legal_entity: priceTypeSetting,
  individual: priceTypeSetting,
  composition: propertySetting,
  density: propertySetting,
  width: propertySetting,
  color: propertySetting,
});
export type ExchangeSettingsInput = z.input<typeof exchangeSettingsInputSchema>;

export const exchangeRunSchema = z.object({
  id: z.number().int(),
  type: z.enum(['catalog', 'sale']),
  started_at: z.string().describe('ISO 8601'),
  finished_at: z.string().nullable().describe('ISO 8601; null while the exchange goes on'),
  /** The exchange account's name; null when the account is gone. */
  account: z.string().nullable(),
  files: z.array(z.string()),
  counts: z
    .record(z.string(), z.number())
    .describe(
      'What each step counted: sections, products, offers, prices, stock, skipped, hidden, ' +
        'ordersSent, ordersReceived, ordersChanged …',
    ),
  duration_ms: z.number().int().nullable(),
  errors: z.array(z.string()).describe('The Russian messages answered to 1C as failures'),
});
export type ExchangeRun = z.infer<typeof exchangeRunSchema>;

export const exchangeWarehouseSchema = z.object({
  id: z.number().int(),
  xml_id: z.string(),
  title: z.string(),
  city: z.string(),
  phone: z.string().nullable(),
  /** Whether buyers see it (lists, registration, forms, cart). */
  published: z.boolean(),
});
export type ExchangeWarehouse = z.infer<typeof exchangeWarehouseSchema>;

export const exchangeSettingSchema = z.object({
  field: z.enum(exchangeSettingFields),
  key: z.string().describe('The site_settings key'),
  kind: z.enum(['price_type', 'property']),
  value: z.string().nullable().describe('As saved; null: not set'),
  default: z
    .string()
    .nullable()
    .describe('What applies while not set: the property’s name, or the first price type'),
  effective: z
    .string()
    .nullable()
    .describe(
      'What applies now: a price type’s title (the first type when the saved title names none)',
    ),
});
export type ExchangeSetting = z.infer<typeof exchangeSettingSchema>;

const priceTypeOptionSchema = z.object({ id: z.number().int(), title: z.string() });
export type PriceTypeOption = z.infer<typeof priceTypeOptionSchema>;

export const managerExchangeSchema = z.object({
  runs: z.array(exchangeRunSchema).describe(`The last ${EXCHANGE_RUNS_SHOWN}, newest first`),
  runs_shown: z.number().int(),
  warehouses: z.array(exchangeWarehouseSchema),
  price_types: z.array(priceTypeOptionSchema),
  settings: z.array(exchangeSettingSchema),
});
export type ManagerExchange = z.infer<typeof managerExchangeSchema>;

// A buyer's price type --------------------------------------------------------------------

export const buyerIdParamsSchema = z.object({ id: idRule(m.buyerNotFound) });

/** '' puts the buyer back on the default of their kind. */
export const buyerPriceTypeInputSchema = z.object({
  price_type_id: z
    .string({ error: m.badPriceType })
    .trim()
    .max(10, { error: m.badPriceType })
    .refine((value) => value === '' || (/^\d{1,10}$/.test(value) && isId(Number(value))), {
      error: m.badPriceType,
    })
    .transform((value) => (value === '' ? null : Number(value))),
});
export type BuyerPriceTypeInput = z.input<typeof buyerPriceTypeInputSchema>;

export const buyerPriceTypeSchema = z.object({
  buyer_id: z.number().int(),
  /** The type a manager gave the buyer; null: the default of their kind. */
  price_type_id: z.number().int().nullable(),
  /** The default of the buyer's kind (company or private buyer); null: no price types at all. */
  default: priceTypeOptionSchema.nullable(),
  options: z.array(priceTypeOptionSchema),
});
export type BuyerPriceType = z.infer<typeof buyerPriceTypeSchema>;
