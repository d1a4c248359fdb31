/**
 * CommerceML offers (issue #35): prices and stock of products and their characteristics, in
 * the three stock forms 1C writes, and the 3.1 split offers, prices and rests files.
 */
import { describe, expect, it } from 'vitest';
import { cml, readAll } from '../../support/cml';

const stubClassifier =
  '<Классификатор><Ид>cls</Ид><Наименование>Классификатор</Наименование></Классификатор>';

const offers207 = `${stubClassifier}
  <ПакетПредложений СодержитТолькоИзменения="false">
    <Ид>cat#</Ид><Наименование>Пакет предложений</Наименование><ИдКаталога>cat</ИдКаталога><ИдКлассификатора>cls</ИдКлассификатора>
    <ТипыЦен>
      <ТипЦены><Ид>pt-opt</Ид><Наименование>Опт</Наименование><Валюта>руб</Валюта></ТипЦены>
      <ТипЦены><Ид>pt-retail</Ид><Наименование>Розница</Наименование><Валюта>RUB</Валюта></ТипЦены>
    </ТипыЦен>
    <Склады>
      <Склад><Ид>wh-iv</Ид><Наименование>Иваново</Наименование><Адрес>Иваново, ул. Ткацкая, 1</Адрес></Склад>
      <Склад><Ид>wh-msk</Ид><Наименование>Москва</Наименование></Склад>
    </Склады>
    <Предложения>
      <Предложение>
        <Ид>prod-kul#char-white</Ид><Артикул>КЛ-120</Артикул><Наименование>Кулирная гладь (белая)</Наименование>
        <БазоваяЕдиница Код="796 " НаименованиеПолное="Штука" МеждународноеСокращение="PCE">шт</БазоваяЕдиница>
        <ХарактеристикиТовара>
          <ХарактеристикаТовара><Наименование>Цвет</Наименование><Значение>Белый</Значение></ХарактеристикаТовара>
          <ХарактеристикаТовара><Наименование>Ширина</Наименование><Значение>180</Значение></ХарактеристикаТовара>
        </ХарактеристикиТовара>
        <Цены>
          <Цена><Представление>1 200,50 руб. за кг</Представление><ИдТипаЦены>pt-opt</ИдТипаЦены>
            <ЦенаЗаЕдиницу>1\u00a0200,50</ЦенаЗаЕдиницу><Валюта>руб.</Валюта><Единица>кг</Единица><Коэффициент>1</Коэффициент></Цена>
          <Цена><ИдТипаЦены>pt-retail</ИдТипаЦены><ЦенаЗаЕдиницу>1450</ЦенаЗаЕдиницу></Цена>
        </Цены>
        <Количество>1 234,5</Количество>
        <Склад ИдСклада="wh-iv" КоличествоНаСкладе="1\u00a0000,5"/>
        <Склад ИдСклада="wh-msk" КоличествоНаСкладе="234"/>
      </Предложение>
      <Предложение>
        <Ид>prod-rib</Ид><Наименование>Рибана</Наименование>
        <Цены><Цена><ИдТипаЦены>pt-opt</ИдТипаЦены><ЦенаЗаЕдиницу>890.00</ЦенаЗаЕдиницу><Валюта>RUB</Валюта></Цена></Цены>
        <Количество>0</Количество>
      </Предложение>
      <Предложение>
        <Ид>a#b#char-x</Ид><Наименование>Ид с решёткой внутри</Наименование><Статус>Удален</Статус>
      </Предложение>
    </Предложения>
  </ПакетПредложений>`;

