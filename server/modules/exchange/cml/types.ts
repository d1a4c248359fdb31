/**
 * The records a CommerceML file is read into (issue #35): what the exchange's apply step gets
 * from `readCml`, one record at a time, in the order of the file. Every value is trimmed;
 * a text that is absent or empty is null; numbers are finite (a value that does not read is a
 * CmlError, never NaN). Ids are 1C's `Ид` as written.
 *
 * Lists follow one rule where "absent" and "empty" mean different things to the apply step:
 * null when the file does not have the element (nothing to change: a 3.1 `offers___` file has
 * no prices, a `rests___` file no names), an array (maybe empty) when it does.
 */
import 'server-only';

/** The first record of every file, as soon as the root element opens. */
export interface CmlHeader {
  kind: 'header';
  /** `ВерсияСхемы` as written: '2.03' … '2.10', '3.1'. */
  schemaVersion: string | null;
  /** `ДатаФормирования` as written ('2024-05-01T10:00:00'). */
  generatedAt: string | null;
}

/** `Классификатор/Группы/Группа`, nested groups flattened: a parent comes before its children. */
export interface CmlGroup {
  kind: 'group';
  id: string;
  name: string | null;
  parentId: string | null;
  /** `Статус` Удален (element or attribute) or `ПометкаУдаления` true. */
  deleted: boolean;
}

export type CmlValueType = 'string' | 'number' | 'time' | 'reference';

/** `Классификатор/Свойства/Свойство`. */
export interface CmlProperty {
  kind: 'property';
  id: string;
  name: string | null;
  /** `ТипЗначений` Строка/Число/Время/Справочник; a list of variants without a type is 'reference'. */
  valueType: CmlValueType;
  multiple: boolean;
  /**
   * `ВариантыЗначений`: ИдЗначения → Значение (`Справочник`; the older `ВариантЗначения` with Ид).
   * A plain list of `Значение` (no ids) maps each value to itself, so a product's value looks up
   * the same way in both.
   */
  variants: Record<string, string>;
  deleted: boolean;
}

/** `ТипыЦен/ТипЦены`: in `Классификатор` (3.1) or `ПакетПредложений` (2.0x). */
export interface CmlPriceType {
  kind: 'priceType';
  id: string;
  name: string | null;
  /** ISO code ('RUB'; 'руб'/'руб.' become RUB), or as written when it is not Latin. */
  currency: string | null;
  tax: { name: string | null; includedInPrice: boolean | null } | null;
}

/** `Склады/Склад` (the spec's STOCK_XML is its Ид): in `Классификатор` (3.1) or `ПакетПредложений`. */
export interface CmlWarehouse {
  kind: 'warehouse';
  id: string;
  name: string | null;
  /** `Адрес/Представление`, or the text of `Адрес`. */
  address: string | null;
  deleted: boolean;
}

/** `Классификатор/ЕдиницыИзмерения/ЕдиницаИзмерения` (3.1): what a product's unit Ид means. */
export interface CmlUnit {
  kind: 'unit';
  id: string;
  /** ОКЕИ code: '796' piece, '006' metre, '166' kilogram. */
  code: string | null;
  name: string | null;
  short: string | null;
  international: string | null;
  deleted: boolean;
}

/**
 * A unit as a product, an offer or a document line names it (`БазоваяЕдиница`, `Единица`).
 * 2.0x: `text` is the short name ('шт') and the attributes carry the code; 3.1: `text` is the
 * Ид of a CmlUnit and the rest is null.
 */
export interface CmlUnitRef {
  code: string | null;
  name: string | null;
  short: string | null;
  international: string | null;
  text: string | null;
}

/** `ЗначенияСвойств/ЗначенияСвойства`: a property's Ид and its values (variant ids, texts or numbers as written). */
export interface CmlPropertyValue {
  id: string;
  /** Empty when the file clears the value (`<Значение/>`). */
  values: string[];
}

/** `Каталог/Товары/Товар`. */
export interface CmlProduct {
  kind: 'product';
  id: string;
  article: string | null;
  name: string | null;
  /** `Описание`: HTML when it holds a tag (Bitrix's rule), else plain text. */
  description: string | null;
  unit: CmlUnitRef | null;
  groupIds: string[] | null;
  /**
   * `Картинка` paths relative to the file's folder ('import_files/ab/….jpg', backslashes made
   * '/'), empty ones dropped. As written: the caller resolves them inside the exchange folder
   * and refuses anything leaving it. 1C sends the files once, so an empty list keeps the
   * product's pictures.
   */
  pictures: string[];
  properties: CmlPropertyValue[] | null;
  /** `ЗначенияРеквизитов`: Наименование → Значение ('Полное наименование', 'ВидНоменклатуры', …). */
  requisites: Record<string, string>;
  barcode: string | null;
  /** The `Вес` element, else the 'Вес' requisite when it reads as a number; 1C writes kilograms. */
  weight: number | null;
  /** `Статус` Удален (element or attribute) or `ПометкаУдаления` true: hide, never delete. */
  deleted: boolean;
}

export interface CmlPrice {
  priceTypeId: string;
  /** `ЦенаЗаЕдиницу` (never `Представление`, which is text with separators). */
  value: number;
  /** Null: the price type's currency. */
  currency: string | null;
  /** `Единица` as written ('шт', 'PCE', '796'). */
  unit: string | null;
  factor: number | null;
}

