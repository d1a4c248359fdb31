import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OrderHistory } from '@/features/account/components/order-history';
import type { Order, OrdersList } from '@/lib/api/contract/orders';
import { IDEMPOTENCY_KEY_PATTERN } from '@/lib/validation/idempotency-key';
import { clearNotifications, useNotificationsStore } from '@/lib/stores/notifications';
import { stubApi, success } from './api-stub';

const line = (n: number) => ({
  product_id: n,
  title: `Футер 3-нитка, цвет ${n}`,
  quantity: 20,
  unit: 'kg' as const,
  price: 650,
  sum: 13_000,
});

const order = (id: number, status: Order['status'], lines: number): Order => ({
  id,
  status,
  status_name: { new: 'Новый', shipped: 'Отгружен', cancelled: 'Отменён' }[status as string] ?? '',
  created_at: '2026-11-20T10:00:00.000Z',
  store_name: 'Москва',
  delivery: 'pickup',
  delivery_name: 'Самовывоз со склада',
  payment: 'invoice',
  payment_name: 'Безналичный расчёт по счёту',
  recipient: { name: 'Иванов Иван' },
  comment: null,
  total_kg: lines * 20,
  total_price: lines * 13_000,
  can_cancel: status === 'new',
  items: Array.from({ length: lines }, (_, i) => line(i + 1)),
  status_at: status === 'new' ? '2026-11-20T10:00:00.000Z' : '2026-11-22T12:00:00.000Z',
  cancel_reason: status === 'cancelled' ? 'Покупатель передумал' : null,
  history: [
    {
      status: 'new',
      status_name: 'Новый',
      at: '2026-11-20T10:00:00.000Z',
      by: 'buyer',
      reason: null,
    },
    ...(status === 'new'
      ? []
      : [
          {
            status,
            status_name: { shipped: 'Отгружен', cancelled: 'Отменён' }[status as string] ?? '',
            at: '2026-11-22T12:00:00.000Z',
            by: 'staff' as const,
            reason: status === 'cancelled' ? 'Покупатель передумал' : null,
          },
        ]),
  ],
});

function page(orders: Order[], total = orders.length): OrdersList {
  return {
    orders,
    pagination: { page: 1, perPage: 10, total, pages: Math.ceil(total / 10) || 1 },
    counts: { all: total, new: 1, shipped: total - 1 },
  };
}

function setup(list: () => OrdersList) {
  const api = stubApi((call) => {
    if (call.path === '/personalAccountOrders/getListOrders/') return success(list());
    if (call.path === '/personalAccountOrders/orderCancellation/')
      return success({ id: 7, status: 'cancelled', status_name: 'Отменён' }, 'Заказ отменён');
    if (call.path === '/personalAccountOrders/repeatOrder/')
      return success({ added: [{ product_id: 1, title: 'x', quantity: 20 }], short: [] });
    return undefined;
  });
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <OrderHistory />
    </QueryClientProvider>,
  );
  return api;
}

afterEach(() => {
  vi.unstubAllGlobals();
  clearNotifications();
});

