/**
 * CommerceML catalogue files (issue #35): groups, properties, products with their units,
 * pictures and deletion marks, as 2.03–2.08 single files and 3.1 split files write them.
 */
import { describe, expect, it } from 'vitest';
import { cml, readAll } from '../../support/cml';

const classifier = `
  <Классификатор>
    <Ид>cls-1</Ид>
    <Наименование>Классификатор (Ткани)</Наименование>
    <Владелец><Ид>own-1</Ид><Наименование>ООО «Полотно»</Наименование><ИНН>3702000000</ИНН></Владелец>
    <Группы>
      <Группа>
        <Ид>g-knit</Ид><Наименование>Трикотаж</Наименование>
        <Группы>
          <Группа><Ид>g-kulirka</Ид><Наименование>Кулирка</Наименование></Группа>
          <Группа>
            <Ид>g-footer</Ид><Наименование>Футер</Наименование>
            <Группы><Группа><Ид>g-footer3</Ид><Наименование>Футер трёхнитка</Наименование></Группа></Группы>
          </Группа>
        </Группы>
      </Группа>
      <Группа><Ид>g-old</Ид><Наименование>Снятые с производства</Наименование><ПометкаУдаления>true</ПометкаУдаления></Группа>
    </Группы>
    <Свойства>
      <Свойство>
        <Ид>p-color</Ид><Наименование>Цвет</Наименование><ТипЗначений>Справочник</ТипЗначений>
        <ВариантыЗначений>
          <Справочник><ИдЗначения>v-white</ИдЗначения><Значение>Белый</Значение></Справочник>
          <Справочник><ИдЗначения>v-navy</ИдЗначения><Значение>Тёмно-синий</Значение></Справочник>
        </ВариантыЗначений>
      </Свойство>
      <Свойство><Ид>p-density</Ид><Наименование>Плотность</Наименование><ТипЗначений>Число</ТипЗначений></Свойство>
      <Свойство><Ид>p-comp</Ид><Наименование>Состав</Наименование><ТипЗначений>Строка</ТипЗначений><Множественное>true</Множественное></Свойство>
    </Свойства>
  </Классификатор>`;

const products = `
  <Каталог СодержитТолькоИзменения="false">
    <Ид>cat-1</Ид><ИдКлассификатора>cls-1</ИдКлассификатора><Наименование>Основной каталог</Наименование>
    <Товары>
      <Товар>
        <Ид>prod-kul</Ид>
        <Штрихкод>4600000000017</Штрихкод>
        <Артикул> КЛ-120 </Артикул>
        <Наименование>Кулирная гладь 30/1 пенье</Наименование>
        <БазоваяЕдиница Код="166 " НаименованиеПолное="Килограмм" МеждународноеСокращение="KGM">кг</БазоваяЕдиница>
        <Группы><Ид>g-kulirka</Ид></Группы>
        <Описание>&lt;p&gt;Хлопок 100%, &amp;laquo;пенье&amp;raquo;&lt;/p&gt;</Описание>
        <Картинка>import_files/a1/prod-kul_pic1.jpg</Картинка>
        <Картинка/>
        <Картинка>  </Картинка>
        <Картинка>import_files\\a1\\prod-kul_pic2.jpg</Картинка>
        <ЗначенияСвойств>
          <ЗначенияСвойства><Ид>p-color</Ид><Значение>v-white</Значение></ЗначенияСвойства>
          <ЗначенияСвойства><Ид>p-density</Ид><Значение>180,5</Значение></ЗначенияСвойства>
          <ЗначенияСвойства><Ид>p-comp</Ид><Значение>Хлопок 95%</Значение><Значение>Лайкра 5%</Значение></ЗначенияСвойства>
          <ЗначенияСвойства><Ид>p-old</Ид><Значение/></ЗначенияСвойства>
        </ЗначенияСвойств>
        <СтавкиНалогов><СтавкаНалога><Наименование>НДС</Наименование><Ставка>20</Ставка></СтавкаНалога></СтавкиНалогов>
        <ЗначенияРеквизитов>
          <ЗначениеРеквизита><Наименование>ВидНоменклатуры</Наименование><Значение>Полотно</Значение></ЗначениеРеквизита>
          <ЗначениеРеквизита><Наименование>Полное наименование</Наименование><Значение>Кулирная гладь 30/1 пенье, белая</Значение></ЗначениеРеквизита>
          <ЗначениеРеквизита><Наименование>Вес</Наименование><Значение>1,25</Значение></ЗначениеРеквизита>
        </ЗначенияРеквизитов>
        <Изготовитель><Ид>m-1</Ид><Наименование>Полотно</Наименование></Изготовитель>
      </Товар>
      <Товар>
        <Ид>prod-rib</Ид><Артикул>РБ-101</Артикул><Наименование>Рибана</Наименование>
        <БазоваяЕдиница Код="006" НаименованиеПолное="Метр" МеждународноеСокращение="MTR">м</БазоваяЕдиница>
        <Группы><Ид>g-kulirka</Ид><Ид>g-footer</Ид></Группы>
      </Товар>
      <Товар>
        <Ид>prod-gone</Ид><Наименование>Снятый товар</Наименование><Статус>Удален</Статус>
      </Товар>
    </Товары>
  </Каталог>`;

