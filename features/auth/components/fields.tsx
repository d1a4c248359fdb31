'use client';

import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { IMaskInput } from 'react-imask';
import {
  DEFAULT_PHONE_COUNTRY,
  isCompletePhone,
  phoneCountries,
  type PhoneCountry,
} from '../model/phone-countries';
import { authTexts } from '../texts';
import styles from './auth.module.scss';

/**
 * Form fields of the accounts modals. An error shows only when the field has content
 * (accounts.md §5).
 */
export function TextField({
  label,
  error,
  value,
  onValue,
  ...rest
}: {
  label: string;
  error?: string;
  value: string;
  onValue: (value: string) => void;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'>) {
  const id = useId();
  const shown = value !== '' ? error : undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        aria-invalid={shown ? true : undefined}
        aria-describedby={shown ? `${id}-error` : undefined}
        {...rest}
      />
      {shown && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {shown}
        </p>
      )}
    </div>
  );
}

export function CheckField({
  checked,
  onChecked,
  children,
  error,
}: {
  checked: boolean;
  onChecked: (checked: boolean) => void;
  children: ReactNode;
  error?: string;
}) {
  return (
    <div className={styles.field}>
      <label className={styles.check}>
        <input type="checkbox" checked={checked} onChange={(e) => onChecked(e.target.checked)} />
        <span>{children}</span>
      </label>
      {error && <p className={styles.error}>{error}</p>}
    </div>
  );
}

export function SelectField({
  label,
  value,
  onValue,
  options,
  placeholder,
}: {
  label: string;
  value: string;
  onValue: (value: string) => void;
  options: { value: string; name: string }[];
  placeholder: string;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        id={id}
        className={styles.input}
        value={value}
        onChange={(e) => onValue(e.target.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Phone with the nine countries of accounts.md §3 (Russia by default) and each one's mask.
 * Changing the country clears the number, whose length no longer fits the mask.
 */
export function PhoneField({
  value,
  country,
  onChange,
}: {
  value: string;
  country: PhoneCountry;
  onChange: (value: string, country: PhoneCountry, complete: boolean) => void;
}) {
  const id = useId();
  const complete = isCompletePhone(country, value);
  const digitsTyped = value.replace(/\D/g, '').length > country.dial.length;
  const error = digitsTyped && !complete ? 'Некорректный номер телефона' : undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {authTexts.registration.phone}
      </label>
      <div className={styles.phone}>
        <select
          aria-label={authTexts.registration.country}
          className={styles.input}
          value={country.code}
          onChange={(e) => {
            const next =
              phoneCountries.find((c) => c.code === e.target.value) ?? DEFAULT_PHONE_COUNTRY;
            onChange('', next, false);
          }}
        >
          {phoneCountries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name} +{c.dial}
            </option>
          ))}
        </select>
        <IMaskInput
          id={id}
          key={country.code}
          className={styles.input}
          mask={country.mask}
          value={value}
          placeholder={country.placeholder}
          inputMode="tel"
          autoComplete="tel"
          aria-invalid={error ? true : undefined}
          onAccept={(masked: string) => onChange(masked, country, isCompletePhone(country, masked))}
        />
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