describe('a 2.07 offers.xml', () => {
  it('is an offers file: price types and warehouses come from ПакетПредложений', async () => {
    const { of, summary } = await readAll(cml(offers207, '2.07'), 'offers0_1.xml');
    expect(summary).toMatchObject({ contains: 'offers', onlyChanges: false });
    expect(of('priceType').map((t) => [t.id, t.currency])).toEqual([
      ['pt-opt', 'RUB'],
      ['pt-retail', 'RUB'],
    ]);
    expect(of('warehouse')).toEqual([
      {
        kind: 'warehouse',
        id: 'wh-iv',
        name: 'Иваново',
        address: 'Иваново, ул. Ткацкая, 1',
        deleted: false,
      },
      { kind: 'warehouse', id: 'wh-msk', name: 'Москва', address: null, deleted: false },
    ]);
  });

  it('splits product#characteristic on the last #, reads prices with NBSP thousands and decimal commas', async () => {
    const [white, rib, odd] = (await readAll(cml(offers207, '2.07'))).of('offer');
    expect(white).toMatchObject({
      id: 'prod-kul#char-white',
      productId: 'prod-kul',
      characteristicId: 'char-white',
      article: 'КЛ-120',
      unit: { code: '796', name: 'Штука', international: 'PCE', text: 'шт' },
      characteristics: [
        { name: 'Цвет', value: 'Белый' },
        { name: 'Ширина', value: '180' },
      ],
      prices: [
        { priceTypeId: 'pt-opt', value: 1200.5, currency: 'RUB', unit: 'кг', factor: 1 },
        { priceTypeId: 'pt-retail', value: 1450, currency: null, unit: null, factor: null },
      ],
      quantity: 1234.5,
      deleted: false,
    });
    expect(white!.stock).toEqual([
      { warehouseId: 'wh-iv', quantity: 1000.5 },
      { warehouseId: 'wh-msk', quantity: 234 },
    ]);
    expect(rib).toMatchObject({
      productId: 'prod-rib',
      characteristicId: null,
      quantity: 0,
      stock: null,
      characteristics: null,
      prices: [{ value: 890, currency: 'RUB' }],
    });
    expect(odd).toMatchObject({
      productId: 'a#b',
      characteristicId: 'char-x',
      deleted: true,
      prices: null,
    });
  });

  it('reads КоличествоНаСкладах/КоличествоНаСкладе and prefers it, as Bitrix does', async () => {
    const [offer] = (
      await readAll(
        cml(`<ПакетПредложений><Ид>c#</Ид><Предложения><Предложение><Ид>p</Ид>
          <Склад ИдСклада="wh-iv" КоличествоНаСкладе="1"/>
          <КоличествоНаСкладах>
            <КоличествоНаСкладе><ИдСклада>wh-iv</ИдСклада><Количество>12,5</Количество></КоличествоНаСкладе>
            <КоличествоНаСкладе ИдСклада="wh-msk" Количество="3"/>
          </КоличествоНаСкладах>
        </Предложение></Предложения></ПакетПредложений>`),
      )
    ).of('offer');
    expect(offer!.stock).toEqual([
      { warehouseId: 'wh-iv', quantity: 12.5 },
      { warehouseId: 'wh-msk', quantity: 3 },
    ]);
    expect(offer!.quantity).toBe(15.5);
  });

  it('takes ИзмененияПакетаПредложений for a change-only offers file', async () => {
    const { of, summary } = await readAll(
      cml(`<ИзмененияПакетаПредложений><Ид>c#</Ид><Предложения>
        <Предложение><Ид>p</Ид><Цены><Цена><ИдТипаЦены>pt</ИдТипаЦены><ЦенаЗаЕдиницу>10</ЦенаЗаЕдиницу></Цена></Цены></Предложение>
      </Предложения></ИзмененияПакетаПредложений>`),
    );
    expect(summary).toMatchObject({ contains: 'offers', onlyChanges: true });
    expect(of('offer')[0]!.prices).toEqual([
      { priceTypeId: 'pt', value: 10, currency: null, unit: null, factor: null },
    ]);
  });
});

const package31 = (offers: string) =>
  cml(
    `<ПакетПредложений СодержитТолькоИзменения="true"><Ид>cat#</Ид><Наименование>Пакет предложений</Наименование>
      <ИдКаталога>cat</ИдКаталога><ИдКлассификатора>cls</ИдКлассификатора><Предложения>${offers}</Предложения></ПакетПредложений>`,
    '3.1',
    'urn:1C.ru:commerceml_3',
  );

describe('3.1 split offers, prices and rests files', () => {
  it('offers___: characteristics as property values, and nothing said about prices or stock', async () => {
    const { of, summary } = await readAll(
      package31(`<Предложение><Ид>prod-kul#char-navy</Ид><НомерВерсии>v</НомерВерсии><ПометкаУдаления>false</ПометкаУдаления>
        <Артикул>КЛ-120</Артикул><Наименование>Кулирная гладь (тёмно-синяя)</Наименование><БазоваяЕдиница>u-166</БазоваяЕдиница>
        <ХарактеристикиТовара/>
        <ЗначенияСвойств><ЗначенияСвойства><Ид>p-color</Ид><Значение>v-navy</Значение></ЗначенияСвойства></ЗначенияСвойств>
      </Предложение>`),
      'offers___1a2b.xml',
    );
    expect(summary).toMatchObject({ contains: 'offers', onlyChanges: true });
    expect(of('offer')[0]).toMatchObject({
      productId: 'prod-kul',
      characteristicId: 'char-navy',
      unit: { text: 'u-166' },
      characteristics: [],
      properties: [{ id: 'p-color', values: ['v-navy'] }],
      prices: null,
      stock: null,
      quantity: null,
    });
  });

  it('prices___: Ид and Цены only', async () => {
    const [offer] = (
      await readAll(
        package31(`<Предложение><Ид>prod-kul#char-navy</Ид><Цены>
          <Цена><Представление>1 310 руб. за кг</Представление><ИдТипаЦены>pt-opt</ИдТипаЦены><ЦенаЗаЕдиницу>1310</ЦенаЗаЕдиницу><Валюта>RUB</Валюта></Цена>
        </Цены></Предложение>`),
        'prices___3c4d.xml',
      )
    ).of('offer');
    expect(offer).toMatchObject({
      name: null,
      prices: [{ priceTypeId: 'pt-opt', value: 1310, currency: 'RUB' }],
      stock: null,
      quantity: null,
    });
  });

  it('rests___: Остатки/Остаток/Склад per warehouse, and a plain Остаток/Количество as the total', async () => {
    const [perStore, total] = (
      await readAll(
        package31(`
          <Предложение><Ид>prod-kul#char-navy</Ид><Остатки>
            <Остаток><Склад><Ид>wh-iv</Ид><Количество>40,25</Количество></Склад></Остаток>
            <Остаток><Склад><Ид>wh-msk</Ид><Количество>2 000</Количество></Склад></Остаток>
          </Остатки></Предложение>
          <Предложение><Ид>prod-rib</Ид><Остатки><Остаток><Количество>17</Количество></Остаток></Остатки></Предложение>`),
        'rests___5e6f.xml',
      )
    ).of('offer');
    expect(perStore).toMatchObject({
      stock: [
        { warehouseId: 'wh-iv', quantity: 40.25 },
        { warehouseId: 'wh-msk', quantity: 2000 },
      ],
      quantity: 2040.25,
      prices: null,
    });
    expect(total).toMatchObject({ stock: null, quantity: 17 });
  });
});
