/**
 * Quick order on /cart/ (issue #21): the buyer pastes lines or uploads a CSV/XLSX file, the shop
 * answers a preview (each line matched to a product by article and colour, kilograms rounded
 * down to the packing step and the stock at the buyer's warehouse, as the counter does:
 * lib/catalog/packing.ts), then adds the good lines in one
 * transaction, all or nothing. Also the cart's and an order's lines as a file ("Скачать список").
 */
import { z } from 'zod';
import { unitShort, type ProductUnit } from '../../catalog/units';
import { pluralize } from '../../format/plural';
import { optionalIdempotencyKey } from '../../validation/idempotency-key';
import { idRule, isId } from '../../validation/ids';
import { productUnitSchema } from './catalog';

export const quickOrderLimits = {
  maxLines: 500,
  /** The file, or the pasted text. */
  maxBytes: 1024 * 1024,
} as const;

const positions = ['позицию', 'позиции', 'позиций'] as const;
const positionsAdded = ['позиция', 'позиции', 'позиций'] as const;

export const quickOrderTexts = {
  title: 'Быстрый заказ',
  lead: 'Вставьте строки из таблицы или загрузите файл CSV или XLSX: артикул, цвет, количество в кг — по одной позиции в строке.',
  example: 'Например: ДЖ-107 Белый 40, или ДЖ-107; Белый; 40',
  textLabel: 'Строки заказа',
  fileLabel: 'Файл CSV или XLSX',
  template: 'Скачать шаблон CSV',
  check: 'Проверить',
  nothing: 'Вставьте строки или выберите файл',
  tooManyLines: (n: number) => `Не больше 500 строк за один раз, а здесь ${n}`,
  tooLarge: 'Файл больше 1 МБ',
  textTooLarge: 'Текст больше 1 МБ',
  emptyFile: 'Файл пустой',
  badFile: 'Файл не распознан: загрузите CSV (UTF-8 или Windows-1251) или XLSX',
  badXlsx: 'Не удалось прочитать файл XLSX: сохраните его в Excel заново или загрузите CSV',
  /** An XLSX file is read only up to its 501st line (issue #33), so the count is not known. */
  tooManyFileLines: 'Не больше 500 строк за один раз, а в файле их больше',
  xlsxTooBig:
    'В файле XLSX слишком много данных: оставьте в нём только строки заказа (артикул, цвет, кг), не больше 500',
  noLines: 'В тексте нет ни одной строки с артикулом и количеством',
  /**
   * A line whose kilograms cannot be taken at all (issue #34), naming the line and what it says:
   * 'Строка 2: количество должно быть больше нуля, а указано «-5»'.
   */
  badKg: (line: number, written: string) =>
    `Строка ${line}: не удалось прочитать количество «${written}» — укажите килограммы числом, например 40 или 12,5`,
  noKg: (line: number) => `Строка ${line}: не указано количество в кг`,
  kgNotPositive: (line: number, written: string) =>
    `Строка ${line}: количество должно быть больше нуля, а указано «${written}»`,
  kgTooBig: (line: number, written: string, max: string) =>
    `Строка ${line}: слишком большое количество «${written}» — в одной строке не больше ${max}\u00a0кг`,
  noArticle: 'Не указан артикул',
  notFound: (article: string) => `Артикул ${article} не найден`,
  colorNotFound: (article: string, color: string, colours: string[]) =>
    `У артикула ${article} нет цвета «${color}»${colours.length ? ` (есть: ${colours.slice(0, 6).join(', ')})` : ''}`,
  colorNeeded: (article: string, colours: string[]) =>
    `Укажите цвет: у артикула ${article} их несколько (${colours.slice(0, 6).join(', ')})`,
  inactive: 'Товар снят с продажи',
  /**
   * What happened to a line's kilograms (issue #34: the counter's rule, said as the counter says
   * it): '33 кг → 30 кг: кратно 10 кг'. The numbers come formatted (ru-RU). A product sold by
   * the metre or the piece (issue #35) is said in its unit: '1,5 шт → 1 шт: только целые штуки'.
   */
  fitted: (requested: string, kg: string, why: string, unit: ProductUnit = 'kg') =>
    `${requested}\u00a0${unitShort(unit)} → ${kg}\u00a0${unitShort(unit)}: ${why}`,
  fitStep: (step: string, unit: ProductUnit = 'kg') => `кратно ${step}\u00a0${unitShort(unit)}`,
  fitWholePieces: 'только целые штуки',
  fitStock: (stock: string, unit: ProductUnit = 'kg') =>
    `на складе ${stock}\u00a0${unitShort(unit)}`,
  /** Part of the stock is in the cart already or in the lines above. */
  fitStockLeft: (left: string, unit: ProductUnit = 'kg') =>
    `на складе свободно ещё ${left}\u00a0${unitShort(unit)}`,
  fitLimit: (max: string, unit: ProductUnit = 'kg') =>
    `в одной строке корзины не больше ${max}\u00a0${unitShort(unit)}`,
  fitBelowStep: (step: string, unit: ProductUnit = 'kg') =>
    unit === 'kg'
      ? `меньше шага упаковки ${step}\u00a0кг, строка не добавлена`
      : `меньше ${step}\u00a0${unitShort(unit)}, строка не добавлена`,
  merged: (line: number) => `Сложено со строкой ${line}`,
  inCart: (kg: number, unit: ProductUnit = 'kg') =>
    `В корзине уже ${kg} ${unitShort(unit)}, будет добавлено к ним`,
  short: (available: number, store: string, unit: ProductUnit = 'kg') =>
    available > 0
      ? `${store}: есть только ${available} ${unitShort(unit)}`
      : `${store}: нет в наличии`,
  add: (n: number) => `Добавить ${pluralize(n, positions)}`,
  added: (n: number) => `Добавлено в корзину: ${pluralize(n, positionsAdded)}`,
  changed: 'Пока вы смотрели, остатки изменились: проверьте строки ещё раз',
  badItems: 'Список позиций повреждён: проверьте строки ещё раз',
  badFormat: 'Формат файла: csv или xlsx',
  download: 'Скачать список',
} as const;