describe('a 2.08 import.xml (classifier and catalogue in one file)', () => {
  it('starts with the header and says what the file holds once it is read', async () => {
    const { records, summary } = await readAll(cml(classifier + products));
    expect(records[0]).toEqual({
      kind: 'header',
      schemaVersion: '2.08',
      generatedAt: '2025-03-14T09:30:00',
    });
    expect(summary).toMatchObject({
      schemaVersion: '2.08',
      contains: 'catalog',
      onlyChanges: false,
    });
    expect(summary.counts).toMatchObject({ header: 1, group: 5, property: 3, product: 3 });
  });

  it('flattens nested groups, each parent before its children', async () => {
    const { of } = await readAll(cml(classifier + products));
    expect(of('group')).toEqual([
      { kind: 'group', id: 'g-knit', name: 'Трикотаж', parentId: null, deleted: false },
      { kind: 'group', id: 'g-kulirka', name: 'Кулирка', parentId: 'g-knit', deleted: false },
      { kind: 'group', id: 'g-footer', name: 'Футер', parentId: 'g-knit', deleted: false },
      {
        kind: 'group',
        id: 'g-footer3',
        name: 'Футер трёхнитка',
        parentId: 'g-footer',
        deleted: false,
      },
      { kind: 'group', id: 'g-old', name: 'Снятые с производства', parentId: null, deleted: true },
    ]);
  });

  it('reads properties with their type and variants', async () => {
    const { of } = await readAll(cml(classifier + products));
    const [color, density, composition] = of('property');
    expect(color).toMatchObject({
      id: 'p-color',
      name: 'Цвет',
      valueType: 'reference',
      multiple: false,
    });
    expect({ ...color!.variants }).toEqual({ 'v-white': 'Белый', 'v-navy': 'Тёмно-синий' });
    expect(density).toMatchObject({ valueType: 'number', variants: {} });
    expect(composition).toMatchObject({ valueType: 'string', multiple: true });
  });

  it('reads a product: trimmed unit code, groups, pictures without empty ones, values, requisites', async () => {
    const { of } = await readAll(cml(classifier + products));
    const [knit, rib, gone] = of('product');
    expect(knit).toMatchObject({
      id: 'prod-kul',
      article: 'КЛ-120',
      name: 'Кулирная гладь 30/1 пенье',
      description: '<p>Хлопок 100%, &laquo;пенье&raquo;</p>',
      unit: { code: '166', name: 'Килограмм', international: 'KGM', text: 'кг', short: null },
      groupIds: ['g-kulirka'],
      pictures: ['import_files/a1/prod-kul_pic1.jpg', 'import_files/a1/prod-kul_pic2.jpg'],
      properties: [
        { id: 'p-color', values: ['v-white'] },
        { id: 'p-density', values: ['180,5'] },
        { id: 'p-comp', values: ['Хлопок 95%', 'Лайкра 5%'] },
        { id: 'p-old', values: [] },
      ],
      barcode: '4600000000017',
      weight: 1.25,
      deleted: false,
    });
    expect({ ...knit!.requisites }).toEqual({
      ВидНоменклатуры: 'Полотно',
      'Полное наименование': 'Кулирная гладь 30/1 пенье, белая',
      Вес: '1,25',
    });
    expect(rib).toMatchObject({
      unit: { code: '006', text: 'м' },
      groupIds: ['g-kulirka', 'g-footer'],
      pictures: [],
      properties: null,
      description: null,
    });
    expect(gone).toMatchObject({ id: 'prod-gone', deleted: true, groupIds: null });
  });
});

