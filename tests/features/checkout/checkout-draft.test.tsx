/**
 * Issue #34: Back then Forward on /checkout/ lost the comment and the delivery. The checkout
 * keeps what the buyer typed and chose in the tab (sessionStorage), for this buyer and this
 * cart, until the order is placed.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CheckoutPage } from '@/features/checkout/components/checkout-page';
import { basketOf, cartLine, logIn, logOut, newClient, withClient } from '../cart/fixtures';

const push = vi.fn();
vi.mock('next/navigation', () => ({
  useRouter: () => ({ push, replace: vi.fn(), prefetch: vi.fn() }),
  usePathname: () => '/checkout/',
}));
const api = vi.hoisted(() => ({
  dataForOrder: vi.fn(),
  totalBasket: vi.fn(),
  storeInfo: vi.fn(),
  create: vi.fn(),
  placedOrder: vi.fn(),
}));
vi.mock('@/features/checkout/api/client', () => ({ orderApi: api }));

const buyer = {
  fio: 'Иванов Иван',
  phone: '+7 (900) 123-45-67',
  email: 'ivan@example.ru',
  userType: 'individual' as const,
  companyName: null,
};
const data = {
  user: buyer,
  recipients: [],
  delivery: [
    { id: 'pickup', title: 'Самовывоз со склада', description: null },
    { id: 'city', title: 'Доставка по городу', description: null },
  ],
  payment: [
    { id: 'card', title: 'Банковской картой при получении', description: null },
    { id: 'cash', title: 'Наличными при получении', description: null },
  ],
  store: { id: 1, xml: 'msk', name: 'Склад Москва', city: 'Москва', phone: null, address: null },
  manager: null,
};
const cartOf = (...ids: number[]) => {
  const basket = basketOf(ids.map((id) => cartLine(id)));
  return { cart: basket.cart, cart_result: basket.cart_result };
};

/** An opening of /checkout/ in the tab: a new page, the tab's sessionStorage kept. */
const openCheckout = async () => {
  const Wrapper = withClient(newClient());
  const view = render(
    <Wrapper>
      <CheckoutPage />
    </Wrapper>,
  );
  await screen.findByRole('button', { name: 'Подтвердить заказ' });
  return view;
};
const comment = () => screen.getByLabelText(/Комментарий к заказу/);

describe('/checkout/ keeps what the buyer typed across Back, Forward and a reload (issue #34)', () => {
  beforeEach(() => {
    logIn();
    sessionStorage.clear();
    api.dataForOrder.mockResolvedValue(data);
    api.totalBasket.mockResolvedValue(cartOf(1, 2));
    api.placedOrder.mockResolvedValue(null);
  });
  afterEach(() => {
    logOut();
    vi.clearAllMocks();
  });

  it('Back then Forward: the comment, the delivery, the address, the payment and the new phone are there; the consent is asked again', async () => {
    const user = userEvent.setup();
    const first = await openCheckout();
    await user.click(screen.getByLabelText('Доставка по городу'));
    await user.type(screen.getByLabelText('Адрес доставки'), 'г. Москва, ул. Ткацкая, д. 1');
    await user.click(screen.getByLabelText('Наличными при получении'));
    const phone = screen.getByRole('textbox', { name: 'Телефон' });
    await user.clear(phone);
    await user.type(phone, '4957778899');
    await user.type(comment(), 'Позвоните за час до приезда');
    await user.click(screen.getByRole('checkbox', { name: /Я даю согласие/ }));
    first.unmount();

    await openCheckout();
    expect(comment()).toHaveValue('Позвоните за час до приезда');
    expect(screen.getByLabelText('Доставка по городу')).toBeChecked();
    expect(screen.getByLabelText('Адрес доставки')).toHaveValue('г. Москва, ул. Ткацкая, д. 1');
    expect(screen.getByLabelText('Наличными при получении')).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Телефон' })).toHaveValue('(495) 777-88-99');
    // 152-FZ: ticked by the buyer on the page that sends the order, never in advance.
    expect(screen.getByRole('checkbox', { name: /Я даю согласие/ })).not.toBeChecked();
  });

  it('pickup chosen after a delivery: pickup comes back, and no address is asked', async () => {
    const user = userEvent.setup();
    const first = await openCheckout();
    await user.click(screen.getByLabelText('Доставка по городу'));
    await user.click(screen.getByLabelText('Самовывоз со склада'));
    await user.type(comment(), 'Заберём в пятницу');
    first.unmount();

    await openCheckout();
    expect(screen.getByLabelText('Самовывоз со склада')).toBeChecked();
    expect(screen.queryByLabelText('Адрес доставки')).toBeNull();
    expect(comment()).toHaveValue('Заберём в пятницу');
  });

  it('a product added to the cart keeps the draft; a cart of other products starts clean', async () => {
    const user = userEvent.setup();
    const first = await openCheckout();
    await user.type(comment(), 'Упакуйте отдельно');
    first.unmount();

    api.totalBasket.mockResolvedValue(cartOf(1, 2, 3));
    const second = await openCheckout();
    expect(comment()).toHaveValue('Упакуйте отдельно');
    second.unmount();

    api.totalBasket.mockResolvedValue(cartOf(7));
    await openCheckout();
    expect(comment()).toHaveValue('');
  });

  it("another buyer in the tab does not see the first one's draft", async () => {
    const user = userEvent.setup();
    const first = await openCheckout();
    await user.type(comment(), 'Для Иванова');
    first.unmount();
    const again = await openCheckout();
    expect(comment()).toHaveValue('Для Иванова');
    again.unmount();

    api.dataForOrder.mockResolvedValue({
      ...data,
      user: { ...buyer, fio: 'Петрова Анна', email: 'anna@example.ru' },
    });
    await openCheckout();
    expect(comment()).toHaveValue('');
    expect(screen.getByLabelText('ФИО или название организации')).toHaveValue('Петрова Анна');
  });

  it('the placed order takes its draft along: the next order starts clean', async () => {
    api.create.mockResolvedValue({ orderId: 77, repeated: false });
    const user = userEvent.setup();
    const first = await openCheckout();
    await user.type(comment(), 'Первый заказ');
    first.unmount();
    // A reload before the press: the comment is there to be sent.
    const reloaded = await openCheckout();
    expect(comment()).toHaveValue('Первый заказ');
    await user.click(screen.getByRole('checkbox', { name: /Я даю согласие/ }));
    await user.click(screen.getByRole('button', { name: 'Подтвердить заказ' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/checkout-success/?orderId=77'));
    expect(api.create.mock.calls[0]![0]).toMatchObject({ comment: 'Первый заказ' });
    reloaded.unmount();

    // New lines, a new order: the comment of the first is not carried into it.
    api.placedOrder.mockResolvedValue({ orderId: 77 });
    await openCheckout();
    expect(comment()).toHaveValue('');
    expect(sessionStorage.getItem('selvedge:checkout:draft')).toBeNull();
  });
});
