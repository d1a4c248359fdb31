/**
 * The phone field asks the browser for the whole number (autocomplete="tel", issue #36): what
 * the browser fills in, or the visitor pastes, is a whole number with its country code, and the
 * field keeps its national part under the right country's mask.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PhoneInput } from '@/components/form';

function ControlledPhone({ onChange }: { onChange: (v: string) => void }) {
  const [value, setValue] = useState('');
  return <PhoneInput label="Телефон" value={value} onChange={(v) => (setValue(v), onChange(v))} />;
}

const field = () => screen.getByLabelText('Телефон');
const country = () => screen.getByRole('combobox', { name: 'Страна' });

/** What a browser's autofill does: the whole value set at once, then `input` and `change`. */
function autofill(input: HTMLElement, value: string) {
  fireEvent.input(input, { target: { value } });
  fireEvent.change(input);
}

describe('PhoneInput with a whole number', () => {
  it('takes a Russian number the browser fills in as +7 …', () => {
    const onChange = vi.fn();
    render(<ControlledPhone onChange={onChange} />);
    autofill(field(), '+7 900 123-45-67');
    expect(field()).toHaveValue('(900) 123-45-67');
    expect(country()).toHaveValue('RU');
    expect(onChange).toHaveBeenLastCalledWith('+7 (900) 123-45-67');
  });

  it('takes the number pasted as +7…, 8 (…) or eleven digits', async () => {
    const user = userEvent.setup();
    for (const pasted of ['+79001234567', '8 (900) 123-45-67', '79001234567']) {
      const onChange = vi.fn();
      const { unmount } = render(<ControlledPhone onChange={onChange} />);
      await user.click(field());
      await user.paste(pasted);
      expect(field(), pasted).toHaveValue('(900) 123-45-67');
      expect(onChange, pasted).toHaveBeenLastCalledWith('+7 (900) 123-45-67');
      unmount();
    }
  });

  it("switches to the number's country when it is another one", () => {
    const onChange = vi.fn();
    render(<ControlledPhone onChange={onChange} />);
    autofill(field(), '+375 29 123-45-67');
    expect(country()).toHaveValue('BY');
    expect(field()).toHaveValue('(29) 123-45-67');
    expect(onChange).toHaveBeenLastCalledWith('+375 (29) 123-45-67');
  });

  it('leaves typing as it was: a typed 8 or 7 is the first digit of the national part', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<ControlledPhone onChange={onChange} />);
    await user.type(field(), '8001234567');
    expect(field()).toHaveValue('(800) 123-45-67');
    expect(onChange).toHaveBeenLastCalledWith('+7 (800) 123-45-67');
  });
});
