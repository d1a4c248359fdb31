/**
 * One captured element → one record (types.ts). Tag names and the quirks handled are in
 * docs/1c-exchange.md with their sources; unknown elements are ignored, since real files add
 * their own (НомерВерсии, Изготовитель, Категории, …).
 */
import 'server-only';
import type {
  CmlDocument,
  CmlDocumentLine,
  CmlDocumentStatus,
  CmlGroup,
  CmlOffer,
  CmlPrice,
  CmlPriceType,
  CmlProduct,
  CmlProperty,
  CmlPropertyValue,
  CmlStock,
  CmlUnit,
  CmlUnitRef,
  CmlValueType,
  CmlWarehouse,
} from './types';
import { cmlTexts } from './texts';
import {
  attributeOrChild,
  child,
  childBoolean,
  childrenNamed,
  childText,
  descend,
  text,
  type CmlNode,
  type NodeScope,
} from './tree';
import {
  cmlText,
  isDeletedStatus,
  normaliseCurrency,
  parseCmlBoolean,
  parseCmlNumber,
} from './values';

/** `Статус` Удален as an element (what Bitrix reads) or an attribute (what the XSD defines), or `ПометкаУдаления` true. */
function isDeleted(node: CmlNode): boolean {
  return (
    isDeletedStatus(node.attributes['Статус']) ||
    isDeletedStatus(childText(node, 'Статус')) ||
    childBoolean(node, 'ПометкаУдаления') === true ||
    parseCmlBoolean(node.attributes['ПометкаУдаления']) === true
  );
}

/** A map without a prototype: a 1C name such as 'constructor' is only a key. */
function emptyMap(): Record<string, string> {
  return Object.create(null) as Record<string, string>;
}

/** `ЗначенияРеквизитов/ЗначениеРеквизита`: Наименование → Значение (the first, '' when empty). */
function requisitesOf(node: CmlNode): Record<string, string> {
  const map = emptyMap();
  for (const item of childrenNamed(child(node, 'ЗначенияРеквизитов'), 'ЗначениеРеквизита')) {
    const name = childText(item, 'Наименование');
    if (name !== null) map[name] = childText(item, 'Значение') ?? '';
  }
  return map;
}

/** `ЗначенияСвойств`: each property's values; the older singular `ЗначениеСвойства` too (Bitrix's tag list). */
function propertyValuesOf(scope: NodeScope, node: CmlNode): CmlPropertyValue[] | null {
  const list = child(node, 'ЗначенияСвойств');
  if (!list) return null;
  return childrenNamed(list, 'ЗначенияСвойства', 'ЗначениеСвойства').map((item) => ({
    id: scope.required(item, 'Ид'),
    values: childrenNamed(item, 'Значение')
      .map((value) => text(value))
      .filter((value): value is string => value !== null),
  }));
}

/** `БазоваяЕдиница` / `Единица`: attributes (2.0x) or child elements (2.10 documents), and the text. */
function unitOf(node: CmlNode | undefined): CmlUnitRef | null {
  if (!node) return null;
  const unit: CmlUnitRef = {
    code: attributeOrChild(node, 'Код'),
    name: attributeOrChild(node, 'НаименованиеПолное'),
    short: attributeOrChild(node, 'НаименованиеКраткое'),
    international: attributeOrChild(node, 'МеждународноеСокращение'),
    text: text(node),
  };
  return Object.values(unit).some((value) => value !== null) ? unit : null;
}

function barcodeOf(node: CmlNode): string | null {
  return childText(node, 'Штрихкод') ?? childText(node, 'ШтрихКод');
}

export function groupOf(scope: NodeScope, node: CmlNode, parentId: string | null): CmlGroup {
  return {
    kind: 'group',
    id: scope.required(node, 'Ид'),
    name: childText(node, 'Наименование'),
    parentId,
    deleted: isDeleted(node),
  };
}

const valueTypes: Record<string, CmlValueType> = {
  строка: 'string',
  число: 'number',
  время: 'time',
  дата: 'time',
  датавремя: 'time',
  справочник: 'reference',
};

export function propertyOf(scope: NodeScope, node: CmlNode): CmlProperty {
  // 2.05+: <ТипЗначений>Справочник</ТипЗначений> and <ВариантыЗначений>; older writers:
  // <ТипыЗначений><ТипЗначений><Тип>…</Тип><ВариантыЗначений>… inside it.
  const oldType = descend(node, 'ТипыЗначений', 'ТипЗначений');
  const typeName = childText(node, 'ТипЗначений') ?? childText(oldType, 'Тип');
  const variants = emptyMap();
  let hasVariants = false;
  for (const list of [child(node, 'ВариантыЗначений'), child(oldType, 'ВариантыЗначений')]) {
    for (const item of list?.children ?? []) {
      const value = item.name === 'Значение' ? text(item) : childText(item, 'Значение');
      if (value === null) continue;
      const id =
        item.name === 'Значение' ? value : (childText(item, 'ИдЗначения') ?? childText(item, 'Ид'));
      variants[id ?? value] = value;
      hasVariants = true;
    }
  }
  return {
    kind: 'property',
    id: scope.required(node, 'Ид'),
    name: childText(node, 'Наименование'),
    valueType: valueTypes[typeName?.toLowerCase() ?? ''] ?? (hasVariants ? 'reference' : 'string'),
    multiple: childBoolean(node, 'Множественное') ?? false,
    variants,
    deleted: isDeleted(node),
  };
}

