/**
 * What the counter says of a number it moves (issue #34), with the numbers of the shared rule's
 * tests (tests/lib/catalog/packing.test.ts) and of the quick order's API test.
 */
import { describe, expect, it } from 'vitest';
import { normalizeQuantity, quantityNote } from '@/features/cart/model/quantity';
import { fitQuantity } from '@/lib/catalog/packing';

const said = (kg: number, limits: { stepKg: number; stockKg?: number }, inCart = false) =>
  quantityNote(fitQuantity(kg, limits), inCart)?.replace(/\u00a0/g, ' ') ?? null;

describe('the counter note', () => {
  it('says the step, the stock, and what the number becomes', () => {
    expect(said(33, { stepKg: 10, stockKg: 240 })).toBe('Кратно 10 кг — будет 30 кг');
    expect(said(999999, { stepKg: 20, stockKg: 240 })).toBe('На складе 240 кг — будет 240 кг');
    expect(said(20000, { stepKg: 20 })).toBe('Не больше 9 999 кг — будет 9 980 кг');
  });

  it('says a quantity below one step is 0, and in the cart that the line goes', () => {
    expect(said(5, { stepKg: 10, stockKg: 240 })).toBe('Меньше 10 кг — будет 0 кг');
    expect(said(5, { stepKg: 10, stockKg: 240 }, true)).toBe('Меньше 10 кг — удалим из корзины');
  });

  it('says nothing of a number it keeps', () => {
    expect(said(40, { stepKg: 10, stockKg: 240 })).toBeNull();
  });

  it('keeps a number with its unit and the dash with the word before it', () => {
    expect(quantityNote(fitQuantity(33, { stepKg: 10 }), false)).toBe(
      'Кратно 10\u00a0кг\u00a0— будет 30\u00a0кг',
    );
  });

  it('the cart sends what the note says', () => {
    expect(normalizeQuantity(33, 10, 240)).toBe(30);
    expect(normalizeQuantity(999999, 20, 240)).toBe(240);
    expect(normalizeQuantity(5, 10, 240)).toBe(0);
  });
});
