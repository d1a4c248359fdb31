/**
 * The quick order's reader (issue #21): pasted text, CSV in UTF-8 and Windows-1251, XLSX; the
 * XLSX read as a stream within bounds (issue #33).
 */
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { AppError } from '@/server/http/app-error';
import { parseFile, parseLine, parseText, readKg } from '@/server/modules/quick-order/parse';
import { xlsxOf } from '../../support/zip';

const pick = (lines: { article: string; color: string; kg: number }[]) =>
  lines.map(({ article, color, kg }) => [article, color, kg]);

describe('quick order parser', () => {
  it('reads the three pasted shapes', () => {
    expect(parseLine('ДЖ-107 Белый 40')).toMatchObject({
      article: 'ДЖ-107',
      color: 'Белый',
      kg: 40,
    });
    expect(parseLine('ФТ-104 Серый меланж 25,5 кг')).toMatchObject({
      article: 'ФТ-104',
      color: 'Серый меланж',
      kg: 25.5,
    });
    expect(parseLine('КЛ-120; Тёмно-синий; 12.5')).toMatchObject({
      article: 'КЛ-120',
      color: 'Тёмно-синий',
      kg: 12.5,
    });
    expect(parseLine('РБ-101\tМолочный\t30')).toMatchObject({
      article: 'РБ-101',
      color: 'Молочный',
      kg: 30,
    });
    expect(parseLine('ДЖ-107,Белый,40,5')).toMatchObject({
      article: 'ДЖ-107',
      color: 'Белый',
      kg: 40.5,
    });
    expect(parseLine('"ИН-110";"Белый ""снег""";"7"')).toMatchObject({
      article: 'ИН-110',
      color: 'Белый "снег"',
      kg: 7,
    });
    expect(Number.isNaN(parseLine('ДЖ-107 Белый много').kg)).toBe(true);
    expect(readKg('1 200,5')).toBe(1200.5);
  });

  it("reads a quantity written with the unit of goods in metres or pieces: '2,5 м', '3 шт' (issue #35)", () => {
    expect(parseLine('ЛН-12 Натуральный 2,5 м')).toMatchObject({
      article: 'ЛН-12',
      color: 'Натуральный',
      kg: 2.5,
    });
    expect(parseLine('ПГ-3 Чёрный 12шт')).toMatchObject({
      article: 'ПГ-3',
      color: 'Чёрный',
      kg: 12,
    });
    expect(parseLine('ЛН-12; Натуральный; 3,25 м')).toMatchObject({ kg: 3.25 });
    expect(readKg('4 pcs')).toBe(4);
    // A colour of several words keeps them all.
    expect(parseLine('ЛН-12 Серый меланж 2 м')).toMatchObject({ color: 'Серый меланж', kg: 2 });
  });

  it("reads the quantity of '-5', '0' and '1e9' as a quantity, not as part of the colour (issue #34)", () => {
    const parts = (text: string) => {
      const { article, color, kg, quantity } = parseLine(text);
      return { article, color, kg, quantity };
    };
    expect(parts('ДЖ-107 Чёрный -5')).toEqual({
      article: 'ДЖ-107',
      color: 'Чёрный',
      kg: -5,
      quantity: '-5',
    });
    expect(parts('ДЖ-107 Чёрный 1e9')).toEqual({
      article: 'ДЖ-107',
      color: 'Чёрный',
      kg: 1e9,
      quantity: '1e9',
    });
    expect(parts('ДЖ-107 Чёрный 0')).toEqual({
      article: 'ДЖ-107',
      color: 'Чёрный',
      kg: 0,
      quantity: '0',
    });
    // A word processor's minus, Excel's exponent, the CSV shapes.
    expect(parts('ДЖ-107 Серый меланж −5 кг')).toMatchObject({ color: 'Серый меланж', kg: -5 });
    expect(parts('ДЖ-107; Чёрный; 1E+09')).toMatchObject({ color: 'Чёрный', kg: 1e9 });
    expect(parts('ДЖ-107,Чёрный,-5')).toMatchObject({ color: 'Чёрный', kg: -5 });
    // A hyphen inside a colour stays in it.
    expect(parts('КЛ-120 Тёмно-синий 40')).toMatchObject({ color: 'Тёмно-синий', kg: 40 });
    expect(parts('ДЖ-107 Белый много')).toMatchObject({ kg: Number.NaN, quantity: 'много' });
    expect(parts('ДЖ-107 Белый')).toMatchObject({ color: 'Белый', quantity: '' });
  });

  it("reads '11.5 кг' with a dot as '11,5 кг' with a comma", () => {
    for (const text of [
      'ДЖ-107 Чёрный 11.5 кг',
      'ДЖ-107; Чёрный; 11.5 кг',
      'ДЖ-107,Чёрный,11.5 кг',
    ])
      expect(parseLine(text), text).toMatchObject({ article: 'ДЖ-107', color: 'Чёрный', kg: 11.5 });
    expect(parseLine('ДЖ-107 Чёрный 11,5 кг')).toMatchObject({ color: 'Чёрный', kg: 11.5 });
    expect(readKg('11.5 кг')).toBe(readKg('11,5 кг'));
  });

  it('skips blank lines and a header line, and numbers lines as the buyer sees them', () => {
    const lines = parseText('Артикул;Цвет;Кг\r\n\r\nДЖ-107;Белый;40\r\nФТ-104;Чёрный;25\r\n');
    expect(pick(lines)).toEqual([
      ['ДЖ-107', 'Белый', 40],
      ['ФТ-104', 'Чёрный', 25],
    ]);
    expect(lines.map((l) => l.line)).toEqual([3, 4]);
  });

  it('refuses more than 500 lines with a Russian message', () => {
    const text = Array.from({ length: 501 }, (_, i) => `ДЖ-${i} Белый 1`).join('\n');
    expect(() => parseText(text)).toThrow('Не больше 500 строк за один раз, а здесь 501');
  });

  it('reads CSV files in UTF-8 (with a BOM) and in Windows-1251', async () => {
    const text = 'Артикул;Цвет;Кг\r\nДЖ-107;Тёмно-синий;40\r\nФТ-104;Чёрный;25,5\r\n';
    const expected = [
      ['ДЖ-107', 'Тёмно-синий', 40],
      ['ФТ-104', 'Чёрный', 25.5],
    ];
    const utf8 = new TextEncoder().encode(`\uFEFF${text}`);
    expect(pick(await parseFile('list.csv', utf8))).toEqual(expected);
    const cp1251 = new Uint8Array(iconv.encode(text, 'win1251'));
    expect(cp1251.length).toBeLessThan(utf8.length); // one byte per Cyrillic letter
    expect(pick(await parseFile('list.csv', cp1251))).toEqual(expected);
  });

  it('reads the first sheet of an XLSX file, numbers as numbers', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Заказ');
    sheet.addRow(['Артикул', 'Цвет', 'Кг']);
    sheet.addRow(['ДЖ-107', 'Белый', 40]);
    sheet.addRow([]);
    sheet.addRow(['ФТ-104', 'Серый меланж', 12.5]);
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    const lines = await parseFile('order.xlsx', bytes);
    expect(pick(lines)).toEqual([
      ['ДЖ-107', 'Белый', 40],
      ['ФТ-104', 'Серый меланж', 12.5],
    ]);
    expect(lines.map((l) => l.line)).toEqual([2, 4]);
  });

  it('answers bad files with a clear Russian error, never a crash', async () => {
    const failure = async (name: string, bytes: Uint8Array) => {
      try {
        await parseFile(name, bytes);
      } catch (error) {
        expect(error).toBeInstanceOf(AppError);
        return (error as AppError).message;
      }
      throw new Error('no error');
    };
    expect(await failure('a.csv', new Uint8Array())).toBe('Файл пустой');
    expect(await failure('a.xlsx', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).toMatch(
      /^Не удалось прочитать файл XLSX/,
    );
    expect(await failure('a.png', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0]))).toMatch(
      /^Файл не распознан/,
    );
    expect(await failure('big.csv', new Uint8Array(1024 * 1024 + 1).fill(65))).toBe(
      'Файл больше 1 МБ',
    );
  });
  it('reads the XLSX shapes spreadsheet programs write: shared, inline and rich strings, formulas, prefixes', async () => {
    const rows = [
      // Shared strings (Excel), the sheet before the table as Excel orders the parts.
      '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="s"><v>2</v></c></row>',
      '<row r="2" spans="1:3"><c r="A2" s="1" t="s"><v>3</v></c><c r="B2" t="s"><v>4</v></c><c r="C2"><v>40.50</v></c></row>',
      // Inline strings with an entity, a formula's cached result, a cell past column C ignored.
      '<row r="4"><c r="A4" t="inlineStr"><is><t>КЛ-120</t></is></c><c r="B4" t="inlineStr"><is><r><t>Тёмно-</t></r><r><rPr><b/></rPr><t>синий &amp; серый</t></r><rPh><t>ヒント</t></rPh></is></c><c r="C4"><f>6*2</f><v>12</v></c><c r="D4" t="inlineStr"><is><t>примечание</t></is></c></row>',
      // No references at all (they are optional), a formula giving text, a CDATA section.
      '<row><c t="str"><f>"РБ-"&amp;"101"</f><v>РБ-101</v></c><c t="inlineStr"><is><t><![CDATA[Молочный]]></t></is></c><c><v>7</v></c></row>',
      // A row of empty styled cells is no line.
      '<row r="9"><c r="A9" s="2"/><c r="B9" s="2"/><c r="C9" s="2"/></row>',
    ].join('');
    const shared = ['Артикул', 'Цвет', 'Кг', 'ДЖ-107', 'Белый'];
    const lines = await parseFile('order.xlsx', xlsxOf(rows, shared));
    expect(pick(lines)).toEqual([
      ['ДЖ-107', 'Белый', 40.5],
      ['КЛ-120', 'Тёмно-синий & серый', 12],
      ['РБ-101', 'Молочный', 7],
    ]);
    expect(lines.map((l) => l.line)).toEqual([2, 4, 5]);

    // The same sheet as a program that prefixes SpreadsheetML's names writes it.
    const prefixed = xlsxOf(
      rows.replace(/<(\/?)(row|c|v|f|is|r|t|rPh|rPr|b)([\s>/])/g, '<$1x:$2$3'),
      shared,
    );
    expect(pick(await parseFile('order.xlsx', prefixed))).toEqual(pick(lines));
  });

  it('keeps 500 lines of an XLSX file and refuses the 501st in Russian, without reading on', async () => {
    const sheetOf = async (lines: number) => {
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet('Заказ');
      sheet.addRow(['Артикул', 'Цвет', 'Кг']);
      for (let i = 1; i <= lines; i += 1) sheet.addRow([`ДЖ-${i}`, 'Белый', 1]);
      return new Uint8Array(await workbook.xlsx.writeBuffer());
    };
    expect(await parseFile('order.xlsx', await sheetOf(500))).toHaveLength(500);
    await expect(parseFile('order.xlsx', await sheetOf(501))).rejects.toMatchObject({
      status: 400,
      message: 'Не больше 500 строк за один раз, а в файле их больше',
      errors: { file: 'Не больше 500 строк за один раз, а в файле их больше' },
    });
  });

  it('refuses an XLSX file past its bounds on cells, rows, shared strings and one cell, in Russian', async () => {
    const tooBig = {
      status: 400,
      errors: {
        file: 'В файле XLSX слишком много данных: оставьте в нём только строки заказа (артикул, цвет, кг), не больше 500',
      },
    };
    const line =
      '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1"><v>40</v></c></row>';
    // One row of 100,001 cells: few lines, a wide sheet.
    const wide = xlsxOf(`${line}<row r="2">${'<c t="s"><v>0</v></c>'.repeat(100_001)}</row>`, [
      'ДЖ-107',
      'Белый',
    ]);
    await expect(parseFile('wide.xlsx', wide)).rejects.toMatchObject(tooBig);
    // 100,001 empty rows: nothing kept, but each costs time to read.
    await expect(parseFile('rows.xlsx', xlsxOf('<row/>'.repeat(100_001)))).rejects.toMatchObject(
      tooBig,
    );
    // 100,001 shared strings, though the sheet uses two.
    const strings = Array.from({ length: 100_001 }, (_, i) => `с${i}`);
    await expect(parseFile('strings.xlsx', xlsxOf(line, strings))).rejects.toMatchObject(tooBig);
    // One cell longer than Excel allows (32,767 characters).
    const long = `<row r="1"><c r="A1" t="inlineStr"><is><t>${'Ж'.repeat(40_000)}</t></is></c></row>`;
    await expect(parseFile('long.xlsx', xlsxOf(long))).rejects.toMatchObject(tooBig);
    // Within the bounds the same parts read as before.
    expect(pick(await parseFile('ok.xlsx', xlsxOf(line, ['ДЖ-107', 'Белый'])))).toEqual([
      ['ДЖ-107', 'Белый', 40],
    ]);
  });
});
