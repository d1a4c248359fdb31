/**
 * A CommerceML file the exchange must refuse whole (issue #35), with a Russian message for
 * 1C's log naming the file, the line and the element; and a reader that waits for the apply
 * step before reading on.
 */
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readCml } from '@/server/modules/exchange/cml/reader';
import type { CmlRecord } from '@/server/modules/exchange/cml/types';
import { cml, cmlBytes, readAll, readError } from '../../support/cml';

const catalogWith = (products: string) =>
  cml(`<Каталог СодержитТолькоИзменения="false"><Ид>cat</Ид>
<Товары>
${products}
</Товары>
</Каталог>`);

describe('malformed files', () => {
  it('refuses a file cut off mid-element, not reads the part that came', async () => {
    const whole = catalogWith(
      '<Товар><Ид>a</Ид><Наименование>Кулирка</Наименование></Товар>\n<Товар><Ид>b</Ид>',
    );
    const error = await readError(whole.slice(0, whole.indexOf('</Товары>')), 'import0_1.xml');
    // The line where the file ends, the element that was left open.
    expect(error.message).toBe(
      'import0_1.xml, строка 7: файл оборван: не закрыт элемент Каталог/Товары/Товар',
    );
    const midTag = await readError(whole.slice(0, whole.indexOf('<Наименование>') + 6));
    expect(midTag.message).toMatch(
      /^import\.xml, строка 5: файл оборван: не закрыт элемент Каталог\/Товары\/Товар/,
    );
  });

  it('names the line and element of a price that is not a number', async () => {
    const error = await readError(
      cml(`<ПакетПредложений><Ид>c#</Ид><Предложения>
<Предложение><Ид>p</Ид><Цены>
<Цена><ИдТипаЦены>pt</ИдТипаЦены>
<ЦенаЗаЕдиницу>1 200,5,0</ЦенаЗаЕдиницу></Цена>
</Цены></Предложение></Предложения></ПакетПредложений>`),
      'offers0_1.xml',
    );
    expect(error.message).toBe(
      'offers0_1.xml, строка 6: в элементе ПакетПредложений/Предложения/Предложение/Цены/Цена/ЦенаЗаЕдиницу не число: «1 200,5,0»',
    );
    expect(error.line).toBe(6);
    expect(error.path.at(-1)).toBe('ЦенаЗаЕдиницу');
  });

  it('refuses stock whose quantity does not read, in the attribute form too', async () => {
    const error = await readError(
      cml(`<ПакетПредложений><Ид>c#</Ид><Предложения><Предложение><Ид>p</Ид>
<Склад ИдСклада="wh" КоличествоНаСкладе="много"/></Предложение></Предложения></ПакетПредложений>`),
    );
    expect(error.reason).toBe(
      'в атрибуте КоличествоНаСкладе элемента ПакетПредложений/Предложения/Предложение/Склад не число: «много»',
    );
  });

  it('names the product that has no Ид', async () => {
    const error = await readError(
      catalogWith(
        '<Товар><Ид>a</Ид></Товар>\n<Товар>\n<Наименование>Без Ид</Наименование></Товар>',
      ),
    );
    expect(error.message).toBe('import.xml, строка 6: в элементе Каталог/Товары/Товар нет Ид');
  });

  it('refuses a price without its type or value', async () => {
    const offer = (price: string) =>
      cml(
        `<ПакетПредложений><Ид>c#</Ид><Предложения><Предложение><Ид>p</Ид><Цены><Цена>${price}</Цена></Цены></Предложение></Предложения></ПакетПредложений>`,
      );
    expect((await readError(offer('<ЦенаЗаЕдиницу>1</ЦенаЗаЕдиницу>'))).reason).toBe(
      'в элементе ПакетПредложений/Предложения/Предложение/Цены/Цена нет ИдТипаЦены',
    );
    expect((await readError(offer('<ИдТипаЦены>pt</ИдТипаЦены><ЦенаЗаЕдиницу/>'))).reason).toBe(
      'в элементе ПакетПредложений/Предложения/Предложение/Цены/Цена нет ЦенаЗаЕдиницу',
    );
  });

  it('refuses XML that is not well-formed', async () => {
    const error = await readError(catalogWith('<Товар><Ид>a</Ид></Наименование></Товар>'));
    expect(error.message).toMatch(/^import\.xml, строка 5: в элементе .*нарушена разметка XML/);
    const entity = await readError(
      catalogWith('<Товар><Ид>a</Ид><Описание>a&nbsp;b</Описание></Товар>'),
    );
    expect(entity.message).toContain('неизвестная ссылка &…;');
  });

  it('expands no entity a DOCTYPE declares (no entity bombs)', async () => {
    const bomb =
      '<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE КоммерческаяИнформация [<!ENTITY a "ааааааааaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]>\n' +
      '<КоммерческаяИнформация ВерсияСхемы="2.08"><Каталог><Ид>c</Ид><Товары><Товар><Ид>p</Ид><Наименование>&b;</Наименование></Товар></Товары></Каталог></КоммерческаяИнформация>';
    expect((await readError(bomb)).message).toMatch(
      /^import\.xml, строка 3: в элементе Каталог\/Товары\/Товар\/Наименование нарушена разметка XML \(неизвестная ссылка/,
    );
  });

  it('refuses a file that is not CommerceML, or CommerceML 1', async () => {
    expect((await readError(cmlBytes('<?xml version="1.0"?><html><body/></html>'))).message).toBe(
      'import.xml, строка 1: корневой элемент html, а не КоммерческаяИнформация: это не файл CommerceML',
    );
    expect((await readError(cml('<Каталог/>', '1.021'))).reason).toBe(
      'версия схемы 1.021 не поддерживается: нужен CommerceML 2.03–2.10 или 3.1',
    );
    expect((await readError(cmlBytes('   '))).reason).toBe('в файле нет XML-документа');
  });

  it('ignores elements it does not know', async () => {
    const { of } = await readAll(
      catalogWith(
        '<Товар><Ид>a</Ид><НовыйЭлемент1С><Что-то>x</Что-то></НовыйЭлемент1С><Наименование>Кулирка</Наименование></Товар>',
      ),
    );
    expect(of('product')[0]).toMatchObject({ id: 'a', name: 'Кулирка' });
  });
});

describe('bounds', () => {
  it('caps a description at 1 Mi characters and other texts at 64 Ki', async () => {
    const description = (n: number) =>
      catalogWith(`<Товар><Ид>a</Ид><Описание>${'ж'.repeat(n)}</Описание></Товар>`);
    expect((await readAll(description(1024 * 1024))).of('product')[0]!.description).toHaveLength(
      1024 * 1024,
    );
    expect((await readError(description(1024 * 1024 + 1))).reason).toBe(
      'в элементе Каталог/Товары/Товар/Описание текст длиннее 1\u00a0048\u00a0576 знаков',
    );
    const name = catalogWith(
      `<Товар><Ид>a</Ид><Наименование>${'ж'.repeat(64 * 1024 + 1)}</Наименование></Товар>`,
    );
    expect((await readError(name)).reason).toBe(
      'в элементе Каталог/Товары/Товар/Наименование текст длиннее 65\u00a0536 знаков',
    );
  });

  it('refuses elements nested too deep and an endless tag outside any record', async () => {
    const deep = cml(`<Каталог><Ид>c</Ид>${'<x>'.repeat(70)}${'</x>'.repeat(70)}</Каталог>`);
    expect((await readError(deep)).reason).toMatch(/элементы вложены глубже 64 уровней$/);
    const opening = cml('<Каталог><Ид>c</Ид><Прочее атрибут="');
    const pieces = [cmlBytes(opening.slice(0, opening.indexOf('"\n') + 1))];
    for (let i = 0; i < 72; i += 1) pieces.push(Buffer.from('ж'.repeat(128 * 1024)));
    const endless = await readError(Readable.from(pieces));
    expect(endless.reason).toMatch(/^в элементе Каталог тег или текст длиннее/);
  });
});

describe('back-pressure', () => {
  it('waits for each record before handling the next or reading further', async () => {
    let pulled = 0;
    async function* source() {
      yield cmlBytes(
        '<?xml version="1.0" encoding="UTF-8"?><КоммерческаяИнформация ВерсияСхемы="2.08"><Каталог><Ид>c</Ид><Товары>',
      );
      for (let i = 0; i < 20; i += 1) {
        pulled += 1;
        yield Buffer.from(`<Товар><Ид>p${i}</Ид></Товар>`);
      }
      yield Buffer.from('</Товары></Каталог></КоммерческаяИнформация>');
    }
    let busy = false;
    const seen: string[] = [];
    await readCml(source(), {
      fileName: 'import.xml',
      onRecord: async (record: CmlRecord) => {
        expect(busy).toBe(false);
        busy = true;
        if (record.kind === 'product') {
          seen.push(record.id);
          // The reader has not pulled more than the chunk this product came in.
          expect(pulled).toBe(seen.length);
        }
        await new Promise((resolve) => setTimeout(resolve, 2));
        busy = false;
      },
    });
    expect(seen).toEqual(Array.from({ length: 20 }, (_, i) => `p${i}`));
  });

  it('stops reading and passes on what the apply step threw', async () => {
    const failure = new Error('база недоступна');
    let calls = 0;
    const result = readCml(
      Readable.from([cmlBytes(catalogWith('<Товар><Ид>a</Ид></Товар><Товар><Ид>b</Ид></Товар>'))]),
      {
        fileName: 'import.xml',
        onRecord: (record) => {
          calls += 1;
          if (record.kind === 'product') throw failure;
        },
      },
    );
    await expect(result).rejects.toBe(failure);
    expect(calls).toBe(2);
  });
});
