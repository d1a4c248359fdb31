/**
 * Orders 1C sends back (type=sale, issue #35): each document's status as the site must read
 * it — paid when 'Дата оплаты по 1С' is a date ('T' is 1C's empty date), shipped likewise,
 * cancelled by ПометкаУдаления or 'Отменен'.
 */
import { describe, expect, it } from 'vitest';
import { cml, cmlBytes, readAll } from '../../support/cml';

const requisites = (pairs: Record<string, string>) =>
  `<ЗначенияРеквизитов>${Object.entries(pairs)
    .map(
      ([name, value]) =>
        `<ЗначениеРеквизита><Наименование>${name}</Наименование><Значение>${value}</Значение></ЗначениеРеквизита>`,
    )
    .join('')}</ЗначенияРеквизитов>`;

const document = (id: string, number: string, extra: string) => `
  <Документ>
    <Ид>${id}</Ид><Номер>${number}</Номер><Дата>2025-03-12</Дата><ХозОперация>Заказ товара</ХозОперация>
    <Роль>Продавец</Роль><Валюта>руб</Валюта><Курс>1</Курс><Сумма>12 350,00</Сумма>
    <Контрагенты><Контрагент><Ид>77#buyer@example.com#ООО «Швейка»</Ид><Наименование>ООО «Швейка»</Наименование><Роль>Покупатель</Роль></Контрагент></Контрагенты>
    <Время>14:05:00</Время><Комментарий>Отгрузить до пятницы</Комментарий>
    <Товары>
      <Товар><Ид>prod-kul#char-white</Ид><Наименование>Кулирная гладь (белая)</Наименование>
        <Единица><Код>166</Код><НаименованиеПолное>Килограмм</НаименованиеПолное></Единица><Коэффициент>1</Коэффициент>
        <ЦенаЗаЕдиницу>1200,50</ЦенаЗаЕдиницу><Количество>10</Количество><Сумма>12 005,00</Сумма>
        ${requisites({ ТипНоменклатуры: 'Товар' })}</Товар>
      <Товар><Ид>ORDER_DELIVERY</Ид><Наименование>Доставка заказа</Наименование>
        <ЦенаЗаЕдиницу>345</ЦенаЗаЕдиницу><Количество>1</Количество><Сумма>345</Сумма>
        ${requisites({ ТипНоменклатуры: 'Услуга' })}</Товар>
    </Товары>
    ${extra}
  </Документ>`;

const file = cml(
  document(
    'e1c-0001',
    '1045',
    requisites({
      'Номер по 1С': 'ЦБ-000123',
      'Дата по 1С': '2025-03-12T9:12:00',
      ПометкаУдаления: 'false',
      Проведен: 'true',
      'Дата оплаты по 1С': '2025-03-13T11:40:00',
      'Номер оплаты по 1С': 'ЦБ-000045',
      'Дата отгрузки по 1С': 'T',
      'Статус заказа': 'К отгрузке',
    }),
  ) +
    document(
      'e1c-0002',
      '1046',
      `<ПометкаУдаления>true</ПометкаУдаления>${requisites({ 'Дата оплаты по 1С': 'T', Проведен: 'false' })}`,
    ) +
    document(
      'e1c-0003',
      '1047',
      `<Номер1С>ЦБ-000130</Номер1С>${requisites({
        Отменен: 'true',
        'Дата отгрузки по 1С': '2025-03-14T08:00:00',
        'Номер отгрузки по 1С': 'РТУ-77',
        'Статуса заказа ИД': 'F',
      })}`,
    ),
  '2.08',
  '',
);

describe('a documents file from 1C', () => {
  it('reads each order with its lines', async () => {
    const { of, summary } = await readAll(file, 'orders-8d1f.xml');
    expect(summary).toMatchObject({ contains: 'documents', counts: { document: 3 } });
    const [first] = of('document');
    expect(first).toMatchObject({
      id: 'e1c-0001',
      number: '1045',
      date: '2025-03-12',
      time: '14:05:00',
      operation: 'Заказ товара',
      currency: 'RUB',
      sum: 12350,
      comment: 'Отгрузить до пятницы',
      counterparty: { id: '77#buyer@example.com#ООО «Швейка»', name: 'ООО «Швейка»' },
    });
    expect(first!.lines).toMatchObject([
      {
        id: 'prod-kul#char-white',
        price: 1200.5,
        quantity: 10,
        sum: 12005,
        unit: { code: '166', name: 'Килограмм' },
        requisites: { ТипНоменклатуры: 'Товар' },
      },
      {
        id: 'ORDER_DELIVERY',
        price: 345,
        quantity: 1,
        sum: 345,
        unit: null,
        requisites: { ТипНоменклатуры: 'Услуга' },
      },
    ]);
  });

  it('reads paid, shipped and cancelled as the requisites say', async () => {
    const statuses = (await readAll(file)).of('document').map((d) => d.status);
    expect(statuses[0]).toEqual({
      paid: true,
      paidAt: '2025-03-13T11:40:00',
      paymentNumber: 'ЦБ-000045',
      shipped: false,
      shippedAt: null,
      shipmentNumber: null,
      cancelled: false,
      posted: true,
      statusName: 'К отгрузке',
      statusId: null,
      number1c: 'ЦБ-000123',
      date1c: '2025-03-12T9:12:00',
    });
    expect(statuses[1]).toMatchObject({
      paid: false,
      paidAt: null,
      cancelled: true,
      posted: false,
    });
    expect(statuses[2]).toMatchObject({
      cancelled: true,
      shipped: true,
      shippedAt: '2025-03-14T08:00:00',
      shipmentNumber: 'РТУ-77',
      statusId: 'F',
      number1c: 'ЦБ-000130',
      posted: null,
    });
  });

  it('reads the same file in windows-1251, as older exchanges write it', async () => {
    const cp1251 = file.replace('encoding="UTF-8"', 'encoding="windows-1251"');
    const { records } = await readAll(cmlBytes(cp1251, 'win1251'));
    expect(records).toEqual((await readAll(file)).records);
  });

  it('accepts an empty answer: a root without documents', async () => {
    const { records, summary } = await readAll(cml('', '2.08', ''));
    expect(records.map((r) => r.kind)).toEqual(['header']);
    expect(summary).toMatchObject({ contains: null, counts: { document: 0 } });
  });
});