describe('deletion marks', () => {
  it('hides a product by Статус as an element or an attribute, and by ПометкаУдаления', async () => {
    const { of } = await readAll(
      cml(`<Каталог><Ид>c</Ид><Товары>
        <Товар><Ид>a</Ид><Статус>Удален</Статус></Товар>
        <Товар Статус="Удален"><Ид>b</Ид></Товар>
        <Товар><Ид>c</Ид><ПометкаУдаления>true</ПометкаУдаления></Товар>
        <Товар><Ид>d</Ид><ПометкаУдаления>false</ПометкаУдаления><Статус>Изменен</Статус></Товар>
        <Товар Статус="Новый"><Ид>e</Ид></Товар>
      </Товары></Каталог>`),
    );
    expect(of('product').map((p) => [p.id, p.deleted])).toEqual([
      ['a', true],
      ['b', true],
      ['c', true],
      ['d', false],
      ['e', false],
    ]);
  });
});

describe('older and newer writers', () => {
  it('2.03: СодержитТолькоИзменения as the first child element, properties in ТипыЗначений', async () => {
    const { of, summary } = await readAll(
      cml(
        `<Классификатор><Ид>k</Ид><Свойства>
          <Свойство><Ид>p-width</Ид><Наименование>Ширина</Наименование>
            <ТипыЗначений><ТипЗначений><Тип>Справочник</Тип><ВариантыЗначений>
              <ВариантЗначения><Ид>w-180</Ид><Значение>180 см</Значение></ВариантЗначения>
              <ВариантЗначения><Ид>w-90</Ид><Значение>90 см (рукав)</Значение></ВариантЗначения>
            </ВариантыЗначений></ТипЗначений></ТипыЗначений>
          </Свойство>
        </Свойства></Классификатор>
        <Каталог><СодержитТолькоИзменения>true</СодержитТолькоИзменения><Ид>c</Ид><Товары>
          <Товар><Ид>a</Ид><ШтрихКод>4600000000024</ШтрихКод></Товар>
        </Товары></Каталог>`,
        '2.03',
        '',
      ),
    );
    expect(summary).toMatchObject({
      schemaVersion: '2.03',
      contains: 'catalog',
      onlyChanges: true,
    });
    const [width] = of('property');
    expect(width!.valueType).toBe('reference');
    expect({ ...width!.variants }).toEqual({ 'w-180': '180 см', 'w-90': '90 см (рукав)' });
    expect(of('product')[0]!.barcode).toBe('4600000000024');
  });

  it('a plain list of values maps each value to itself', async () => {
    const { of } = await readAll(
      cml(`<Классификатор><Ид>k</Ид><Свойства><Свойство><Ид>p</Ид><Наименование>Сезон</Наименование>
        <ВариантыЗначений><Значение>Лето</Значение><Значение>Зима</Значение></ВариантыЗначений>
      </Свойство></Свойства></Классификатор>`),
    );
    expect(of('property')[0]).toMatchObject({ valueType: 'reference' });
    expect({ ...of('property')[0]!.variants }).toEqual({ Лето: 'Лето', Зима: 'Зима' });
  });

  it('2.08 in the commerceml_210 namespace, with or without a prefix, reads the same', async () => {
    const plain = await readAll(cml(products, '2.08', 'urn:1C.ru:commerceml_210'));
    const prefixed = await readAll(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<cml:КоммерческаяИнформация xmlns:cml="urn:1C.ru:commerceml_210" cml:ВерсияСхемы="2.08" ДатаФормирования="2025-03-14T09:30:00">' +
        products.replace(/<(\/?)(?=[А-Яа-я])/g, '<$1cml:') +
        '</cml:КоммерческаяИнформация>',
    );
    expect(plain.of('product')).toHaveLength(3);
    expect(prefixed.records).toEqual(plain.records);
    expect(prefixed.summary).toEqual(plain.summary);
  });

  it('3.1 classifier file: price types, warehouses and units in Классификатор, an empty Каталог', async () => {
    const { of, summary } = await readAll(
      cml(
        `<Классификатор СодержитТолькоИзменения="false">
          <Ид>cls</Ид><НомерВерсии>AAAAAQ==</НомерВерсии><ПометкаУдаления>false</ПометкаУдаления><Наименование>Классификатор</Наименование>
          <Группы><Группа><Ид>g1</Ид><НомерВерсии>AAAAAg==</НомерВерсии><ПометкаУдаления>false</ПометкаУдаления><Наименование>Трикотаж</Наименование></Группа></Группы>
          <ТипыЦен>
            <ТипЦены><Ид>pt-opt</Ид><Наименование>Опт</Наименование><Валюта>руб.</Валюта>
              <Налог><Наименование>НДС</Наименование><УчтеноВСумме>true</УчтеноВСумме></Налог></ТипЦены>
            <ТипЦены><Ид>pt-retail</Ид><Наименование>Розница</Наименование><Валюта>RUB</Валюта></ТипЦены>
          </ТипыЦен>
          <Склады>
            <Склад><Ид>wh-iv</Ид><ПометкаУдаления>false</ПометкаУдаления><Наименование>Иваново</Наименование>
              <Адрес><Представление>Иваново, ул. Ткацкая, 1</Представление></Адрес></Склад>
            <Склад><Ид>wh-old</Ид><ПометкаУдаления>true</ПометкаУдаления><Наименование>Старый склад</Наименование></Склад>
          </Склады>
          <ЕдиницыИзмерения>
            <ЕдиницаИзмерения><Ид>u-166</Ид><НомерВерсии>x</НомерВерсии><ПометкаУдаления>false</ПометкаУдаления>
              <Код>166 </Код><НаименованиеКраткое>кг</НаименованиеКраткое><НаименованиеПолное>Килограмм</НаименованиеПолное>
              <МеждународноеСокращение>KGM</МеждународноеСокращение></ЕдиницаИзмерения>
          </ЕдиницыИзмерения>
        </Классификатор>
        <Каталог СодержитТолькоИзменения="false"><Ид>cat</Ид><ИдКлассификатора>cls</ИдКлассификатора><Наименование>Каталог</Наименование></Каталог>`,
        '3.1',
        'urn:1C.ru:commerceml_3',
      ),
      'import___c0ffee.xml',
    );
    expect(summary).toMatchObject({ contains: 'classifier', onlyChanges: false });
    expect(of('group')).toEqual([
      { kind: 'group', id: 'g1', name: 'Трикотаж', parentId: null, deleted: false },
    ]);
    expect(of('priceType')).toEqual([
      {
        kind: 'priceType',
        id: 'pt-opt',
        name: 'Опт',
        currency: 'RUB',
        tax: { name: 'НДС', includedInPrice: true },
      },
      { kind: 'priceType', id: 'pt-retail', name: 'Розница', currency: 'RUB', tax: null },
    ]);
    expect(of('warehouse')).toEqual([
      {
        kind: 'warehouse',
        id: 'wh-iv',
        name: 'Иваново',
        address: 'Иваново, ул. Ткацкая, 1',
        deleted: false,
      },
      { kind: 'warehouse', id: 'wh-old', name: 'Старый склад', address: null, deleted: true },
    ]);
    expect(of('unit')).toEqual([
      {
        kind: 'unit',
        id: 'u-166',
        code: '166',
        name: 'Килограмм',
        short: 'кг',
        international: 'KGM',
        deleted: false,
      },
    ]);
  });

  it('3.1 goods file: the unit is the Ид of a classifier unit, Вес an element', async () => {
    const { of, summary } = await readAll(
      cml(
        `<Каталог СодержитТолькоИзменения="true"><Ид>cat</Ид><ИдКлассификатора>cls</ИдКлассификатора><Наименование>Каталог</Наименование>
          <Товары><Товар><Ид>p1</Ид><НомерВерсии>v</НомерВерсии><ПометкаУдаления>false</ПометкаУдаления>
            <Артикул>ФТ-104</Артикул><Наименование>Футер</Наименование><БазоваяЕдиница>u-166</БазоваяЕдиница>
            <Группы><Ид>g1</Ид></Группы><Вес>0,320</Вес></Товар></Товары></Каталог>`,
        '3.1',
        'urn:1C.ru:commerceml_3',
      ),
      'import___d00d.xml',
    );
    expect(summary).toMatchObject({ contains: 'catalog', onlyChanges: true });
    expect(of('product')[0]).toMatchObject({
      unit: { text: 'u-166', code: null, name: null, international: null },
      weight: 0.32,
      deleted: false,
    });
  });
});