describe('order history', () => {
  it("links an order paid by bank transfer to its invoice ('Скачать счёт', issue #21); a card order has none", async () => {
    setup(() => page([order(7, 'new', 1), { ...order(6, 'shipped', 2), payment: 'card' }]));
    const cards = await screen.findAllByRole('listitem');
    const link = within(cards[0]!).getByRole('link', {
      name: 'Скачать счёт на оплату заказа № 7 (PDF)',
    });
    expect(link).toHaveAttribute('href', '/api/v1/order/invoice?id=7');
    expect(link).toHaveTextContent('Скачать счёт');
    expect(within(cards[1]!).queryByText('Скачать счёт')).toBeNull();
  });

  it('counts orders and positions with Russian plural forms', async () => {
    setup(() => page([order(7, 'new', 1), order(6, 'shipped', 2), order(5, 'shipped', 5)], 5));
    expect(await screen.findByText('5 заказов')).toBeInTheDocument();
    const cards = screen.getAllByRole('listitem');
    expect(within(cards[0]!).getByText('1 позиция')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('2 позиции')).toBeInTheDocument();
    expect(within(cards[2]!).getByText('5 позиций')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Новый')).toBeInTheDocument();
    // People read labels, never the codes (issue #17).
    expect(cards[0]).toHaveTextContent('Доставка: Самовывоз со склада');
    expect(cards[0]).toHaveTextContent('Оплата: Безналичный расчёт по счёту');
    expect(cards[0]).not.toHaveTextContent(/pickup|invoice/);
  });

  it('says the unit of each line: metres and pieces as such, an order in kg as before (issue #35)', async () => {
    const mixed: Order = {
      ...order(8, 'new', 1),
      items: [
        line(1),
        { product_id: 2, title: 'Лента', quantity: 3.25, unit: 'm', price: 35, sum: 113.75 },
        { product_id: 3, title: 'Пуговица', quantity: 4, unit: 'pcs', price: 120, sum: 480 },
      ],
    };
    setup(() => page([mixed, order(6, 'shipped', 1)]));
    const cards = await screen.findAllByRole('listitem');
    const read = (element: HTMLElement) => element.textContent!.replace(/[\u00a0\u202f]/g, ' ');
    expect(read(cards[0]!)).toContain('20 кг, 3,25 м, 4 шт');
    const rows = within(cards[0]!).getAllByRole('row');
    expect(within(rows[0]!).getByText('Цена за ед.')).toBeInTheDocument();
    const lente = rows.find((row) => row.textContent!.includes('Лента'))!;
    expect(read(lente)).toContain('3,25 м');
    expect(read(lente)).toContain('35 ₽/м');
    expect(read(rows.find((row) => row.textContent!.includes('Пуговица'))!)).toContain('4 шт');
    // An order of fabric alone reads as it always did.
    expect(read(cards[1]!)).toContain('20 кг');
    expect(within(cards[1]!).getByText('Цена за кг')).toBeInTheDocument();
    expect(read(cards[1]!)).not.toContain('₽/кг');
  });

  it('says "1 заказ"', async () => {
    setup(() => page([order(7, 'new', 1)], 1));
    expect(await screen.findByText('1 заказ')).toBeInTheDocument();
  });

  it('says "2 заказа"', async () => {
    setup(() => page([order(7, 'new', 1), order(6, 'shipped', 1)], 2));
    expect(await screen.findByText('2 заказа')).toBeInTheDocument();
  });

  it('cancels only after confirmation, and only orders that can be cancelled', async () => {
    const user = userEvent.setup();
    let status: Order['status'] = 'new';
    const api = setup(() => page([order(7, status, 1), order(6, 'shipped', 2)], 2));
    const [fresh, shipped] = await screen.findAllByRole('listitem');
    expect(within(shipped!).queryByRole('button', { name: 'Отменить заказ' })).toBeNull();

    await user.click(within(fresh!).getByRole('button', { name: 'Отменить заказ' }));
    const dialog = within(fresh!).getByRole('alertdialog', { name: 'Отменить заказ № 7?' });
    expect(api.calls.some((c) => c.path.includes('orderCancellation'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Не отменять' }));
    expect(within(fresh!).queryByRole('alertdialog')).toBeNull();

    await user.click(within(fresh!).getByRole('button', { name: 'Отменить заказ' }));
    status = 'cancelled';
    await user.click(
      within(within(fresh!).getByRole('alertdialog')).getByRole('button', {
        name: 'Отменить заказ',
      }),
    );
    // A POST with the id in the form (issue #33): a GET that cancels could be sent by any page.
    await waitFor(() =>
      expect(api.posts('/personalAccountOrders/orderCancellation/')[0]?.form.get('id')).toBe('7'),
    );
    // The status badge (the list of changes names it too).
    expect(await screen.findByText('Отменён', { selector: '[data-status]' })).toBeInTheDocument();
    expect(useNotificationsStore.getState().items.map((n) => n.title)).toContain('Заказ отменён');
  });

  it('repeats an order into the cart and offers the way to it', async () => {
    const user = userEvent.setup();
    const api = setup(() => page([order(6, 'shipped', 2)], 1));
    await user.click(await screen.findByRole('button', { name: 'Повторить заказ' }));
    await waitFor(() =>
      expect(api.posts('/personalAccountOrders/repeatOrder/')[0]?.form.get('id')).toBe('6'),
    );
    expect(await screen.findByRole('link', { name: 'Перейти в корзину' })).toHaveAttribute(
      'href',
      '/cart/',
    );
    expect(useNotificationsStore.getState().items.map((n) => n.title)).toContain(
      'Товары заказа добавлены в корзину',
    );
  });

  describe("a double click on 'Повторить заказ' repeats once (issue #34)", () => {
    const repeats = (api: ReturnType<typeof setup>) =>
      api.posts('/personalAccountOrders/repeatOrder/');
    /**
     * What a browser dispatches for a double click, all before any timer runs: Chromium handles
     * input before timers, so a mutation's `isPending` (a task later) had not disabled the button.
     */
    const doubleClick = (element: Element) => {
      fireEvent.click(element, { detail: 1 });
      fireEvent.click(element, { detail: 2 });
      fireEvent.dblClick(element, { detail: 2 });
    };

    it('sends one request, with an idempotency key', async () => {
      const api = setup(() => page([order(6, 'shipped', 2)], 1));
      doubleClick(await screen.findByRole('button', { name: 'Повторить заказ' }));
      expect(await screen.findByRole('link', { name: 'Перейти в корзину' })).toBeInTheDocument();
      expect(repeats(api)).toHaveLength(1);
      expect(repeats(api)[0]!.form.get('idempotency_key')).toMatch(IDEMPOTENCY_KEY_PATTERN);
    });

    it("sends one request when the first answer came back before the double click's second click", async () => {
      const api = setup(() => page([order(6, 'shipped', 2)], 1));
      const button = await screen.findByRole('button', { name: 'Повторить заказ' });
      fireEvent.click(button, { detail: 1 });
      await screen.findByRole('link', { name: 'Перейти в корзину' });
      await waitFor(() => expect(button).toBeEnabled());
      fireEvent.click(button, { detail: 2 });
      fireEvent.dblClick(button, { detail: 2 });
      // A later click of its own is another repeat, with a key of its own.
      fireEvent.click(button, { detail: 1 });
      await waitFor(() => expect(repeats(api)).toHaveLength(2));
      const [first, second] = repeats(api).map((call) => call.form.get('idempotency_key'));
      expect(second).not.toBe(first);
    });

    it('is busy and disabled while its request is on the way, and a click then sends nothing', async () => {
      const api = setup(() => page([order(6, 'shipped', 2)], 1));
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      const stubbed = globalThis.fetch;
      vi.stubGlobal('fetch', async (...args: Parameters<typeof fetch>) => {
        const response = stubbed(...args);
        if (String((args[0] as Request).url ?? args[0]).includes('repeatOrder')) await held;
        return response;
      });
      const button = await screen.findByRole('button', { name: 'Повторить заказ' });
      fireEvent.click(button, { detail: 1 });
      await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
      expect(button).toBeDisabled();
      fireEvent.click(button, { detail: 1 });
      release();
      await waitFor(() => expect(button).toBeEnabled());
      expect(button).not.toHaveAttribute('aria-busy');
      expect(repeats(api)).toHaveLength(1);
    });
  });

  it('a double click on the confirmation cancels once: no "Заказ уже отменён" after "Заказ отменён" (issue #34)', async () => {
    const user = userEvent.setup();
    let status: Order['status'] = 'new';
    const api = setup(() => page([order(7, status, 1)], 1));
    const card = await screen.findByRole('listitem');
    await user.click(within(card).getByRole('button', { name: 'Отменить заказ' }));
    status = 'cancelled';
    const confirm = within(within(card).getByRole('alertdialog')).getByRole('button', {
      name: 'Отменить заказ',
    });
    fireEvent.click(confirm, { detail: 1 });
    fireEvent.click(confirm, { detail: 2 });
    fireEvent.dblClick(confirm, { detail: 2 });
    expect(await screen.findByText('Отменён', { selector: '[data-status]' })).toBeInTheDocument();
    expect(api.posts('/personalAccountOrders/orderCancellation/')).toHaveLength(1);
  });

  it('shows the date the order got its status, each change, and why it was cancelled (issue #20)', async () => {
    setup(() => page([order(9, 'cancelled', 1), order(8, 'shipped', 1)]));
    const [cancelled, shipped] = await screen.findAllByRole('listitem');
    expect(within(shipped!).getByText('с 22 ноября')).toBeInTheDocument();
    // Under the status, and again in its change.
    expect(within(cancelled!).getAllByText('Причина отмены: Покупатель передумал')).toHaveLength(2);
    const rows = within(shipped!)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toContain('20 ноября 2026 г. в 13:00Заказ оформленвы');
    expect(rows).toContain('22 ноября 2026 г. в 15:00Отгруженменеджер');
  });
});
