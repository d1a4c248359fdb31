/**
 * Issue #34: 'Подтвердить заказ', then a reload before the answer: the order was placed and
 * mailed, but the reopened checkout said 'В корзине нет товаров, которые есть на вашем складе'.
 * The checkout now keeps its key in the tab's sessionStorage from the press on and, reopened,
 * shows the order that key placed (or keeps the key for the form while no order is known).
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
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

const KEY_ITEM = 'selvedge:checkout:key';
const PLACED_ITEM = 'selvedge:checkout:placed';
const EMPTY = 'В корзине нет товаров, которые есть на вашем складе';

const data = {
  user: {
    fio: 'Иванов Иван',
    phone: '+7 (900) 123-45-67',
    email: 'ivan@example.ru',
    userType: 'individual' as const,
    companyName: null,
  },
  recipients: [],
  delivery: [{ id: 'pickup', title: 'Самовывоз со склада', description: null }],
  payment: [{ id: 'card', title: 'Банковской картой при получении', description: null }],
  store: { id: 1, xml: 'msk', name: 'Склад Москва', city: 'Москва', phone: null, address: null },
  manager: null,
};

const withLines = () => {
  const basket = basketOf([cartLine(1), cartLine(2)]);
  return { cart: basket.cart, cart_result: basket.cart_result };
};
const emptyCart = () => {
  const basket = basketOf([]);
  return { cart: basket.cart, cart_result: basket.cart_result };
};

/** A new opening of /checkout/ in the same tab: a fresh page, the tab's sessionStorage kept. */
const openCheckout = () => {
  const Wrapper = withClient(newClient());
  return render(
    <Wrapper>
      <CheckoutPage />
    </Wrapper>,
  );
};

const expectPlacedOrder = async (orderId: number) => {
  const heading = await screen.findByRole(
    'heading',
    { name: `Заказ № ${orderId} оформлен` },
    { timeout: 4000 },
  );
  const panel = heading.closest('section')!;
  expect(within(panel).getByRole('link', { name: 'История заказов' })).toHaveAttribute(
    'href',
    '/user/history/',
  );
  expect(within(panel).getByRole('link', { name: 'Подробнее о заказе' })).toHaveAttribute(
    'href',
    `/checkout-success/?orderId=${orderId}`,
  );
  expect(screen.queryByText(EMPTY)).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Подтвердить заказ' })).not.toBeInTheDocument();
};