/** The file field's `accept` hint: CSV (or tab-separated text, as Excel saves it) and XLSX. */
export const quickOrderAccept =
  '.csv,.txt,.xlsx,text/csv,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const fileExtensions: readonly string[] = ['csv', 'txt', 'xlsx'];

/**
 * What the server would answer about a chosen file from its name and size alone, in its words
 * (issue #34, as the forms' file field does: lib/api/contract/forms.ts); null when it may be
 * sent. The server still reads the content (parse.ts): a name proves nothing.
 */
export function quickOrderFileProblem(file: { name: string; size: number }): string | null {
  if (file.size > quickOrderLimits.maxBytes) return quickOrderTexts.tooLarge;
  if (file.size === 0) return quickOrderTexts.emptyFile;
  const ext = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  // Old Excel's binary .xls: the server cannot read it and says to save it again.
  if (ext === 'xls') return quickOrderTexts.badXlsx;
  return fileExtensions.includes(ext) ? null : quickOrderTexts.badFile;
}

/** What a preview line will do. */
export const quickOrderStatuses = ['ok', 'rounded', 'not_found', 'short', 'invalid'] as const;
export type QuickOrderStatus = (typeof quickOrderStatuses)[number];

const optionalText = (max: number, message: string) =>
  z
    .string()
    .max(max, { error: message })
    .optional()
    .transform((v) => (v?.trim() ? v : undefined));

/** The preview's body: pasted `text`, or a `file` (multipart), or both. */
export const quickOrderPreviewFormSchema = z.object({
  text: optionalText(quickOrderLimits.maxBytes, quickOrderTexts.textTooLarge).describe(
    "Pasted lines: 'ДЖ-107 Белый 40', 'article; colour; kg' or tab-separated",
  ),
  file: z
    .any()
    .optional()
    .describe('A CSV (UTF-8 or Windows-1251) or XLSX file, at most 1 MB and 500 lines'),
});

