/**
 * Phone countries of accounts.md §3 (name, code, dial code, mask, placeholder, length), Russia
 * by default. The spec gives Russia's mask, (NNN) NNN-NN-NN; the others follow each country's
 * national numbering plan. `length` is the count of digits after the dial code.
 */
export interface PhoneCountry {
  name: string;
  code: 'AZ' | 'AM' | 'BY' | 'KZ' | 'KG' | 'MD' | 'RU' | 'TJ' | 'UZ';
  dial: string;
  /** react-imask pattern: 0 is any digit, {…} fixed text. */
  mask: string;
  placeholder: string;
  length: number;
}

export const phoneCountries: readonly PhoneCountry[] = [
  {
    name: 'Азербайджан',
    code: 'AZ',
    dial: '994',
    mask: '+{994} (00) 000-00-00',
    placeholder: '+994 (__) ___-__-__',
    length: 9,
  },
  {
    name: 'Армения',
    code: 'AM',
    dial: '374',
    mask: '+{374} (00) 000-000',
    placeholder: '+374 (__) ___-___',
    length: 8,
  },
  {
    name: 'Беларусь',
    code: 'BY',
    dial: '375',
    mask: '+{375} (00) 000-00-00',
    placeholder: '+375 (__) ___-__-__',
    length: 9,
  },
  {
    name: 'Казахстан',
    code: 'KZ',
    dial: '7',
    mask: '+{7} (000) 000-00-00',
    placeholder: '+7 (___) ___-__-__',
    length: 10,
  },
  {
    name: 'Киргизия',
    code: 'KG',
    dial: '996',
    mask: '+{996} (000) 000-000',
    placeholder: '+996 (___) ___-___',
    length: 9,
  },
  {
    name: 'Молдова',
    code: 'MD',
    dial: '373',
    mask: '+{373} (00) 000-000',
    placeholder: '+373 (__) ___-___',
    length: 8,
  },
  {
    name: 'Россия',
    code: 'RU',
    dial: '7',
    mask: '+{7} (000) 000-00-00',
    placeholder: '+7 (___) ___-__-__',
    length: 10,
  },
  {
    name: 'Таджикистан',
    code: 'TJ',
    dial: '992',
    mask: '+{992} (00) 000-0000',
    placeholder: '+992 (__) ___-____',
    length: 9,
  },
  {
    name: 'Узбекистан',
    code: 'UZ',
    dial: '998',
    mask: '+{998} (00) 000-00-00',
    placeholder: '+998 (__) ___-__-__',
    length: 9,
  },
];

export const DEFAULT_PHONE_COUNTRY = phoneCountries.find((c) => c.code === 'RU')!;

/** Whether a masked value holds every digit the country's mask asks for. */
export function isCompletePhone(country: PhoneCountry, value: string): boolean {
  return value.replace(/\D/g, '').length === country.dial.length + country.length;
}