export function priceTypeOf(scope: NodeScope, node: CmlNode): CmlPriceType {
  const tax = child(node, 'Налог');
  return {
    kind: 'priceType',
    id: scope.required(node, 'Ид'),
    name: childText(node, 'Наименование'),
    currency: normaliseCurrency(childText(node, 'Валюта')),
    tax: tax
      ? {
          name: childText(tax, 'Наименование'),
          includedInPrice: childBoolean(tax, 'УчтеноВСумме'),
        }
      : null,
  };
}

export function warehouseOf(scope: NodeScope, node: CmlNode): CmlWarehouse {
  const address = child(node, 'Адрес');
  return {
    kind: 'warehouse',
    id: scope.required(node, 'Ид'),
    name: childText(node, 'Наименование'),
    address: childText(address, 'Представление') ?? text(address),
    deleted: isDeleted(node),
  };
}

export function unitRecordOf(scope: NodeScope, node: CmlNode): CmlUnit {
  return {
    kind: 'unit',
    id: scope.required(node, 'Ид'),
    code: childText(node, 'Код'),
    name: childText(node, 'НаименованиеПолное'),
    short: childText(node, 'НаименованиеКраткое'),
    international: childText(node, 'МеждународноеСокращение'),
    deleted: isDeleted(node),
  };
}

export function productOf(scope: NodeScope, node: CmlNode): CmlProduct {
  const id = scope.required(node, 'Ид');
  const groups = child(node, 'Группы');
  const requisites = requisitesOf(node);
  const weightText = requisites['Вес'];
  return {
    kind: 'product',
    id,
    article: childText(node, 'Артикул'),
    name: childText(node, 'Наименование'),
    description: childText(node, 'Описание'),
    unit: unitOf(child(node, 'БазоваяЕдиница')),
    groupIds: groups
      ? childrenNamed(groups, 'Ид')
          .map((group) => text(group))
          .filter((group): group is string => group !== null)
      : null,
    pictures: childrenNamed(node, 'Картинка')
      .map((picture) => text(picture)?.replaceAll('\\', '/') ?? null)
      .filter((picture): picture is string => picture !== null),
    properties: propertyValuesOf(scope, node),
    requisites,
    barcode: barcodeOf(node),
    weight: scope.number(node, 'Вес') ?? parseCmlNumber(weightText),
    deleted: isDeleted(node),
  };
}

function pricesOf(scope: NodeScope, node: CmlNode): CmlPrice[] | null {
  const list = child(node, 'Цены');
  if (!list) return null;
  return childrenNamed(list, 'Цена').map((price) => ({
    priceTypeId: scope.required(price, 'ИдТипаЦены'),
    value:
      scope.number(price, 'ЦенаЗаЕдиницу') ??
      scope.fail(price, (path) => cmlTexts.missing(path, 'ЦенаЗаЕдиницу')),
    currency: normaliseCurrency(childText(price, 'Валюта')),
    unit: childText(price, 'Единица'),
    factor: scope.number(price, 'Коэффициент'),
  }));
}

/** One warehouse row: the Ид and quantity as attributes or child elements, both required. */
function stockRow(scope: NodeScope, node: CmlNode, idName: string, quantityName: string): CmlStock {
  const warehouseId =
    attributeOrChild(node, idName) ?? scope.fail(node, (path) => cmlTexts.missing(path, idName));
  const quantity =
    scope.numberAttribute(node, quantityName) ??
    scope.fail(node, (path) => cmlTexts.missing(path, quantityName));
  return { warehouseId, quantity };
}

/** The stock forms, in the order Bitrix prefers them when a file has several. */
function stockOf(
  scope: NodeScope,
  node: CmlNode,
): { stock: CmlStock[] | null; rests: number | null } {
  const amounts = child(node, 'КоличествоНаСкладах');
  const rests = childrenNamed(child(node, 'Остатки'), 'Остаток');
  let restsTotal: number | null = null;
  const restRows: CmlStock[] = [];
  for (const rest of rests) {
    const store = child(rest, 'Склад');
    if (store) restRows.push(stockRow(scope, store, 'Ид', 'Количество'));
    else {
      const quantity = scope.number(rest, 'Количество');
      if (quantity !== null) restsTotal = (restsTotal ?? 0) + quantity;
    }
  }
  const stores = childrenNamed(node, 'Склад');
  let stock: CmlStock[] | null = null;
  if (amounts)
    stock = childrenNamed(amounts, 'КоличествоНаСкладе').map((row) =>
      stockRow(scope, row, 'ИдСклада', 'Количество'),
    );
  else if (restRows.length > 0) stock = restRows;
  else if (stores.length > 0)
    stock = stores.map((row) => stockRow(scope, row, 'ИдСклада', 'КоличествоНаСкладе'));
  return { stock, rests: restsTotal };
}