export interface CmlStock {
  warehouseId: string;
  quantity: number;
}

/** `ПакетПредложений/Предложения/Предложение` (and `ИзмененияПакетаПредложений`). */
export interface CmlOffer {
  kind: 'offer';
  /** As written: 'product' or 'product#characteristic'. */
  id: string;
  /** The Ид before the last '#' (Bitrix's rule), or the whole Ид. */
  productId: string;
  /** After the last '#'; null for an offer of the product itself. */
  characteristicId: string | null;
  article: string | null;
  name: string | null;
  barcode: string | null;
  unit: CmlUnitRef | null;
  /** `ХарактеристикиТовара` (2.0x): name/value pairs such as Размер 42. */
  characteristics: { name: string; value: string }[] | null;
  /** `ЗначенияСвойств` (3.1 writes characteristics this way). */
  properties: CmlPropertyValue[] | null;
  /** `Цены/Цена`; null when the offer has no `Цены` (a 3.1 offers or rests file). */
  prices: CmlPrice[] | null;
  /**
   * The total: `Количество`, else the sum of `Остатки/Остаток/Количество`, else the sum of
   * `stock`; null when the offer says nothing about quantity.
   */
  quantity: number | null;
  /**
   * Per warehouse, from the first of the three forms present (Bitrix's order):
   * `КоличествоНаСкладах/КоличествоНаСкладе`, `Остатки/Остаток/Склад`, `<Склад ИдСклада
   * КоличествоНаСкладе>`; null when the offer names no warehouse.
   */
  stock: CmlStock[] | null;
  deleted: boolean;
}

/** A line of a document (`Документ/Товары/Товар`); delivery is a line with Ид ORDER_DELIVERY. */
export interface CmlDocumentLine {
  id: string;
  name: string | null;
  price: number | null;
  quantity: number | null;
  sum: number | null;
  unit: CmlUnitRef | null;
  /** 'ТипНоменклатуры' Товар | Услуга, 'ВидНоменклатуры', … */
  requisites: Record<string, string>;
}

/**
 * What a document 1C sends back says about the order (docs/1c-exchange.md, «Statuses back»);
 * dates as written, 'T' (1C's empty date) read as null.
 */
export interface CmlDocumentStatus {
  /** 'Дата оплаты по 1С' is a date. */
  paid: boolean;
  paidAt: string | null;
  paymentNumber: string | null;
  /** 'Дата отгрузки по 1С' is a date. */
  shipped: boolean;
  shippedAt: string | null;
  shipmentNumber: string | null;
  /** `ПометкаУдаления` (element or requisite) or 'Отменен' true. */
  cancelled: boolean;
  /** 'Проведен'; null when 1C does not say. */
  posted: boolean | null;
  /** 'Статус заказа' as written ('К отгрузке', '[N] Принят'). */
  statusName: string | null;
  /** 'Статуса заказа ИД' (sic): the site's status code echoed back. */
  statusId: string | null;
  /** `Номер1С`, else 'Номер по 1С'. */
  number1c: string | null;
  /** `Дата1С`, else 'Дата по 1С'. */
  date1c: string | null;
}

/** `Документ` (type=sale files); matched to a site order by `number` first (Bitrix's order). */
export interface CmlDocument {
  kind: 'document';
  /** 1C's own Ид of its order, or the site's when 1C echoes it. */
  id: string;
  number: string | null;
  date: string | null;
  time: string | null;
  /** `ХозОперация`: 'Заказ товара' for orders; readers ignore the others. */
  operation: string | null;
  currency: string | null;
  sum: number | null;
  comment: string | null;
  /** The first `Контрагенты/Контрагент`. */
  counterparty: { id: string | null; name: string | null } | null;
  lines: CmlDocumentLine[];
  requisites: Record<string, string>;
  status: CmlDocumentStatus;
}

export type CmlRecord =
  | CmlHeader
  | CmlGroup
  | CmlProperty
  | CmlPriceType
  | CmlWarehouse
  | CmlUnit
  | CmlProduct
  | CmlOffer
  | CmlDocument;

export type CmlRecordKind = CmlRecord['kind'];

/** What a file holds, judged by its content, never its name. */
export type CmlContents = 'classifier' | 'catalog' | 'offers' | 'documents';

/**
 * What `readCml` resolves to once the whole file has been read. Known only at the end: the
 * classifier of a 2.0x import.xml comes before the `Каталог` that says whether the file is a
 * full export, and a 3.1 classifier file ends with an empty `Каталог`.
 */
export interface CmlSummary {
  schemaVersion: string | null;
  generatedAt: string | null;
  /**
   * 'documents' if it has a `Документ`; 'catalog' if it has `Каталог/Товары` (or a `Каталог`
   * and no `Классификатор`); 'offers' for `ПакетПредложений` / `ИзмененияПакетаПредложений`;
   * 'classifier' for a `Классификатор` alone (3.1 `import___` #1); null for an empty root
   * (1C sending no documents).
   */
  contains: CmlContents | null;
  /**
   * `СодержитТолькоИзменения` of the block that decided `contains` (attribute, or the first
   * child element as older writers put it), else of another block; true for
   * `ИзмененияПакетаПредложений`; false when no block says (Bitrix's default): the file is the
   * whole catalogue, and what it does not name may be hidden at `mode=deactivate`.
   */
  onlyChanges: boolean;
  counts: Record<CmlRecordKind, number>;
}
