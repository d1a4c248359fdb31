import 'server-only';

/**
 * CSV as Russian Excel opens it with a double click: UTF-8 with a BOM (else it reads CP1251),
 * ';' between cells (the Russian list separator), CRLF between rows.
 */
const csvCell = (text: string) => (/[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

export function toCsv(rows: string[][]): Buffer {
  const body = rows.map((row) => row.map(csvCell).join(';')).join('\r\n') + '\r\n';
  return Buffer.from(`\uFEFF${body}`, 'utf8');
}
