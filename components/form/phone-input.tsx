'use client';

import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { IMaskInput } from 'react-imask';
import {
  DEFAULT_PHONE_COUNTRY,
  formatPhone,
  phoneCountries,
  phoneCountryByCode,
  type PhoneCountry,
} from '@/lib/validation/phone';
import { controlAria, Field } from './field';
import styles from './form.module.scss';
import { formTexts } from './texts';

/** Which country a stored value '+{dial} …' belongs to, and its national part. */
function splitValue(value: string, preferred: PhoneCountry) {
  const candidates = [preferred, ...phoneCountries.filter((c) => c !== preferred)];
  for (const country of candidates) {
    const prefix = `+${country.dial} `;
    if (value.startsWith(prefix)) return { country, national: value.slice(prefix.length) };
  }
  return { country: preferred, national: '' };
}

/**
 * The country and national digits of a whole number put into the field at once: pasted, or
 * filled in by the browser, which fills autocomplete="tel" with the number as the visitor saved
 * it — '+7 900 123-45-67', '+375 29 123-45-67', '79001234567', or Russia's and Kazakhstan's
 * trunk form '8 (900) 123-45-67'. Null for anything else (a typed digit, a national part).
 */
function wholeNumber(text: string, current: PhoneCountry) {
  const digits = text.replace(/\D/g, '');
  if (text.trimStart().startsWith('+')) {
    // +7 is Russia's and Kazakhstan's: the chosen one, else Russia.
    const country = [current, DEFAULT_PHONE_COUNTRY, ...phoneCountries].find((c) =>
      digits.startsWith(c.dial),
    );
    return country ? { country, national: digits.slice(country.dial.length) } : null;
  }
  if (digits.length === current.dial.length + current.length && digits.startsWith(current.dial))
    return { country: current, national: digits.slice(current.dial.length) };
  if (current.dial === '7' && digits.length === 11 && digits.startsWith('8'))
    return { country: current, national: digits.slice(1) };
  return null;
}

/**
 * A phone number with its country (accounts.md §3): nine countries, Russia by default, each
 * with its mask. The value is '+7 (900) 123-45-67' once complete, the partial text while typing,
 * '' when empty. Changing the country clears the number: the old digits do not fit the new mask.
 */
export function PhoneInput({
  label,
  value,
  onChange,
  onBlur,
  error,
  id,
  name,
  disabled,
  className,
}: {
  label?: ReactNode;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  id?: string;
  name?: string;
  disabled?: boolean;
  className?: string;
}) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const [countryCode, setCountryCode] = useState(
    () => splitValue(value, DEFAULT_PHONE_COUNTRY).country.code,
  );
  const { country, national } = splitValue(value, phoneCountryByCode(countryCode));

  const latestOnChange = useRef(onChange);
  useEffect(() => {
    latestOnChange.current = onChange;
  });
  /**
   * The mask's view of what goes in: a whole number into the empty field (a paste, the browser's
   * autofill) gives its national part, and one of another country switches the country first;
   * typing and editing go through as they are. One function per country: a new one would make
   * the mask re-read its options on every render.
   */
  const prepare = useCallback(
    (chunk: string, masked: { unmaskedValue: string }, flags: { tail?: boolean }) => {
      if (flags.tail || masked.unmaskedValue !== '') return chunk;
      const whole = wholeNumber(chunk, country);
      if (!whole) return chunk;
      if (whole.country === country) return whole.national;
      const full = formatPhone(whole.country, whole.national);
      if (!full) return chunk;
      setCountryCode(whole.country.code);
      latestOnChange.current(full);
      return '';
    },
    [country],
  );

  return (
    <Field id={inputId} label={label} error={error} className={className}>
      <div className={styles.phone}>
        <select
          className={`${styles.control} ${styles.country}`}
          aria-label={formTexts.phoneCountry}
          value={country.code}
          disabled={disabled}
          onChange={(event) => {
            setCountryCode(event.target.value as PhoneCountry['code']);
            onChange('');
          }}
        >
          {phoneCountries.map((c) => (
            <option key={c.code} value={c.code}>
              {/* The code first: a narrow select cuts the name, never the code. */}
              {`+${c.dial} ${c.name}`}
            </option>
          ))}
        </select>
        <IMaskInput
          // A new mask starts from an empty field: re-masking the old digits would invent a number.
          key={country.code}
          id={inputId}
          name={name}
          className={styles.control}
          mask={country.mask}
          prepare={prepare}
          value={national}
          unmask={false}
          lazy
          inputMode="tel"
          type="tel"
          // The whole number: a type="tel" field may take no other autofill name (HTML, issue
          // #36), and `prepare` keeps its national part.
          autoComplete="tel"
          placeholder={country.placeholder}
          disabled={disabled}
          onAccept={(masked: string) => {
            const next = masked ? `+${country.dial} ${masked}` : '';
            if (next !== value) onChange(next);
          }}
          onBlur={onBlur}
          {...controlAria(inputId, error)}
        />
      </div>
    </Field>
  );
}
