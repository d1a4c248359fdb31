import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Counter, normaliseCount, stepCount } from '@/components/counter';

function Harness({
  initial = 0,
  onChange = () => {},
  ...limits
}: {
  initial?: number;
  onChange?: (v: number) => void;
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
      label="Количество, кг"
      decreaseLabel="Меньше"
      increaseLabel="Больше"
      {...limits}
    />
  );
}

describe('counter rules (storefront.md §5, §9)', () => {
  it('clamps between min and max, and a quantity below one step is 0', () => {
    expect(normaliseCount(120, { max: 100, step: 15 })).toBe(100);
    expect(normaliseCount(-5, { step: 15 })).toBe(0);
    expect(normaliseCount(14, { step: 15 })).toBe(0);
    expect(normaliseCount(15, { step: 15 })).toBe(15);
    expect(normaliseCount(20000)).toBe(9999);
  });

  it('steps by the packing step and never past the maximum', () => {
    expect(stepCount(0, 1, { step: 15, max: 100 })).toBe(15);
    expect(stepCount(90, 1, { step: 15, max: 100 })).toBe(90);
    expect(stepCount(15, -1, { step: 15 })).toBe(0);
  });
});

describe('Counter', () => {
  it('takes digits only', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} step={1} />);
    const input = screen.getByRole('textbox', { name: 'Количество, кг' });
    await userEvent.clear(input);
    await userEvent.type(input, '4a2,5{Enter}');
    expect(input).toHaveValue('425');
    expect(onChange).toHaveBeenLastCalledWith(425);
  });

  it('clamps a typed value to the maximum (the warehouse stock)', async () => {
    render(<Harness step={15} max={100} />);
    const input = screen.getByRole('textbox', { name: 'Количество, кг' });
    await userEvent.clear(input);
    await userEvent.type(input, '500');
    await userEvent.tab();
    expect(input).toHaveValue('100');
  });

  it('sends a quantity below one step as 0', async () => {
    const onChange = vi.fn();
    render(<Harness initial={30} step={15} onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Количество, кг' });
    await userEvent.clear(input);
    await userEvent.type(input, '7{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(0);
    expect(input).toHaveValue('0');
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
  it('reports each typed value, clamped, and shows the value again on leaving the field', async () => {
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
        label="Количество, кг"
        decreaseLabel="Меньше"
        increaseLabel="Больше"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Количество, кг' });
    await user.clear(input);
    await user.type(input, '4a50');
    // '' → 0, '4' below the step → 0, '4a' → '4' → 0, '45' → 45, '450' → the maximum.
    expect(onChange.mock.calls.map(([v]) => v)).toEqual([0, 0, 0, 45, 100]);
    expect(input).toHaveValue('450');
    await user.tab();
    expect(input).toHaveValue('20');
    expect(onChange).toHaveBeenCalledTimes(5);
  });
});
