/**
 * A product's unit (issue #35): the one place its words come from, and the quantity rule a
 * product in metres or pieces follows beside fabric in kg.
 */
import { describe, expect, it } from 'vitest';
import { fitQuantity } from '@/lib/catalog/packing';
import {
  counterLabel,
  priceFrom,
  productUnits,
  quantityRule,
  quantityText,
  quantityTotals,
  unitFullName,
  unitOf,
  unitOkei,
  unitPriceSuffix,
  unitShort,
  unitWords,
} from '@/lib/catalog/units';
import { productUnits as schemaUnits } from '@/server/db/schema';
import { quantityNote } from '@/features/cart/model/quantity';
import { formatMoney, formatNumber } from '@/lib/format/money';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const three = (value: number) => formatNumber(value, 3);

describe('the words of a unit', () => {
  it('are the units of products.unit, each with every word', () => {
    expect([...productUnits]).toEqual([...schemaUnits]);
    for (const unit of productUnits)
      expect(Object.values(unitWords[unit]).every((word) => word.length > 0)).toBe(true);
  });

  it('short names, price suffixes and counter labels', () => {
    expect(productUnits.map(unitShort)).toEqual(['кг', 'м', 'шт']);
    expect(productUnits.map(unitPriceSuffix)).toEqual(['₽/кг', '₽/м', '₽/шт']);
    expect(productUnits.map(counterLabel)).toEqual([
      'Количество, кг',
      'Количество, м',
      'Количество, шт',
    ]);
  });

  it('full names and ОКЕИ codes for invoices and 1C', () => {
    expect(productUnits.map(unitFullName)).toEqual(['Килограмм', 'Метр', 'Штука']);
    expect(productUnits.map(unitOkei)).toEqual(['166', '006', '796']);
  });

  it("'от 35 ₽/м' from the shop's money format; kg is the text it always was", () => {
    expect(plain(priceFrom(formatMoney(35), 'm'))).toBe('от 35 ₽/м');
    expect(plain(priceFrom(formatMoney(120.5), 'pcs'))).toBe('от 120,50 ₽/шт');
    expect(priceFrom(formatMoney(450), 'kg')).toBe(`от ${formatMoney(450)}/кг`);
  });

  it('an unknown or missing unit (an answer from before the units) is kg', () => {
    expect(unitOf(undefined)).toBe('kg');
    expect(unitOf(null)).toBe('kg');
    expect(unitOf('litre')).toBe('kg');
    expect(unitShort(undefined)).toBe('кг');
    expect(counterLabel()).toBe('Количество, кг');
  });

  it('a quantity with its unit, and totals per unit, kg first', () => {
    expect(quantityText('2,5', 'm')).toBe('2,5 м');
    expect(quantityText('3', 'pcs', '\u00a0')).toBe('3\u00a0шт');
    expect(
      quantityTotals(
        [
          { quantity: 2.5, unit: 'm' },
          { quantity: 20, unit: 'kg' },
          { quantity: 0.1, unit: 'm' },
          { quantity: 0.2, unit: 'm' },
          { quantity: 4, unit: 'pcs' },
          { quantity: 15 },
        ],
        three,
      ),
    ).toBe('35 кг, 2,8 м, 4 шт');
    expect(quantityTotals([{ quantity: 40, unit: 'kg' }], three)).toBe('40 кг');
    expect(quantityTotals([], three)).toBe('0 кг');
  });
});

describe('the quantity rule of a unit', () => {
  it('kg: the packing step is the step, the minimum and the grain', () => {
    expect(quantityRule('kg', 20)).toEqual({ step: 20, grain: 20 });
    expect(quantityRule('kg', 0)).toEqual({ step: 1, grain: 1 });
  });

  it('m and pcs: 1 of the unit whatever the packing; any length of metres, whole pieces', () => {
    expect(quantityRule('m', 20)).toEqual({ step: 1, grain: 0.001 });
    expect(quantityRule('pcs', 20)).toEqual({ step: 1, grain: 1 });
  });

  it('fits 2,5 m as it is, 0,5 m to none, 1,5 pieces down to 1', () => {
    const metres = quantityRule('m', 20);
    expect(fitQuantity(2.5, { stepKg: metres.step, grain: metres.grain })).toMatchObject({
      kg: 2.5,
      change: 'none',
    });
    expect(fitQuantity(0.5, { stepKg: metres.step, grain: metres.grain })).toMatchObject({
      kg: 0,
      change: 'below-step',
    });
    // The stock caps a length at what there is, not at whole metres: 7,4 m of 7,4 m.
    expect(
      fitQuantity(12, { stepKg: metres.step, grain: metres.grain, stockKg: 7.4 }),
    ).toMatchObject({ kg: 7.4, change: 'stock' });
    // Less than a metre in stock is none.
    expect(
      fitQuantity(3, { stepKg: metres.step, grain: metres.grain, stockKg: 0.6 }),
    ).toMatchObject({ kg: 0, change: 'stock' });
    const pieces = quantityRule('pcs', 20);
    expect(fitQuantity(1.5, { stepKg: pieces.step, grain: pieces.grain })).toMatchObject({
      kg: 1,
      change: 'step',
    });
  });

  it('kg fits exactly as before: the grain is the step', () => {
    for (const [value, stock] of [
      [33, 240],
      [7, 240],
      [999999, 245],
      [45, undefined],
    ] as const) {
      const { step, grain } = quantityRule('kg', 10);
      const before = fitQuantity(value, { stepKg: 10, stockKg: stock });
      expect(fitQuantity(value, { stepKg: step, grain, stockKg: stock })).toEqual(before);
    }
  });

  it("the counter's notes say the unit: 'На складе 12 м — будет 12 м'; kg as before", () => {
    const metres = quantityRule('m', 20);
    const fit = fitQuantity(99, { stepKg: metres.step, grain: metres.grain, stockKg: 12 });
    expect(plain(quantityNote(fit, false, 'm')!)).toBe('На складе 12 м — будет 12 м');
    expect(plain(quantityNote(fit, false)!)).toBe('На складе 12 кг — будет 12 кг');
    const below = fitQuantity(0.4, { stepKg: 1, grain: 1 });
    expect(plain(quantityNote(below, true, 'pcs')!)).toBe('Меньше 1 шт — удалим из корзины');
  });
});
