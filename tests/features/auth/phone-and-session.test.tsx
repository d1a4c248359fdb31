import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PhoneInput } from '@/components/form';
import { reloadAfterSessionChange, RELOAD_GUARD_MS } from '@/features/auth/model/session';
import { formatPhone, isCompletePhone, phoneCountries } from '@/lib/validation/phone';

/** The phone field as the registration uses it: the shared control, its error when incomplete. */
function Phone({ onComplete }: { onComplete?: (complete: boolean) => void }) {
  const [value, setValue] = useState('');
  return (
    <PhoneInput
      label="Телефон"
      value={value}
      error={value && !isCompletePhone(value) ? 'Некорректный номер телефона' : undefined}
      onChange={(next) => {
        setValue(next);
        onComplete?.(isCompletePhone(next));
      }}
    />
  );
}

async function typeDigits(digits: string) {
  const input = screen.getByLabelText('Телефон') as HTMLInputElement;
  await act(async () => {
    input.value = digits;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  return input;
}

describe('phone input (accounts.md §3, §5)', () => {
  it('offers the nine countries with Russia first chosen', () => {
    render(<Phone />);
    const select = screen.getByLabelText('Страна') as HTMLSelectElement;
    expect(select.value).toBe('RU');
    expect([...select.options].map((o) => o.value)).toEqual([
      'AZ',
      'AM',
      'BY',
      'KZ',
      'KG',
      'MD',
      'RU',
      'TJ',
      'UZ',
    ]);
  });

  it('masks a Russian number as +7 (NNN) NNN-NN-NN and flags an incomplete one', async () => {
    const complete = vi.fn();
    render(<Phone onComplete={complete} />);
    await typeDigits('91612');
    expect(screen.getByText('Некорректный номер телефона')).toBeInTheDocument();
    const input = await typeDigits('9161234567');
    // The dial code stands in the country select ('+7 Россия'), the field holds the rest.
    expect(input.value).toBe('(916) 123-45-67');
    expect(screen.queryByText('Некорректный номер телефона')).toBeNull();
    expect(complete).toHaveBeenLastCalledWith(true);
  });

  it('switching the country clears the number and applies its mask', async () => {
    render(<Phone />);
    await typeDigits('9161234567');
    fireEvent.change(screen.getByLabelText('Страна'), { target: { value: 'BY' } });
    const input = screen.getByLabelText('Телефон') as HTMLInputElement;
    expect(input.value).toBe('');
    await typeDigits('291234567');
    expect(input.value).toBe('(29) 123-45-67');
    expect(screen.getByLabelText('Страна')).toHaveDisplayValue('+375 Беларусь');
  });

  it('each mask holds exactly its country length of digits', () => {
    for (const country of phoneCountries) {
      const full = formatPhone(country, '1'.repeat(country.length))!;
      expect(isCompletePhone(full), country.code).toBe(true);
      expect(isCompletePhone(full.slice(0, -1)), country.code).toBe(false);
      expect(country.mask.match(/0/g)!.length, country.code).toBe(country.length);
    }
  });
});

describe('reload after a token change (accounts.md §4, 10 s guard)', () => {
  const memoryStorage = () => {
    const data = new Map<string, string>();
    return {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
    };
  };

  it('reloads, then skips another reload on the same path for 10 s', () => {
    const storage = memoryStorage();
    const location = { pathname: '/catalog/', reload: vi.fn() };
    expect(reloadAfterSessionChange(1_000, location, storage)).toBe(true);
    expect(reloadAfterSessionChange(1_000 + RELOAD_GUARD_MS - 1, location, storage)).toBe(false);
    expect(location.reload).toHaveBeenCalledTimes(1);
    expect(reloadAfterSessionChange(1_000 + RELOAD_GUARD_MS, location, storage)).toBe(true);
    expect(location.reload).toHaveBeenCalledTimes(2);
  });

  it('another path reloads at once', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    reloadAfterSessionChange(0, { pathname: '/a/', reload }, storage);
    reloadAfterSessionChange(10, { pathname: '/b/', reload }, storage);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
