import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Counter, normaliseCount, stepCount } from '@/components/counter';
import { counterNotes } from '@/features/cart/model/quantity';

function Harness({
  initial = 0,
  onChange = () => {},
  inCart = false,
  ...limits
}: {
  initial?: number;
  onChange?: (v: number) => void;
  inCart?: boolean;
  min?: number;
  max?: number;
  step?: number;
}) {
  const [value, setValue] = useState(initial);
  return (
    <Counter
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      notes={counterNotes(inCart)}
      label="Количество, кг"
      decreaseLabel="Меньше"
      increaseLabel="Больше"
      {...limits}
    />
  );
}

/** The field's note as a person reads it (no-break spaces read as spaces). */
const noteOf = (input: HTMLElement) =>
  (document.getElementById(input.getAttribute('aria-describedby')!)?.textContent ?? '').replace(
    /\u00a0/g,
    ' ',
  );

describe('counter rules (storefront.md §5, §9; one rule with the quick order, issue #34)', () => {
  it('goes down to a whole step within the maximum, and a quantity below one step is 0', () => {
    expect(normaliseCount(120, { max: 100, step: 15 })).toBe(90);
    expect(normaliseCount(-5, { step: 15 })).toBe(0);
    expect(normaliseCount(14, { step: 15 })).toBe(0);
    expect(normaliseCount(15, { step: 15 })).toBe(15);
    expect(normaliseCount(33, { step: 10, max: 240 })).toBe(30);
    expect(normaliseCount(999999, { step: 20, max: 240 })).toBe(240);
    expect(normaliseCount(20000)).toBe(9999);
  });

  it('steps by the packing step and never past the maximum', () => {
    expect(stepCount(0, 1, { step: 15, max: 100 })).toBe(15);
    expect(stepCount(90, 1, { step: 15, max: 100 })).toBe(90);
    expect(stepCount(15, -1, { step: 15 })).toBe(0);
  });
});

