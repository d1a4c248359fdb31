import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

const three = basketOf([
  cartLine(1),
  cartLine(2),
  cartLine(3, { out_of_stock: true, available: 0 }),
]);

const renderCart = () => {
  const Wrapper = withClient(newClient());
  return render(
    <Wrapper>
      <CartPage />
    </Wrapper>,
  );
};

describe('/cart/ (storefront.md §4)', () => {
  beforeEach(() => {
    logIn();
    api.get.mockResolvedValue(three);
    api.remove.mockResolvedValue({ deleted: [1, 3] });
  });
  afterEach(() => {
    logOut();
    vi.clearAllMocks();
  });

  it("a cart that failed to load says so and 'Повторить' loads it", async () => {
    api.get.mockRejectedValueOnce(new Error('network'));
    renderCart();
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить корзину');
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('checkbox', { name: 'Выбрать все' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.get).toHaveBeenCalledTimes(2);
  });

  it('select-all: none, then indeterminate with some lines, then all, then none again', async () => {
    renderCart();
    const selectAll = await screen.findByRole('checkbox', { name: 'Выбрать все' });
    const first = screen.getByRole('checkbox', { name: 'Выбрать «Кулирка 1»' });
    const deleteSelected = screen.getByRole('button', { name: 'Удалить выбранные' });
    expect(selectAll).not.toBeChecked();
    expect((selectAll as HTMLInputElement).indeterminate).toBe(false);
    expect(deleteSelected).toBeDisabled();

    fireEvent.click(first);
    expect(first).toBeChecked();
    expect((selectAll as HTMLInputElement).indeterminate).toBe(true);
    expect(selectAll).toHaveAttribute('aria-checked', 'mixed');
    expect(deleteSelected).toBeEnabled();

    fireEvent.click(selectAll);
    expect((selectAll as HTMLInputElement).indeterminate).toBe(false);
    expect(selectAll).toBeChecked();
    for (const box of screen.getAllByRole('checkbox', { name: /^Выбрать «/ }))
      expect(box).toBeChecked();

    fireEvent.click(selectAll);
    for (const box of screen.getAllByRole('checkbox', { name: /^Выбрать «/ }))
      expect(box).not.toBeChecked();
  });

  it('deletes the selected lines in one call and reloads the cart', async () => {
    renderCart();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Выбрать «Кулирка 1»' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Выбрать «Кулирка 3»' }));
    fireEvent.click(screen.getByRole('button', { name: 'Удалить выбранные' }));
    await waitFor(() => expect(api.remove).toHaveBeenCalledWith([1, 3]));
    await waitFor(() => expect(api.get).toHaveBeenCalledTimes(2));
  });

  it('flags the line with no stock at the warehouse and shows totals with plural forms', async () => {
    renderCart();
    const missing = await screen.findByRole('region', { name: 'Нет в наличии' });
    expect(within(missing).getByText('Нет на вашем складе')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Некоторых товаров нет на вашем складе');
    const summary = screen.getByRole('complementary', { name: 'Ваш заказ' });
    expect(within(summary).getByText('3 позиции')).toBeInTheDocument();
    expect(within(summary).getByText('60 кг')).toBeInTheDocument();
    expect(within(summary).getByText('≈ 111,2 м')).toBeInTheDocument();
    expect(within(summary).getByText(/30\s000\s₽/)).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'Оформить заказ' })).toHaveAttribute(
      'href',
      '/checkout/',
    );
  });

  it('shows the empty cart with a way to the catalogue', async () => {
    api.get.mockResolvedValue(basketOf([]));
    renderCart();
    expect(await screen.findByText('В корзине пока ничего нет')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'В каталог' })).toHaveAttribute('href', '/catalog/');
  });

  it("a line's counter says what a typed number becomes before the cart is changed (issue #34)", async () => {
    // Line 1: a 20 kg roll step, 240 kg at the warehouse.
    api.get.mockResolvedValue(basketOf([cartLine(1, { available: 240 }), cartLine(2)]));
    api.update.mockResolvedValue({ product_id: 1, quantity: 20 });
    const user = userEvent.setup();
    renderCart();
    const input = await screen.findByRole('textbox', { name: 'Количество «Кулирка 1», кг' });
    const note = () =>
      document
        .getElementById(input.getAttribute('aria-describedby')!)!
        .textContent!.replace(/\u00a0/g, ' ');

    // '7,5': the comma and what follows are refused, not glued into 75; 7 is below the step.
    await user.tripleClick(input);
    await user.keyboard('7,5');
    expect(input).toHaveValue('7');
    expect(note()).toBe('Только целые килограммы Меньше 20 кг — удалим из корзины');
    // '33': said to be 20, and the cart gets 20 after the pause, nothing else.
    await user.tripleClick(input);
    await user.keyboard('33');
    expect(note()).toBe('Кратно 20 кг — будет 20 кг');
    expect(api.update).not.toHaveBeenCalled();
    await waitFor(() => expect(api.update).toHaveBeenCalledWith(1, 20));
    expect(api.update).toHaveBeenCalledTimes(1);
  });
});
