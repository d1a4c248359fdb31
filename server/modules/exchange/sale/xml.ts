/**
 * The `mode=query` answer (issue #35): orders as CommerceML 2 `Документ`s, the shape Bitrix's
 * sale.export.1c writes and 1C's «Обмен с сайтом» reads (docs/1c-exchange.md; research §3.1,
 * example §4.4). A pure function: the repository gives the orders, this gives the text.
 */
import 'server-only';
import { orderStatusNames } from '../../../../lib/api/contract/orders';
import { unitWords, type ProductUnit } from '../../../../lib/catalog/units';
import { deliveryTitle, paymentTitle } from '../../basket/service';
import type { SaleOrder, SaleOrderLine } from './types';

/** The schema version the answer declares: 1C's from init, 2.05 without one (Bitrix's default). */
export function answerVersion(version: string): string {
  const asked = version.trim();
  if (!asked) return '2.05';
  const value = /^\d+\.\d+$/.test(asked) ? Number(asked) : NaN;
  // 2.10 and later split payments and shipments into documents of their own; the 2.08 shape
  // is what every 1C module still reads (research §3.1, §5 point 8).
  if (!(value >= 2.03 && value < 2.1)) return '2.08';
  return asked;
}

// XML 1.0 allows tab, LF, CR and U+0020 upwards except the surrogates (when unpaired), FFFE, FFFF.
const notXmlChar =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text or an attribute's value, escaped; characters XML cannot carry are dropped. */
export function escapeXml(value: string): string {
  return value
    .replace(notXmlChar, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const moscow = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Moscow',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The shop's local (Moscow) date and time of an instant. */
function local(at: Date) {
  const part = Object.fromEntries(moscow.formatToParts(at).map((p) => [p.type, p.value]));
  return {
    date: `${part.year}-${part.month}-${part.day}`,
    time: `${part.hour}:${part.minute}:${part.second}`,
    /** '11.02.2021 18:45:21', as Bitrix writes 'Дата изменения статуса'. */
    russian: `${part.day}.${part.month}.${part.year} ${part.hour}:${part.minute}:${part.second}`,
  };
}

const money = (value: number) => value.toFixed(2);
/** Kilograms to the gram, without trailing zeros ('100', '12.5'). */
const amount = (value: number) => String(Number(value.toFixed(3)));

/** A tiny writer: one element a line, indented. */
class Xml {
  private readonly out: string[] = [];
  private depth = 0;

  open(name: string, attributes = '') {
    this.out.push(`${'  '.repeat(this.depth)}<${name}${attributes}>`);
    this.depth += 1;
  }

  close(name: string) {
    this.depth -= 1;
    this.out.push(`${'  '.repeat(this.depth)}</${name}>`);
  }

  leaf(name: string, value: string | number | null | undefined, attributes = '') {
    if (value === null || value === undefined || value === '') return;
    this.out.push(
      `${'  '.repeat(this.depth)}<${name}${attributes}>${escapeXml(String(value))}</${name}>`,
    );
  }

  requisites(values: [string, string | null | undefined][]) {
    const present = values.filter(
      ([, value]) => value !== null && value !== undefined && value !== '',
    );
    if (!present.length) return;
    this.open('ЗначенияРеквизитов');
    for (const [name, value] of present) {
      this.open('ЗначениеРеквизита');
      this.leaf('Наименование', name);
      this.leaf('Значение', value);
      this.close('ЗначениеРеквизита');
    }
    this.close('ЗначенияРеквизитов');
  }

  text() {
    return this.out.join('\n');
  }
}

const attrs = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([name, value]) => ` ${name}="${escapeXml(value)}"`)
    .join('');

/** A line's unit as 1C names it: ОКЕИ code, full name, international abbreviation. */
const unitAttrs = (unit: ProductUnit) =>
  attrs({
    Код: unitWords[unit].okei,
    НаименованиеПолное: unitWords[unit].full,
    МеждународноеСокращение: unitWords[unit].international,
  });

/** Bitrix's 'Фамилия Имя Отчество' split; a name of one word is only the surname. */
function nameParts(fio: string) {
  const [surname, name, ...rest] = fio.trim().split(/\s+/);
  return { surname: surname ?? '', name: name ?? '', patronymic: rest.join(' ') };
}

function writeCounterparty(xml: Xml, order: SaleOrder, newContacts: boolean) {
  const { buyer } = order;
  const address = order.recipient.address?.trim() || null;
  xml.open('Контрагенты');
  xml.open('Контрагент');
  xml.leaf('Ид', `${buyer.id}#${buyer.email}`);
  if (buyer.company) {
    xml.leaf('Наименование', buyer.company.name);
    xml.leaf('ОфициальноеНаименование', buyer.company.name);
    if (buyer.company.address) {
      xml.open('ЮридическийАдрес');
      xml.leaf('Представление', buyer.company.address);
      xml.close('ЮридическийАдрес');
    }
    xml.leaf('ИНН', buyer.company.inn);
    // The company's КПП: the account keeps none, a saved company recipient with its ИНН does.
    const { recipient } = order;
    if (recipient.kind === 'company' && recipient.inn === buyer.company.inn && recipient.kpp) {
      xml.leaf('КПП', recipient.kpp);
    }
  } else {
    const parts = nameParts(buyer.fio);
    xml.leaf('Наименование', buyer.fio);
    xml.leaf('ПолноеНаименование', buyer.fio);
    xml.leaf('Фамилия', parts.surname);
    xml.leaf('Имя', parts.name);
    xml.leaf('Отчество', parts.patronymic);
  }
  if (address) {
    xml.open('Адрес');
    xml.leaf('Представление', address);
    xml.close('Адрес');
  }
  xml.open('Контакты');
  for (const [type, value] of [
    [newContacts ? 'Телефон рабочий' : 'ТелефонРабочий', buyer.phone],
    [newContacts ? 'Электронная почта' : 'Почта', buyer.email],
  ] as const) {
    xml.open('Контакт');
    xml.leaf('Тип', type);
    xml.leaf('Значение', value);
    xml.close('Контакт');
  }
  xml.close('Контакты');
  if (buyer.company) {
    // The person who placed the order, as Bitrix names a company's contact.
    xml.open('Представители');
    xml.open('Представитель');
    xml.open('Контрагент');
    xml.leaf('Отношение', 'Контактное лицо');
    xml.leaf('Ид', `${buyer.id}#${buyer.email}#contact`);
    xml.leaf('Наименование', buyer.fio);
    xml.close('Контрагент');
    xml.close('Представитель');
    xml.close('Представители');
  }
  xml.leaf('Роль', 'Покупатель');
  xml.close('Контрагент');
  xml.close('Контрагенты');
}

function writeLine(xml: Xml, line: SaleOrderLine) {
  xml.open('Товар');
  xml.leaf('Ид', line.productXmlId);
  xml.leaf('Артикул', line.article);
  xml.leaf('Наименование', line.title);
  xml.leaf('БазоваяЕдиница', unitWords[line.unit].short, unitAttrs(line.unit));
  xml.leaf('ЦенаЗаЕдиницу', money(line.price));
  xml.leaf('Количество', amount(line.quantity));
  xml.leaf('Сумма', money(line.sum));
  xml.requisites([
    ['ВидНоменклатуры', 'Товар'],
    ['ТипНоменклатуры', 'Товар'],
  ]);
  xml.close('Товар');
}

function writeDelivery(xml: Xml, order: SaleOrder) {
  xml.open('Товар');
  xml.leaf('Ид', 'ORDER_DELIVERY');
  xml.leaf('Наименование', 'Доставка заказа');
  xml.leaf('БазоваяЕдиница', unitWords.pcs.short, unitAttrs('pcs'));
  xml.leaf('ЦенаЗаЕдиницу', money(order.deliveryPrice));
  xml.leaf('Количество', '1');
  xml.leaf('Сумма', money(order.deliveryPrice));
  xml.requisites([
    ['ВидНоменклатуры', 'Услуга'],
    ['ТипНоменклатуры', 'Услуга'],
  ]);
  xml.close('Товар');
}

function writeDocument(xml: Xml, order: SaleOrder, newContacts: boolean) {
  const placed = local(order.createdAt);
  xml.open('Документ');
  xml.leaf('Ид', order.id);
  xml.leaf('Номер', order.id);
  xml.leaf('Дата', placed.date);
  xml.leaf('ХозОперация', 'Заказ товара');
  xml.leaf('Роль', 'Продавец');
  xml.leaf('Валюта', 'RUB');
  xml.leaf('Курс', '1');
  xml.leaf('Сумма', money(order.totalPrice + order.deliveryPrice));
  writeCounterparty(xml, order, newContacts);
  xml.leaf('Время', placed.time);
  xml.leaf('Комментарий', order.comment);
  xml.open('Склады');
  xml.open('Склад');
  xml.leaf('Ид', order.store.xmlId);
  xml.leaf('Наименование', order.store.title);
  xml.close('Склад');
  xml.close('Склады');
  xml.open('Товары');
  for (const line of order.lines) writeLine(xml, line);
  if (order.deliveryPrice > 0) writeDelivery(xml, order);
  xml.close('Товары');
  const recipient = order.recipient;
  xml.requisites([
    ['Метод оплаты', paymentTitle(order.payment)],
    ['Способ доставки', deliveryTitle(order.delivery)],
    // The shop records no payment: 1C is where a payment is known (it sends it back).
    ['Заказ оплачен', 'false'],
    ['Отменен', String(order.status === 'cancelled')],
    ['Финальный статус', String(order.status === 'delivered')],
    ['Статус заказа', orderStatusNames[order.status]],
    // Bitrix's spelling: 1C echoes the site's status code under this name.
    ['Статуса заказа ИД', order.status],
    ['Дата изменения статуса', local(order.updatedAt).russian],
    ['Склад', order.store.title],
    ['Склад ИД', order.store.xmlId],
    ['Комментарии покупателя', order.comment],
    ['Получатель', recipient.name],
    ['Телефон получателя', recipient.phone],
    ['Адрес доставки', recipient.address?.trim() || null],
  ]);
  xml.close('Документ');
}

/** The whole answer: the prolog, the root, one `Документ` per order (none: an empty root). */
export function saleXml(orders: readonly SaleOrder[], version: string, generatedAt: Date): string {
  const declared = answerVersion(version);
  const now = local(generatedAt);
  const root =
    'КоммерческаяИнформация' +
    attrs({
      ВерсияСхемы: declared,
      ДатаФормирования: `${now.date}T${now.time}`,
      ФорматДаты: 'ДФ=yyyy-MM-dd; ДЛФ=DT',
      ФорматВремени: 'ДФ=ЧЧ:мм:сс; ДЛФ=T',
      РазделительДатаВремя: 'T',
      ФорматСуммы: 'ЧЦ=18; ЧДЦ=2; ЧРД=.',
      ФорматКоличества: 'ЧЦ=18; ЧДЦ=3; ЧРД=.',
    });
  const prolog = '<?xml version="1.0" encoding="UTF-8"?>';
  if (!orders.length) return `${prolog}\n<${root}/>\n`;
  const xml = new Xml();
  // Contact types were renamed after 2.05 (Bitrix's CSaleExport).
  const newContacts = Number(declared) > 2.05;
  xml.open(root);
  for (const order of orders) writeDocument(xml, order, newContacts);
  xml.close('КоммерческаяИнформация');
  return `${prolog}\n${xml.text()}\n`;
}
