/**
 * CommerceML values as 1C and its modules really write them (docs/1c-exchange.md, «Values»):
 * numbers with a decimal comma or dot and spaces, non-breaking spaces (U+00A0) or narrow ones
 * (U+202F) between the thousands ('1 200,50'), values with stray spaces around them
 * (`Код="796 "`), booleans as true/false or 1/0.
 */
import 'server-only';

/** One optional sign, digits, at most one decimal separator: '1,4', '5990.00', '-3', ',5'. */
const plainNumber = /^[+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/;

/**
 * A number as written in a CommerceML file, or null when there is none or it does not read:
 * never NaN or an infinity. Spaces of any kind are thousands separators and are dropped; a
 * comma and a dot both mark the decimals, so a value with two separators ('1.234,5') is not read
 * rather than guessed.
 */
export function parseCmlNumber(raw: string | null | undefined): number | null {
  if (raw == null) return null;
  const compact = raw.replace(/\s+/g, '');
  if (!plainNumber.test(compact)) return null;
  const value = Number(compact.replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}

/** `ПереключательТип`: true/false as the XSD says, 1/0 as Bitrix also accepts; else null. */
export function parseCmlBoolean(raw: string | null | undefined): boolean | null {
  switch (raw?.trim().toLowerCase()) {
    case 'true':
    case '1':
      return true;
    case 'false':
    case '0':
      return false;
    default:
      return null;
  }
}

/** A value trimmed of the spaces real files carry (`Код="796 "`); null when nothing is left. */
export function cmlText(raw: string | null | undefined): string | null {
  const value = raw?.trim();
  return value ? value : null;
}

/**
 * A price's currency: 'руб' and 'руб.' (Bitrix's own output and older 1C) are RUB, Latin
 * three-letter codes are upper-cased, anything else ('грн') stays as written for the caller.
 */
export function normaliseCurrency(raw: string | null | undefined): string | null {
  const value = cmlText(raw);
  if (value === null) return null;
  const lower = value.toLowerCase();
  if (lower === 'руб' || lower === 'руб.') return 'RUB';
  return /^[a-z]{3}$/i.test(value) ? value.toUpperCase() : value;
}

/** `Статус` «Удален» (also spelt with ё). */
export function isDeletedStatus(raw: string | null | undefined): boolean {
  const value = raw?.trim().toLowerCase();
  return value === 'удален' || value === 'удалён';
}
