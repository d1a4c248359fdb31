/** The quick order's reader (issue #21): pasted text, CSV in UTF-8 and Windows-1251, XLSX. */
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { AppError } from '@/server/http/app-error';
import { parseFile, parseLine, parseText, readKg } from '@/server/modules/quick-order/parse';

const pick = (lines: { article: string; color: string; kg: number }[]) =>
  lines.map(({ article, color, kg }) => [article, color, kg]);

describe('quick order parser', () => {
  it('reads the three pasted shapes', () => {
    expect(parseLine('ДЖ-107 Белый 40')).toEqual({ article: 'ДЖ-107', color: 'Белый', kg: 40 });
    expect(parseLine('ФТ-104 Серый меланж 25,5 кг')).toEqual({
      article: 'ФТ-104',
      color: 'Серый меланж',
      kg: 25.5,
    });
    expect(parseLine('КЛ-120; Тёмно-синий; 12.5')).toEqual({
      article: 'КЛ-120',
      color: 'Тёмно-синий',
      kg: 12.5,
    });
    expect(parseLine('РБ-101\tМолочный\t30')).toEqual({
      article: 'РБ-101',
      color: 'Молочный',
      kg: 30,
    });
    expect(parseLine('ДЖ-107,Белый,40,5')).toEqual({ article: 'ДЖ-107', color: 'Белый', kg: 40.5 });
    expect(parseLine('"ИН-110";"Белый ""снег""";"7"')).toEqual({
      article: 'ИН-110',
      color: 'Белый "снег"',
      kg: 7,
    });
    expect(Number.isNaN(parseLine('ДЖ-107 Белый много').kg)).toBe(true);
    expect(readKg('1 200,5')).toBe(1200.5);
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
});
