/**
 * The orders exchange's pure parts (issue #35): the query's XML, the status map of what 1C
 * sends back, and the cursor's look-back.
 */
import { describe, expect, it } from 'vitest';
import type { CmlDocumentStatus } from '@/server/modules/exchange/cml/types';
import { advanceCursor, lookBackMs } from '@/server/modules/exchange/sale/cursor';
import { planStatus } from '@/server/modules/exchange/sale/status-map';
import type { SaleOrder } from '@/server/modules/exchange/sale/types';
import { answerVersion, saleXml } from '@/server/modules/exchange/sale/xml';
import { readAll } from '../../support/cml';

const order: SaleOrder = {
  id: 1045,
  status: 'new',
  createdAt: new Date('2025-03-14T06:10:44Z'),
  updatedAt: new Date('2025-03-14T06:10:44Z'),
  totalPrice: 5990,
  deliveryPrice: 300,
  delivery: 'city',
  payment: 'card',
  comment: 'Позвонить\u0007 за час',
  recipient: { kind: 'person', name: 'Иванов И.', phone: '+7 900', email: null, address: 'Москва' },
  store: { xmlId: 'msk', title: 'Склад Москва' },
  buyer: { id: 7, email: 'a@b.ru', fio: 'Иванов', phone: '+7 900', company: null },
  lines: [
    {
      productXmlId: 'p-1',
      article: 'ДЖ-107',
      unit: 'kg',
      title: 'Кулирка & «пенье»',
      quantity: 12.5,
      price: 479.2,
      sum: 5990,
    },
  ],
};

const status = (over: Partial<CmlDocumentStatus> = {}): CmlDocumentStatus => ({
  paid: false,
  paidAt: null,
  paymentNumber: null,
  shipped: false,
  shippedAt: null,
  shipmentNumber: null,
  cancelled: false,
  posted: null,
  statusName: null,
  statusId: null,
  number1c: null,
  date1c: null,
  ...over,
});

describe('the sale query’s XML', () => {
  it('writes the order in Moscow time, the delivery as a service line, and drops what XML cannot carry', async () => {
    const xml = saleXml([order], '2.08', new Date('2025-03-14T07:00:00Z'));
    const [document] = (await readAll(Buffer.from(xml), 'query.xml')).of('document');
    expect(document).toMatchObject({
      number: '1045',
      date: '2025-03-14',
      time: '09:10:44',
      sum: 6290,
      comment: 'Позвонить за час',
    });
    expect(document!.lines.map((line) => [line.id, line.name, line.quantity, line.sum])).toEqual([
      ['p-1', 'Кулирка & «пенье»', 12.5, 5990],
      ['ORDER_DELIVERY', 'Доставка заказа', 1, 300],
    ]);
    expect(document!.lines[1]!.requisites).toEqual({
      ВидНоменклатуры: 'Услуга',
      ТипНоменклатуры: 'Услуга',
    });
    expect(document!.requisites['Дата изменения статуса']).toBe('14.03.2025 09:10:44');
    expect(xml).toContain('<Артикул>ДЖ-107</Артикул>');
  });

  it('names each line’s unit as 1C does: kilograms, metres, pieces', async () => {
    const lines = (['kg', 'm', 'pcs'] as const).map((unit, i) => ({
      ...order.lines[0]!,
      productXmlId: `p-${unit}`,
      unit,
      sum: 100 + i,
    }));
    const xml = saleXml([{ ...order, lines }], '2.08', new Date('2025-03-14T07:00:00Z'));
    const [document] = (await readAll(Buffer.from(xml), 'query.xml')).of('document');
    expect(
      document!.lines.slice(0, 3).map((line) => [line.id, line.unit?.code, line.unit?.text]),
    ).toEqual([
      ['p-kg', '166', 'кг'],
      ['p-m', '006', 'м'],
      ['p-pcs', '796', 'шт'],
    ]);
  });

  it('gives a company its КПП from a saved company recipient of the same ИНН, and only then', () => {
    const company = { name: 'ООО «Ткани»', inn: '3702123456', address: 'Иваново' };
    const xmlFor = (recipient: Record<string, string | null>) =>
      saleXml(
        [{ ...order, buyer: { ...order.buyer, company }, recipient }],
        '2.08',
        new Date('2025-03-14T07:00:00Z'),
      );
    const base = { name: 'ООО «Ткани»', phone: '+7 900', email: null, address: 'Иваново' };
    expect(xmlFor({ ...base, kind: 'company', inn: '3702123456', kpp: '370201001' })).toContain(
      '<КПП>370201001</КПП>',
    );
    expect(xmlFor({ ...base, kind: 'company', inn: '7701000000', kpp: '770101001' })).not.toContain(
      '<КПП>',
    );
    expect(xmlFor({ ...base, kind: 'person' })).not.toContain('<КПП>');
  });

  it('answers 2.05 without a version and the 2.08 shape for 2.10 and later', () => {
    expect(answerVersion('')).toBe('2.05');
    expect(answerVersion('2.07')).toBe('2.07');
    expect(answerVersion('3.1')).toBe('2.08');
    expect(answerVersion('junk')).toBe('2.08');
  });
});

describe('what 1C’s statuses do to an order', () => {
  it('moves only forward, to the furthest of paid, posted, shipped and the site’s own status', () => {
    expect(planStatus('new', status({ paid: true }))).toEqual({ to: 'confirmed', reason: null });
    expect(planStatus('new', status({ posted: true, shipped: true }))).toEqual({
      to: 'shipped',
      reason: null,
    });
    expect(planStatus('shipped', status({ statusName: 'Доставлен' }))).toEqual({
      to: 'delivered',
      reason: null,
    });
    expect(planStatus('assembling', status({ paid: true, statusId: 'new' }))).toBeNull();
    expect(planStatus('confirmed', status({ statusName: 'К отгрузке' }))).toBeNull();
  });

  it('cancels before shipping only, and never brings a cancelled order back', () => {
    expect(planStatus('assembling', status({ cancelled: true }))).toEqual({
      to: 'cancelled',
      reason: 'Отменён в 1С',
    });
    expect(planStatus('shipped', status({ cancelled: true }))).toBeNull();
    expect(planStatus('cancelled', status({ shipped: true }))).toBeNull();
  });
});

describe('the sale cursor', () => {
  it('keeps the changes it sent within the look-back of its mark, to the microsecond', () => {
    const mark = '2025-03-14T07:00:00.000123Z';
    const old = new Date(Date.parse('2025-03-14T07:00:00Z') - lookBackMs - 1000).toISOString();
    const cursor = advanceCursor(
      { mark: null, sent: {}, madeAt: 0 },
      [
        { id: 1, updatedAt: old },
        { id: 2, updatedAt: '2025-03-14T07:00:00.000122Z' },
        { id: 3, updatedAt: mark },
      ],
      5,
    );
    expect(cursor).toEqual({
      mark,
      sent: { 2: '2025-03-14T07:00:00.000122Z', 3: mark },
      madeAt: 5,
    });
  });
});
