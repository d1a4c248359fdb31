/**
 * Phone countries of accounts.md §3, Russia first and the default. The mask is react-imask's
 * ('0' = a digit) for the national part; the full value is '+{dial} {masked national part}'.
 */
export interface PhoneCountry {
  code: 'AZ' | 'AM' | 'BY' | 'KZ' | 'KG' | 'MD' | 'RU' | 'TJ' | 'UZ';
  name: string;
  dial: string;
  mask: string;
  placeholder: string;
}

export const phoneCountries: readonly PhoneCountry[] = [
  {
    code: 'RU',
    name: 'Россия',
    dial: '7',
    mask: '(000) 000-00-00',
    placeholder: '(900) 000-00-00',
  },
  {
    code: 'AZ',
    name: 'Азербайджан',
    dial: '994',
    mask: '(00) 000-00-00',
    placeholder: '(50) 000-00-00',
  },
  { code: 'AM', name: 'Армения', dial: '374', mask: '(00) 000-000', placeholder: '(77) 000-000' },
  {
    code: 'BY',
    name: 'Беларусь',
    dial: '375',
    mask: '(00) 000-00-00',
    placeholder: '(29) 000-00-00',
  },
  {
    code: 'KZ',
    name: 'Казахстан',
    dial: '7',
    mask: '(000) 000-00-00',
    placeholder: '(701) 000-00-00',
  },
  {
    code: 'KG',
    name: 'Кыргызстан',
    dial: '996',
    mask: '(000) 000-000',
    placeholder: '(700) 000-000',
  },
  { code: 'MD', name: 'Молдова', dial: '373', mask: '(00) 000-000', placeholder: '(69) 000-000' },
  {
    code: 'TJ',
    name: 'Таджикистан',
    dial: '992',
    mask: '(00) 000-00-00',
    placeholder: '(90) 000-00-00',
  },
  {
    code: 'UZ',
    name: 'Узбекистан',
    dial: '998',
    mask: '(00) 000-00-00',
    placeholder: '(90) 000-00-00',
  },
];

export const DEFAULT_PHONE_COUNTRY = phoneCountries[0]!;

export const phoneCountryByCode = (code: string): PhoneCountry =>
  phoneCountries.find((c) => c.code === code) ?? DEFAULT_PHONE_COUNTRY;

/** Digits the national part needs in that country. */
export const nationalDigits = (country: PhoneCountry) => country.mask.replace(/[^0]/g, '').length;

/** '+7 (900) 123-45-67' for the national digits of a country, or null when the count is wrong. */
export function formatPhone(country: PhoneCountry, national: string): string | null {
  const digits = national.replace(/\D/g, '');
  if (digits.length !== nationalDigits(country)) return null;
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
