'use client';

import { useId, useState, type ReactNode } from 'react';
import { IMaskInput } from 'react-imask';
import {
  DEFAULT_PHONE_COUNTRY,
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
          value={national}
          unmask={false}
          lazy
          inputMode="tel"
          type="tel"
          autoComplete="tel-national"
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
