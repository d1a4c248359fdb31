/**
 * Phone countries of accounts.md §3 (name, code, dial code, mask, placeholder, length), in the
 * spec's order, Russia the default. The spec gives Russia's mask, (NNN) NNN-NN-NN; the others
 * follow each country's numbering plan. `mask` is react-imask's ('0' = a digit) for the national
 * part (the dial code stands in the country select), `length` its count of digits; a full value
 * is '+{dial} {masked national part}', e.g. '+7 (900) 123-45-67', as every phone field sends it.
 */
export interface PhoneCountry {
  name: string;
  code: 'AZ' | 'AM' | 'BY' | 'KZ' | 'KG' | 'MD' | 'RU' | 'TJ' | 'UZ';
  dial: string;
  mask: string;
  placeholder: string;
  length: number;
}

export const phoneCountries: readonly PhoneCountry[] = [
  {
    name: 'Азербайджан',
    code: 'AZ',
    dial: '994',
    mask: '(00) 000-00-00',
    placeholder: '(__) ___-__-__',
    length: 9,
  },
  {
    name: 'Армения',
    code: 'AM',
    dial: '374',
    mask: '(00) 000-000',
    placeholder: '(__) ___-___',
    length: 8,
  },
  {
    name: 'Беларусь',
    code: 'BY',
    dial: '375',
    mask: '(00) 000-00-00',
    placeholder: '(__) ___-__-__',
    length: 9,
  },
  {
    name: 'Казахстан',
    code: 'KZ',
    dial: '7',
    mask: '(000) 000-00-00',
    placeholder: '(___) ___-__-__',
    length: 10,
  },
  {
    name: 'Кыргызстан',
    code: 'KG',
    dial: '996',
    mask: '(000) 000-000',
    placeholder: '(___) ___-___',
    length: 9,
  },
  {
    name: 'Молдова',
    code: 'MD',
    dial: '373',
    mask: '(00) 000-000',
    placeholder: '(__) ___-___',
    length: 8,
  },
  {
    name: 'Россия',
    code: 'RU',
    dial: '7',
    mask: '(000) 000-00-00',
    placeholder: '(___) ___-__-__',
    length: 10,
  },
  {
    name: 'Таджикистан',
    code: 'TJ',
    dial: '992',
    mask: '(00) 000-00-00',
    placeholder: '(__) ___-__-__',
    length: 9,
  },
  {
    name: 'Узбекистан',
    code: 'UZ',
    dial: '998',
    mask: '(00) 000-00-00',
    placeholder: '(__) ___-__-__',
    length: 9,
  },
];

export const DEFAULT_PHONE_COUNTRY = phoneCountries.find((c) => c.code === 'RU')!;

export const phoneCountryByCode = (code: string): PhoneCountry =>
  phoneCountries.find((c) => c.code === code) ?? DEFAULT_PHONE_COUNTRY;

/** '+7 (900) 123-45-67' for the national digits of a country, or null when the count is wrong. */
export function formatPhone(country: PhoneCountry, national: string): string | null {
  const digits = national.replace(/\D/g, '');
  if (digits.length !== country.length) return null;
  let i = 0;
  const masked = country.mask.replace(/0/g, () => digits[i++]!);
  return `+${country.dial} ${masked}`;
}

/**
 * Whether a full phone value is complete for one of the countries: '+{dial} ' followed by
 * exactly the country's mask filled with digits.
 */
export function isCompletePhone(value: string): boolean {
  return phoneCountries.some((country) => {
    const prefix = `+${country.dial} `;
    if (!value.startsWith(prefix)) return false;
    const rest = value.slice(prefix.length);
    if (rest.length !== country.mask.length) return false;
    return [...country.mask].every((ch, i) => (ch === '0' ? /\d/.test(rest[i]!) : rest[i] === ch));
  });
}

/**
 * A phone typed freely (a form posted without a script has no mask: '8 900 123 45 67',
 * '+7(900)1234567', '+375 29 123-45-67') in the form every phone field sends, when its digits
 * name one number of one of the countries; otherwise the text as typed, for the rule to refuse.
 * A leading 8 and ten digits is a Russian number, as Russians write it.
 */
export function normalizePhone(value: string): string {
  if (isCompletePhone(value)) return value;
  const digits = value.replace(/\D/g, '');
  const international = /^\s*8\d{10}$/.test(value.replace(/[\s()-]/g, ''))
    ? `7${digits.slice(1)}`
    : digits;
  for (const country of phoneCountries) {
    if (!international.startsWith(country.dial)) continue;
    const full = formatPhone(country, international.slice(country.dial.length));
    if (full) return full;
  }
  return value;
}