describe('/checkout/ after an order was placed (issue #34)', () => {
  beforeEach(() => {
    logIn();
    sessionStorage.clear();
    api.dataForOrder.mockResolvedValue(data);
  });
  afterEach(() => {
    logOut();
    sessionStorage.clear();
    vi.clearAllMocks();
  });

  it('reloaded right after the press: shows the order the stored key placed, not the empty cart', async () => {
    sessionStorage.setItem(KEY_ITEM, 'key-reloaded-12345');
    api.totalBasket.mockResolvedValue(emptyCart());
    api.placedOrder.mockResolvedValue({ orderId: 2, payment: 'card' });
    openCheckout();
    await expectPlacedOrder(2);
    expect(api.placedOrder).toHaveBeenCalledWith(
      { idempotency_key: 'key-reloaded-12345' },
      expect.anything(),
    );
    // Remembered as placed: Back or a reopened /checkout/ shows it too.
    expect(sessionStorage.getItem(PLACED_ITEM)).toBe('2');
    expect(sessionStorage.getItem(KEY_ITEM)).toBeNull();
  });

  it('the order still committing when the page came back: asked again, and the cart read again once it is found', async () => {
    sessionStorage.setItem(KEY_ITEM, 'key-committing-12345');
    // The reopened page read the cart before the order took its lines.
    api.totalBasket.mockResolvedValueOnce(withLines()).mockResolvedValue(emptyCart());
    api.placedOrder.mockResolvedValueOnce(null).mockResolvedValue({ orderId: 5, payment: 'card' });
    openCheckout();
    // Meanwhile the form, with the submitted key (see the next test).
    expect(await screen.findByRole('button', { name: 'Подтвердить заказ' })).toBeInTheDocument();
    await expectPlacedOrder(5);
    expect(api.placedOrder).toHaveBeenCalledTimes(2);
    expect(api.totalBasket).toHaveBeenCalledTimes(2);
  });

  it('with an empty cart, waits for the order instead of saying the cart is empty', async () => {
    sessionStorage.setItem(KEY_ITEM, 'key-waiting-123456');
    api.totalBasket.mockResolvedValue(emptyCart());
    api.placedOrder.mockResolvedValueOnce(null).mockResolvedValue({ orderId: 6, payment: 'card' });
    openCheckout();
    expect(await screen.findByRole('status')).toHaveTextContent('Загрузка');
    expect(screen.queryByText(EMPTY)).not.toBeInTheDocument();
    await expectPlacedOrder(6);
  });

  it('no order for the stored key and lines in the cart: the form keeps that key, so submitting again cannot place a second order', async () => {
    sessionStorage.setItem(KEY_ITEM, 'key-not-arrived-123');
    api.totalBasket.mockResolvedValue(withLines());
    api.placedOrder.mockResolvedValue(null);
    api.create.mockImplementation(async (payload: { idempotency_key: string }) => {
      // Kept in the tab before the request goes out.
      expect(sessionStorage.getItem(KEY_ITEM)).toBe(payload.idempotency_key);
      return { orderId: 11, repeated: true };
    });
    openCheckout();
    const submit = await screen.findByRole('button', { name: 'Подтвердить заказ' });
    fireEvent.click(screen.getByRole('checkbox', { name: /Я даю согласие/ }));
    fireEvent.click(submit);
    await waitFor(() => expect(push).toHaveBeenCalledWith('/checkout-success/?orderId=11'));
    expect(api.create.mock.calls[0]![0].idempotency_key).toBe('key-not-arrived-123');
    expect(sessionStorage.getItem(PLACED_ITEM)).toBe('11');
    expect(sessionStorage.getItem(KEY_ITEM)).toBeNull();
  });

  it('Back or /checkout/ reopened: the order while the cart stays empty; new lines get the form and a fresh key; another buyer sees no order', async () => {
    api.totalBasket.mockResolvedValue(withLines());
    api.create.mockResolvedValue({ orderId: 9, repeated: false });
    const first = openCheckout();
    fireEvent.click(await screen.findByRole('checkbox', { name: /Я даю согласие/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Подтвердить заказ' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/checkout-success/?orderId=9'));
    const firstKey = api.create.mock.calls[0]![0].idempotency_key as string;
    first.unmount();

    // Back: the cart is empty now.
    api.totalBasket.mockResolvedValue(emptyCart());
    api.placedOrder.mockResolvedValue({ orderId: 9, payment: 'card' });
    const back = openCheckout();
    await expectPlacedOrder(9);
    expect(api.placedOrder).toHaveBeenCalledWith({ id: 9 }, expect.anything());
    back.unmount();

    // New lines: a new order, with a key of its own.
    api.totalBasket.mockResolvedValue(withLines());
    api.create.mockResolvedValue({ orderId: 10, repeated: false });
    const again = openCheckout();
    fireEvent.click(await screen.findByRole('checkbox', { name: /Я даю согласие/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Подтвердить заказ' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/checkout-success/?orderId=10'));
    expect(api.create.mock.calls[1]![0].idempotency_key).not.toBe(firstKey);
    again.unmount();

    // The tab changed hands: the remembered number is not this buyer's order.
    api.totalBasket.mockResolvedValue(emptyCart());
    api.placedOrder.mockResolvedValue(null);
    openCheckout();
    expect(await screen.findByText(EMPTY)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Заказ №/ })).not.toBeInTheDocument();
    expect(sessionStorage.getItem(PLACED_ITEM)).toBeNull();
  });
});