/** 'productId:kg' (or the product's metres or pieces), as the preview's `items` give them. */
const itemPattern = /^(\d{1,10}):(\d{1,4}(?:\.\d{1,3})?)$/;
/** Ten digits hold more than an id can be (issue #33: 2147483648:20 reached the database). */
const isItem = (item: string) => isId(Number(itemPattern.exec(item)?.[1]));

export const quickOrderAddFormSchema = z.object({
  items: z.preprocess(
    (value) =>
      (Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [])
        .map((v) => (typeof v === 'string' ? v.trim() : v))
        .filter((v) => v !== ''),
    z
      .array(
        z
          .string()
          .regex(itemPattern, { error: quickOrderTexts.badItems })
          .refine(isItem, { error: quickOrderTexts.badItems }),
        { error: quickOrderTexts.badItems },
      )
      .min(1, { error: quickOrderTexts.nothing })
      .max(quickOrderLimits.maxLines, {
        error: quickOrderTexts.tooManyLines(quickOrderLimits.maxLines + 1),
      })
      .transform((items) =>
        items.map((item) => {
          const [, id, kg] = itemPattern.exec(item)!;
          return { productId: Number(id), kg: Number(kg) };
        }),
      ),
  ),
  /** A double click adds once (issue #34): the same key answers the first answer. */
  idempotency_key: optionalIdempotencyKey(),
});

export const quickOrderLineSchema = z.object({
  line: z.number().int().describe('Line of the input (row of the sheet)'),
  source: z.string(),
  article: z.string(),
  color: z.string(),
  /** Kilograms (the product's unit) asked for; null when they could not be read. */
  requested: z.number().nullable(),
  status: z.enum(quickOrderStatuses),
  /** True when the line goes into the cart. */
  add: z.boolean(),
  product_id: z.number().int().nullable(),
  title: z.string().nullable(),
  /** The catalogue section (for analytics). */
  section: z.string().nullable(),
  /** What this line adds (after rounding), in `unit`. */
  quantity: z.number(),
  /**
   * Issue #35: the matched product's unit, which `requested`, `quantity`, `step`, `available`
   * and `price` are in; 'kg' for a line that matched no product.
   */
  unit: productUnitSchema,
  step: z.number().nullable(),
  /** At the buyer's warehouse, in `unit`. */
  available: z.number().nullable(),
  /** Roubles per `unit`. */
  price: z.number().nullable(),
  /** Why, in Russian: the rounding, the reason a line is left out; '' when nothing to say. */
  message: z.string(),
});
export type QuickOrderLine = z.infer<typeof quickOrderLineSchema>;

export const quickOrderPreviewSchema = z.object({
  lines: z.array(quickOrderLineSchema),
  /** What 'Добавить N позиций' sends back: one per product, 'productId:kg'. */
  items: z.array(z.string()),
  /** Positions (products) to add. */
  count: z.number().int(),
  /** Kilograms of the lines sold by the kilogram (issue #35: the lines say each one's unit). */
  kg: z.number(),
  sum: z.number(),
  /** Lines left out. */
  problems: z.number().int(),
  store: z.string(),
});
export type QuickOrderPreview = z.infer<typeof quickOrderPreviewSchema>;

export const quickOrderAddSchema = z.object({
  added: z.number().int(),
  lines: z.array(z.object({ product_id: z.number().int(), quantity: z.number() })),
});
export type QuickOrderAdded = z.infer<typeof quickOrderAddSchema>;

export const exportFormats = ['csv', 'xlsx'] as const;
export const exportQuerySchema = z.object({
  format: z.enum(exportFormats, { error: quickOrderTexts.badFormat }).default('csv'),
});
export const orderExportQuerySchema = exportQuerySchema.extend({
  id: idRule('Заказ не найден'),
});