export function offerOf(scope: NodeScope, node: CmlNode): CmlOffer {
  const id = scope.required(node, 'Ид');
  const cut = id.lastIndexOf('#');
  const productId = cut < 0 ? id : id.slice(0, cut).trim();
  if (!productId) scope.fail(node, (path) => cmlTexts.idWithoutProduct(path, id));
  const characteristics = child(node, 'ХарактеристикиТовара');
  const { stock, rests } = stockOf(scope, node);
  const quantity =
    scope.number(node, 'Количество') ??
    rests ??
    (stock && stock.length > 0 ? stock.reduce((sum, row) => sum + row.quantity, 0) : null);
  return {
    kind: 'offer',
    id,
    productId,
    characteristicId: cut < 0 ? null : cmlText(id.slice(cut + 1)),
    article: childText(node, 'Артикул'),
    name: childText(node, 'Наименование'),
    barcode: barcodeOf(node),
    unit: unitOf(child(node, 'БазоваяЕдиница')),
    characteristics: characteristics
      ? childrenNamed(characteristics, 'ХарактеристикаТовара').flatMap((item) => {
          const name = childText(item, 'Наименование');
          return name === null ? [] : [{ name, value: childText(item, 'Значение') ?? '' }];
        })
      : null,
    properties: propertyValuesOf(scope, node),
    prices: pricesOf(scope, node),
    quantity,
    stock,
    deleted: isDeleted(node),
  };
}

/** 1C writes an empty date as 'T' (its empty date with the date/time separator). */
function dateValue(raw: string | null | undefined): string | null {
  const value = cmlText(raw);
  return value !== null && value.length > 1 ? value : null;
}

function statusOf(node: CmlNode, requisites: Record<string, string>): CmlDocumentStatus {
  const paidAt = dateValue(requisites['Дата оплаты по 1С']);
  const shippedAt = dateValue(requisites['Дата отгрузки по 1С']);
  return {
    paid: paidAt !== null,
    paidAt,
    paymentNumber: cmlText(requisites['Номер оплаты по 1С']),
    shipped: shippedAt !== null,
    shippedAt,
    shipmentNumber: cmlText(requisites['Номер отгрузки по 1С']),
    cancelled:
      childBoolean(node, 'ПометкаУдаления') === true ||
      parseCmlBoolean(requisites['ПометкаУдаления']) === true ||
      parseCmlBoolean(requisites['Отменен']) === true,
    posted: parseCmlBoolean(requisites['Проведен']),
    statusName: cmlText(requisites['Статус заказа']),
    statusId: cmlText(requisites['Статуса заказа ИД']),
    number1c: childText(node, 'Номер1С') ?? cmlText(requisites['Номер по 1С']),
    date1c: dateValue(childText(node, 'Дата1С')) ?? dateValue(requisites['Дата по 1С']),
  };
}

function lineOf(scope: NodeScope, node: CmlNode): CmlDocumentLine {
  return {
    id: scope.required(node, 'Ид'),
    name: childText(node, 'Наименование'),
    price: scope.number(node, 'ЦенаЗаЕдиницу') ?? scope.number(node, 'Цена'),
    quantity: scope.number(node, 'Количество'),
    sum: scope.number(node, 'Сумма'),
    unit: unitOf(child(node, 'Единица') ?? child(node, 'БазоваяЕдиница')),
    requisites: requisitesOf(node),
  };
}

export function documentOf(scope: NodeScope, node: CmlNode): CmlDocument {
  const id = scope.required(node, 'Ид');
  const requisites = requisitesOf(node);
  const counterparty = descend(node, 'Контрагенты', 'Контрагент');
  return {
    kind: 'document',
    id,
    number: childText(node, 'Номер'),
    date: dateValue(childText(node, 'Дата')),
    time: childText(node, 'Время'),
    operation: childText(node, 'ХозОперация'),
    currency: normaliseCurrency(childText(node, 'Валюта')),
    sum: scope.number(node, 'Сумма'),
    comment: childText(node, 'Комментарий'),
    counterparty: counterparty
      ? { id: childText(counterparty, 'Ид'), name: childText(counterparty, 'Наименование') }
      : null,
    lines: childrenNamed(child(node, 'Товары'), 'Товар').map((line) => lineOf(scope, line)),
    requisites,
    status: statusOf(node, requisites),
  };
}
