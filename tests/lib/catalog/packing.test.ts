/**
 * The one rule for a typed or pasted quantity (issue #34), shared by the counter (product page,
 * cart) and the quick order, client and server: down to a whole packing step, capped at the last
 * whole step within the stock, below one step 0; and what the rule did, so it can be said.
 */
import { describe, expect, it } from 'vitest';
import { fitQuantity, wholeKgText, wholeSteps } from '@/lib/catalog/packing';

describe('wholeKgText: what the counter keeps of a typed text', () => {
  it("refuses '7,5' and '7.5': '7' is kept, never '75'", () => {
    expect(wholeKgText('7,5')).toEqual({ text: '7', refused: true });
    expect(wholeKgText('7.5')).toEqual({ text: '7', refused: true });
    expect(wholeKgText('4a2')).toEqual({ text: '4', refused: true });
    expect(wholeKgText(',5')).toEqual({ text: '', refused: true });
  });

  it('takes digits as they are', () => {
    expect(wholeKgText('33')).toEqual({ text: '33', refused: false });
    expect(wholeKgText('')).toEqual({ text: '', refused: false });
  });
});

describe('fitQuantity: down to a whole step, within the stock', () => {
  it('33 with a 10 kg step is 30, rounded down (the quick order used to make it 40)', () => {
    expect(fitQuantity(33, { stepKg: 10, stockKg: 240 })).toMatchObject({
      requested: 33,
      kg: 30,
      change: 'step',
      stepKg: 10,
    });
    expect(fitQuantity(33, { stepKg: 20, stockKg: 240 })).toMatchObject({ kg: 20, change: 'step' });
  });

  it('999999 with 240 kg in stock and a 20 kg step is 240, said to be the stock', () => {
    expect(fitQuantity(999999, { stepKg: 20, stockKg: 240 })).toMatchObject({
      kg: 240,
      change: 'stock',
      stockKg: 240,
    });
    // The last whole step within the stock.
    expect(fitQuantity(999999, { stepKg: 20, stockKg: 250 })).toMatchObject({
      kg: 240,
      change: 'stock',
      stockKg: 250,
    });
    // Less than one step in stock: nothing.
    expect(fitQuantity(30, { stepKg: 20, stockKg: 5 })).toMatchObject({ kg: 0, change: 'stock' });
  });

  it('5 with a 10 kg step is 0 (a removal in the cart), said to be below the step', () => {
    expect(fitQuantity(5, { stepKg: 10, stockKg: 240 })).toMatchObject({
      kg: 0,
      change: 'below-step',
    });
    // '7,5' keeps '7', which is below the step as well; 7.5 from a pasted line likewise.
    expect(fitQuantity(7, { stepKg: 10 })).toMatchObject({ kg: 0, change: 'below-step' });
    expect(fitQuantity(7.5, { stepKg: 10 })).toMatchObject({ kg: 0, change: 'below-step' });
  });

  it('leaves a whole number of steps within the stock as it is', () => {
    expect(fitQuantity(40, { stepKg: 10, stockKg: 240 })).toMatchObject({
      kg: 40,
      change: 'none',
    });
    expect(fitQuantity(240, { stepKg: 20, stockKg: 240 })).toMatchObject({
      kg: 240,
      change: 'none',
    });
    expect(fitQuantity(0, { stepKg: 10 })).toMatchObject({ kg: 0, change: 'none' });
  });

  it('a number within the stock but off the step is a step change, not a stock one', () => {
    expect(fitQuantity(250, { stepKg: 20, stockKg: 250 })).toMatchObject({
      kg: 240,
      change: 'step',
    });
  });

  it('caps at 9999 kg where the stock does not bind', () => {
    expect(fitQuantity(20000, { stepKg: 20 })).toMatchObject({ kg: 9980, change: 'limit' });
    expect(fitQuantity(20000, {})).toMatchObject({ kg: 9999, change: 'limit' });
  });

  it('counts in grams: fractional steps do not drift', () => {
    expect(fitQuantity(1.2, { stepKg: 0.5 })).toMatchObject({ kg: 1, change: 'step' });
    expect(fitQuantity(0.3, { stepKg: 0.1 })).toMatchObject({ kg: 0.3, change: 'none' });
    expect(wholeSteps(170, 15)).toBe(165);
    expect(wholeSteps(0.7, 0.1)).toBe(0.7);
  });
});