describe('Counter', () => {
  it("refuses a comma visibly: '7,5' stays '7' with a note, never '75'", async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} step={1} max={240} />);
    const input = screen.getByRole('textbox', { name: 'Количество, кг' });
    await userEvent.clear(input);
    await userEvent.type(input, '7,5');
    expect(input).toHaveValue('7');
    expect(noteOf(input)).toBe('Только целые килограммы');
    await userEvent.type(input, '{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(7);
    expect(onChange).not.toHaveBeenCalledWith(75);
  });

  it("refuses a dot and a letter the same way ('7.5' and '4a2' keep '7' and '4')", async () => {
    render(<Harness step={1} />);
    const input = screen.getByRole('textbox', { name: 'Количество, кг' });
    await userEvent.clear(input);
    await userEvent.type(input, '7.5');
    expect(input).toHaveValue('7');
    expect(noteOf(input)).toBe('Только целые килограммы');
    await userEvent.clear(input);
    await userEvent.type(input, '4a2');
    expect(input).toHaveValue('4');
    // Deleting and typing again is taken, and the note goes.
    await userEvent.type(input, '{Backspace}42');
    expect(input).toHaveValue('42');
    expect(noteOf(input)).toBe('');
  });

  it('keeps the digits before a pasted fraction', async () => {
    render(<Harness step={1} />);
    const input = screen.getByRole('textbox', { name: 'Количество, кг' });
    await userEvent.clear(input);
    await userEvent.paste('12,5');
    expect(input).toHaveValue('12');
    expect(noteOf(input)).toBe('Только целые килограммы');
  });

  it("says where a typed number goes before it is reported: '33' with a 10 kg step is 30", async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} step={10} max={240} />);
    const input = screen.getByRole('textbox', { name: 'Количество, кг' });
    await userEvent.clear(input);
    await userEvent.type(input, '33');
    expect(noteOf(input)).toBe('Кратно 10 кг — будет 30 кг');
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith(30);
    expect(input).toHaveValue('30');
    // The note stays to be read after leaving the field.
    expect(noteOf(input)).toBe('Кратно 10 кг — будет 30 кг');
  });

  it("says a typed number goes to the stock: '999999' with 240 kg and a 20 kg step is 240", async () => {
    render(<Harness step={20} max={240} />);
    const input = screen.getByRole('textbox', { name: 'Количество, кг' });
    await userEvent.clear(input);
    await userEvent.type(input, '999999');
    expect(noteOf(input)).toBe('На складе 240 кг — будет 240 кг');
    await userEvent.tab();
    expect(input).toHaveValue('240');
  });

  it('says a quantity below one step is 0, and in the cart that the line goes', async () => {
    const onChange = vi.fn();
    const { unmount } = render(<Harness onChange={onChange} step={10} max={240} />);
    let input = screen.getByRole('textbox', { name: 'Количество, кг' });
    await userEvent.clear(input);
    await userEvent.type(input, '5');
    expect(noteOf(input)).toBe('Меньше 10 кг — будет 0 кг');
    unmount();

    render(<Harness initial={30} inCart onChange={onChange} step={10} max={240} />);
    input = screen.getByRole('textbox', { name: 'Количество, кг' });
    await userEvent.clear(input);
    await userEvent.type(input, '5{Enter}');
    expect(noteOf(input)).toBe('Меньше 10 кг — удалим из корзины');
    expect(onChange).toHaveBeenLastCalledWith(0);
    expect(input).toHaveValue('0');
  });

  it('announces the note politely, described by the input, and says nothing of a number it keeps', async () => {
    render(<Harness step={10} max={240} />);
    const input = screen.getByRole('textbox', { name: 'Количество, кг' });
    const note = document.getElementById(input.getAttribute('aria-describedby')!)!;
    expect(note).toHaveAttribute('aria-live', 'polite');
    await userEvent.clear(input);
    await userEvent.type(input, '40');
    expect(note).toHaveTextContent('');
    expect(input).toHaveAccessibleDescription('');
    await userEvent.clear(input);
    await userEvent.type(input, '45');
    expect(input).toHaveAccessibleDescription('Кратно 10\u00a0кг\u00a0— будет 40\u00a0кг');
  });

  it('clamps a typed value to the maximum (the warehouse stock)', async () => {
    render(<Harness step={15} max={100} />);
    const input = screen.getByRole('textbox', { name: 'Количество, кг' });
    await userEvent.clear(input);
    await userEvent.type(input, '500');
    await userEvent.tab();
    expect(input).toHaveValue('90');
  });

  it('plus and minus move by the step, minus is disabled at the minimum', async () => {
    render(<Harness step={15} max={40} />);
    const input = screen.getByRole('textbox', { name: 'Количество, кг' });
    expect(screen.getByRole('button', { name: 'Меньше' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Больше' }));
    await userEvent.click(screen.getByRole('button', { name: 'Больше' }));
    expect(input).toHaveValue('30');
    expect(screen.getByRole('button', { name: 'Больше' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Меньше' }));
    expect(input).toHaveValue('15');
  });
});

describe('Counter reporting while typing (the cart: sent after a pause by its caller)', () => {
  it('reports each typed number as the cart will take it, says so, and never a refused key', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    // The caller keeps its own value (the cart line's pending quantity, on whole steps).
    render(
      <Counter
        reportWhileTyping
        size="compact"
        value={20}
        onChange={onChange}
        step={20}
        max={100}
        notes={counterNotes(true)}
        label="Количество, кг"
        decreaseLabel="Меньше"
        increaseLabel="Больше"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Количество, кг' });
    await user.clear(input);
    await user.type(input, '4a50');
    // '' is not a number yet (nothing sent: a pause there would empty the line); '4' below the
    // step → 0; 'a' refused, and so are the digits typed on after it.
    expect(onChange.mock.calls.map(([v]) => v)).toEqual([0]);
    expect(input).toHaveValue('4');
    expect(noteOf(input)).toBe('Только целые килограммы Меньше 20 кг — удалим из корзины');
    await user.type(input, '{Backspace}45');
    expect(noteOf(input)).toBe('Кратно 20 кг — будет 40 кг');
    await user.type(input, '0');
    expect(noteOf(input)).toBe('На складе 100 кг — будет 100 кг');
    expect(onChange.mock.calls.map(([v]) => v)).toEqual([0, 0, 40, 100]);
    expect(input).toHaveValue('450');
    await user.tab();
    expect(input).toHaveValue('20');
    expect(onChange).toHaveBeenCalledTimes(4);
  });
});
