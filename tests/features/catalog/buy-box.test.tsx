/**
 * The product page's buy box types a quantity like a person and puts in the cart exactly what its
 * note said (issue #34): '7,5' is refused, not read as 75; '33' on a 10 kg step is 30; '999999'
 * is the 240 kg in stock; the cart is changed only after the note was shown.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BuyBox } from '@/features/catalog/components/buy-box';
import { basketOf, cartLine, logIn, logOut, newClient, withClient } from '../cart/fixtures';

const api = vi.hoisted(() => ({
  get: vi.fn(),
  informer: vi.fn(),
  add: vi.fn(),
  update: vi.fn(),
  remove: vi.fn(),
  deliveryPayment: vi.fn(),
}));
vi.mock('@/features/cart/api/client', () => ({ basketApi: api }));

const packing = { code: 'pack' as const, title: 'пачка', stepKg: 10 };
const inCart = cartLine(7, {
  quantity: 20,
  available: 240,
  properties: { ...cartLine(7).properties, packing },
});

function renderBox() {
  const Wrapper = withClient(newClient());
  render(
    <Wrapper>
      <BuyBox productId={7} maxKg={240} packing={packing} width={180} density={200} />
    </Wrapper>,
  );
  return screen.getByRole('textbox', { name: 'Количество, кг' });
}

/** The field's note as a person reads it. */
const noteOf = (input: HTMLElement) =>
  document
    .getElementById(input.getAttribute('aria-describedby')!)!
    .textContent!.replace(/\u00a0/g, ' ');

describe('the buy box counter says what it does with a typed number (issue #34)', () => {
  beforeEach(() => logIn());
  afterEach(() => {
    logOut();
    vi.clearAllMocks();
  });

  it("'33' on a 10 kg step: the note says 30, and 'Добавить в корзину' adds 30", async () => {
    api.get.mockResolvedValue(basketOf([]));
    api.add.mockResolvedValue({ product_id: 7, quantity: 30 });
    const user = userEvent.setup();
    const input = renderBox();
    await waitFor(() => expect(api.get).toHaveBeenCalled());
    await user.tripleClick(input);
    await user.keyboard('33');
    expect(noteOf(input)).toBe('Кратно 10 кг — будет 30 кг');
    await user.tab();
    expect(input).toHaveValue('30');
    await user.click(screen.getByRole('button', { name: 'Добавить в корзину' }));
    await waitFor(() => expect(api.add).toHaveBeenCalledWith(7, 30));
  });

  it("'7,5' stays '7' with a note, and is below the step", async () => {
    api.get.mockResolvedValue(basketOf([]));
    const user = userEvent.setup();
    const input = renderBox();
    await user.tripleClick(input);
    await user.keyboard('7,5');
    expect(input).toHaveValue('7');
    expect(noteOf(input)).toBe('Только целые килограммы Меньше 10 кг — будет 0 кг');
  });

  it('in the cart: the note comes first, then the line gets exactly that number', async () => {
    api.get.mockResolvedValue(basketOf([inCart]));
    api.update.mockResolvedValue({ product_id: 7, quantity: 240 });
    const user = userEvent.setup();
    const input = renderBox();
    await waitFor(() => expect(input).toHaveValue('20'));
    await user.tripleClick(input);
    await user.keyboard('999999');
    expect(noteOf(input)).toBe('На складе 240 кг — будет 240 кг');
    // Nothing is sent while the buyer is still in the field.
    expect(api.update).not.toHaveBeenCalled();
    await user.tab();
    await waitFor(() => expect(api.update).toHaveBeenCalledWith(7, 240));
    expect(api.update).toHaveBeenCalledTimes(1);
  });

  it("in the cart, '7,5' is said to empty the line, and does", async () => {
    api.get.mockResolvedValue(basketOf([inCart]));
    api.update.mockResolvedValue({ product_id: 7, quantity: 0 });
    const user = userEvent.setup();
    const input = renderBox();
    await waitFor(() => expect(input).toHaveValue('20'));
    await user.tripleClick(input);
    await user.keyboard('7,5');
    expect(noteOf(input)).toBe('Только целые килограммы Меньше 10 кг — удалим из корзины');
    await user.tab();
    await waitFor(() => expect(api.update).toHaveBeenCalledWith(7, 0));
    expect(api.update).not.toHaveBeenCalledWith(7, 70);
  });
});

describe('a «+» tapped before the cart has been read (issue #37)', () => {
  beforeEach(() => logIn());
  afterEach(() => {
    logOut();
    vi.clearAllMocks();
  });

  it('adds its step to the line the cart then shows, once', async () => {
    let answer: (value: unknown) => void = () => {};
    api.get.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    api.update.mockResolvedValue({ product_id: 7, quantity: 30 });
    const user = userEvent.setup();
    const input = renderBox();
    // The page's code has just come and is given the early tap: the cart is still on its way.
    await user.click(screen.getByRole('button', { name: 'Увеличить количество' }));
    expect(input).toHaveValue('10');

    answer(basketOf([inCart]));
    // 20 kg in the cart and one step more: 30, sent once after the counter's pause.
    await waitFor(() => expect(api.update).toHaveBeenCalledWith(7, 30), { timeout: 3000 });
    expect(api.update).toHaveBeenCalledTimes(1);
    expect(api.add).not.toHaveBeenCalled();
  });

  it('not in the cart: the tap stays the quantity «Добавить в корзину» will add', async () => {
    let answer: (value: unknown) => void = () => {};
    api.get.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    const input = renderBox();
    await user.click(screen.getByRole('button', { name: 'Увеличить количество' }));
    answer(basketOf([]));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Добавить в корзину' })).toBeEnabled(),
    );
    expect(input).toHaveValue('10');
    expect(api.update).not.toHaveBeenCalled();
  });
});
