/**
 * The cart with goods sold by the metre and by the piece (issue #35): each line counts, stocks
 * and prices in its unit, and the summary weighs only the kilograms.
 */
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CartPage } from '@/features/cart/components/cart-page';
import { basketOf, cartLine, logIn, logOut, newClient, withClient } from './fixtures';

const api = vi.hoisted(() => ({
  get: vi.fn(),
  informer: vi.fn(),
  add: vi.fn(),
  update: vi.fn(),
  remove: vi.fn(),
  deliveryPayment: vi.fn(),
}));
vi.mock('@/features/cart/api/client', () => ({ basketApi: api }));

const unitPacking = { code: 'roll' as const, title: 'рулон', stepKg: 1 };
const metre = cartLine(1, {
  unit: 'm',
  quantity: 2.5,
  price: 35,
  full_price: 87.5,
  linear_metres: 2.5,
  available: 10,
  properties: { ...cartLine(1).properties, title: 'Лента', packing: unitPacking },
});
const piece = cartLine(2, {
  unit: 'pcs',
  quantity: 3,
  price: 120,
  full_price: 360,
  linear_metres: 0,
  available: 7,
  properties: { ...cartLine(2).properties, title: 'Пуговица', packing: unitPacking },
});
const fabric = cartLine(3);

const renderCart = () => {
  const Wrapper = withClient(newClient());
  return render(
    <Wrapper>
      <CartPage />
    </Wrapper>,
  );
};
const lineOf = (title: string) =>
  screen.getByRole('checkbox', { name: `Выбрать «${title}»` }).closest('li')!;
/** What a person reads, with no-break spaces as spaces. */
const text = (element: HTMLElement) => element.textContent!.replace(/[\u00a0\u202f]/g, ' ');

describe('a cart with goods in metres and pieces (issue #35)', () => {
  beforeEach(() => logIn());
  afterEach(() => {
    logOut();
    vi.clearAllMocks();
  });

  it('says each line in its unit, and a line in kg as before', async () => {
    api.get.mockResolvedValue(basketOf([metre, piece, fabric]));
    renderCart();
    await screen.findByRole('checkbox', { name: 'Выбрать все' });

    const m = lineOf('Лента');
    expect(within(m).getByRole('textbox', { name: 'Количество «Лента», м' })).toHaveValue('2.5');
    expect(text(m)).toContain('Шаг 1 м');
    expect(text(m)).toContain('На складе: 10 м');
    expect(text(m)).toContain('35 ₽/м');
    expect(text(m)).not.toContain('кг');
    expect(text(m)).not.toContain('≈');

    const p = lineOf('Пуговица');
    expect(within(p).getByRole('textbox', { name: 'Количество «Пуговица», шт' })).toHaveValue('3');
    expect(text(p)).toContain('Шаг 1 шт');
    expect(text(p)).toContain('На складе: 7 шт');
    expect(text(p)).toContain('120 ₽/шт');

    const kg = lineOf('Кулирка 3');
    expect(within(kg).getByRole('textbox', { name: 'Количество «Кулирка 3», кг' })).toHaveValue(
      '20',
    );
    expect(text(kg)).toContain('Шаг 20 кг (рулон)');
    expect(text(kg)).toContain('На складе: 200 кг');
    expect(text(kg)).toContain('500 ₽/кг');
    expect(text(kg)).toContain('≈ 55,6 м');

    // The summary weighs the kilograms and counts the pieces on a row of their own.
    const summary = screen.getByRole('complementary', { name: 'Ваш заказ' });
    expect(text(summary)).toContain('Общий вес20 кг');
    expect(text(summary)).toContain('Штучный товар3 шт');
  });

  it('a cart of metres alone shows no weight', async () => {
    api.get.mockResolvedValue(basketOf([metre]));
    renderCart();
    const summary = await screen.findByRole('complementary', { name: 'Ваш заказ' });
    expect(text(summary)).not.toContain('Общий вес');
    expect(text(summary)).toContain('Примерный метраж');
    expect(text(summary)).not.toContain('Штучный товар');
  });
});
