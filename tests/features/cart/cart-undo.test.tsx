/**
 * Issue #34: 'Удалить выбранные' deleted the chosen lines at once, without a word. Now the lines
 * go and 'Удалено N позиций' offers 'Вернуть' for 8 s, which puts them back with their kilograms.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CartPage } from '@/features/cart/components/cart-page';
import type { CartLine } from '@/lib/api/contract/basket';
import { ApiError } from '@/lib/api/errors';
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

/** A cart the mocked API keeps: remove takes lines out, add puts a line in (once). */
function serveCart(initial: CartLine[], refuse: Record<number, string> = {}) {
  const all = new Map(initial.map((line) => [line.product_id, line]));
  let lines = [...initial];
  api.get.mockImplementation(async () => basketOf(lines));
  api.remove.mockImplementation(async (ids: number[]) => {
    lines = lines.filter((line) => !ids.includes(line.product_id));
    return { deleted: ids };
  });
  api.add.mockImplementation(async (id: number, quantity: number) => {
    if (refuse[id]) throw new ApiError(409, refuse[id]);
    if (lines.some((line) => line.product_id === id))
      throw new ApiError(409, 'Товар уже в корзине');
    lines = [...lines, { ...all.get(id)!, quantity }];
    return { product_id: id, quantity };
  });
  return { lines: () => lines };
}

const renderCart = () => {
  const Wrapper = withClient(newClient());
  return render(
    <Wrapper>
      <CartPage />
    </Wrapper>,
  );
};

const choose = async (user: ReturnType<typeof userEvent.setup>, ...titles: string[]) => {
  for (const title of titles)
    await user.click(await screen.findByRole('checkbox', { name: `Выбрать «${title}»` }));
};

describe("/cart/ 'Удалить выбранные' with an undo (issue #34)", () => {
  beforeEach(() => logIn());
  afterEach(() => {
    vi.useRealTimers();
    logOut();
    vi.clearAllMocks();
  });

  it("deletes the chosen lines, says so, and 'Вернуть' brings them back with their kilograms, once for a double click", async () => {
    const cart = serveCart([
      cartLine(1, { quantity: 40 }),
      cartLine(2, { quantity: 60 }),
      cartLine(3),
    ]);
    const user = userEvent.setup();
    renderCart();
    await choose(user, 'Кулирка 1', 'Кулирка 2');
    await user.dblClick(screen.getByRole('button', { name: 'Удалить выбранные' }));

    expect(await screen.findByText('Удалено 2 позиции')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Кулирка 1' })).toBeNull());
    expect(screen.queryByRole('link', { name: 'Кулирка 2' })).toBeNull();
    expect(api.remove).toHaveBeenCalledTimes(1);
    expect(api.remove).toHaveBeenCalledWith([1, 2]);

    await user.dblClick(screen.getByRole('button', { name: 'Вернуть' }));
    expect(await screen.findByRole('link', { name: 'Кулирка 1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Кулирка 2' })).toBeInTheDocument();
    // One add per line, with the kilograms it had: a double click is one undo.
    expect(api.add).toHaveBeenCalledTimes(2);
    expect(api.add).toHaveBeenCalledWith(1, 40);
    expect(api.add).toHaveBeenCalledWith(2, 60);
    expect(cart.lines().map((line) => [line.product_id, line.quantity])).toEqual([
      [3, 20],
      [1, 40],
      [2, 60],
    ]);
    await waitFor(() => expect(screen.queryByText('Удалено 2 позиции')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Вернуть' })).toBeNull();
  });

  it("offers 'Вернуть' for 8 seconds, then the deletion stands", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serveCart([cartLine(1), cartLine(2)]);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderCart();
    await choose(user, 'Кулирка 1');
    await user.click(screen.getByRole('button', { name: 'Удалить выбранные' }));
    expect(await screen.findByText('Удалена 1 позиция')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(7000));
    expect(screen.getByRole('button', { name: 'Вернуть' })).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(1100));
    expect(screen.queryByText('Удалена 1 позиция')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Вернуть' })).toBeNull();
    expect(api.add).not.toHaveBeenCalled();
  });

  it("the pointer on the notice holds it: 'Вернуть' does not run away from a reaching hand", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serveCart([cartLine(1), cartLine(2)]);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderCart();
    await choose(user, 'Кулирка 2');
    await user.click(screen.getByRole('button', { name: 'Удалить выбранные' }));
    const undo = await screen.findByRole('button', { name: 'Вернуть' });
    await user.hover(undo);
    await act(async () => vi.advanceTimersByTime(20_000));
    expect(screen.getByRole('button', { name: 'Вернуть' })).toBeInTheDocument();
    await user.unhover(undo);
    await act(async () => vi.advanceTimersByTime(8100));
    expect(screen.queryByRole('button', { name: 'Вернуть' })).toBeNull();
  });

  it("after 'Вернуть' the keyboard's focus goes back to the cart's controls, not to the page", async () => {
    serveCart([cartLine(1), cartLine(2), cartLine(3)]);
    const user = userEvent.setup();
    renderCart();
    await choose(user, 'Кулирка 1');
    await user.click(screen.getByRole('button', { name: 'Удалить выбранные' }));
    const undo = await screen.findByRole('button', { name: 'Вернуть' });
    undo.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('link', { name: 'Кулирка 1' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Вернуть' })).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Выбрать все' })),
    );
  });

  it("the whole cart deleted: the empty cart says so and still offers 'Вернуть'", async () => {
    serveCart([cartLine(1), cartLine(2)]);
    const user = userEvent.setup();
    renderCart();
    await user.click(await screen.findByRole('checkbox', { name: 'Выбрать все' }));
    await user.click(screen.getByRole('button', { name: 'Удалить выбранные' }));
    expect(await screen.findByText('В корзине пока ничего нет')).toBeInTheDocument();
    expect(screen.getByText('Удалено 2 позиции')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Вернуть' }));
    expect(await screen.findByRole('link', { name: 'Кулирка 1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Кулирка 2' })).toBeInTheDocument();
  });

  it('a line the shop can no longer give stays out, and the notice names it with the reason', async () => {
    serveCart([cartLine(1), cartLine(3, { out_of_stock: true, available: 0 })], {
      3: 'Товара нет на вашем складе',
    });
    const user = userEvent.setup();
    renderCart();
    await choose(user, 'Кулирка 1', 'Кулирка 3');
    await user.click(screen.getByRole('button', { name: 'Удалить выбранные' }));
    await user.click(await screen.findByRole('button', { name: 'Вернуть' }));

    expect(await screen.findByText('Не удалось вернуть:')).toBeInTheDocument();
    const notice = screen.getByText('Не удалось вернуть:').parentElement!;
    expect(within(notice).getByRole('listitem')).toHaveTextContent(
      '«Кулирка 3» — Товара нет на вашем складе',
    );
    expect(screen.getByRole('link', { name: 'Кулирка 1' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Кулирка 3' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByText('Не удалось вернуть:')).toBeNull();
  });
});
