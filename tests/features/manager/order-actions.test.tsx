import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OrderCard } from '@/features/manager/components/order-card';
import type { ManagerOrderDetail } from '@/lib/api/contract/manager-orders';
import { stubApi, success } from '../account/api-stub';

const refresh = vi.fn();
vi.mock('next/navigation', () => ({
  useRouter: () => ({ refresh, push: vi.fn() }),
  usePathname: () => '/manager/orders/5/',
}));

const order = (status: ManagerOrderDetail['status']): ManagerOrderDetail => ({
  id: 5,
  status,
  status_name: { new: 'Новый', shipped: 'Отгружен' }[status as string] ?? status,
  created_at: '2026-11-20T10:00:00.000Z',
  buyer: {
    id: 3,
    name: 'Иванов Иван',
    email: 'ivan@example.ru',
    phone: '+7 (900) 123-45-67',
    company: 'ООО «Ромашка»',
  },
  warehouse: { xml_id: 'msk', title: 'Склад Москва' },
  total_kg: 40,
  total_price: 26_000,
  lines: 1,
  recipient: { kind: 'person', name: 'Петров Пётр', phone: '+7 (912) 345-67-89', email: null },
  delivery: 'pickup',
  delivery_name: 'Самовывоз со склада',
  payment: 'invoice',
  payment_name: 'Безналичный расчёт по счёту',
  comment: 'Позвонить заранее',
  items: [
    {
      product_id: 1,
      title: 'Футер 3-нитка',
      href: '/catalog/futer/1/',
      quantity: 40,
      price: 650,
      sum: 26_000,
    },
  ],
  next_statuses:
    status === 'new' ? ['confirmed', 'cancelled'] : status === 'shipped' ? ['delivered'] : [],
  history: [
    {
      id: 1,
      at: '2026-11-20T10:00:00.000Z',
      from: null,
      to: 'new',
      text: 'Заказ оформлен',
      actor: { kind: 'buyer', name: 'Иванов Иван' },
      reason: null,
    },
  ],
});

function setup(initial: ManagerOrderDetail, reply: Parameters<typeof stubApi>[0]) {
  const api = stubApi(reply);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <OrderCard order={initial} />
    </QueryClientProvider>,
  );
  return api;
}

afterEach(() => {
  vi.unstubAllGlobals();
  refresh.mockClear();
});

describe('an order’s card in the workspace', () => {
  it('shows the buyer, company, recipient, lines with links and totals', () => {
    setup(order('new'), () => undefined);
    expect(screen.getByRole('heading', { name: 'Заказ №5' })).toBeInTheDocument();
    expect(screen.getByText('ООО «Ромашка»')).toBeInTheDocument();
    expect(screen.getByText('Имя: Петров Пётр')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Футер 3-нитка' })).toHaveAttribute(
      'href',
      '/catalog/futer/1/',
    );
    expect(screen.getByText('Позвонить заранее')).toBeInTheDocument();
  });

  it('sends the next step with the status it showed, then renders again', async () => {
    const user = userEvent.setup();
    const api = setup(order('new'), (call) =>
      call.path === '/manager/orders/5/status/'
        ? success({ ...order('new'), status: 'confirmed', status_name: 'Подтверждён' })
        : undefined,
    );
    await user.click(screen.getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() => expect(refresh).toHaveBeenCalled());
    const [sent] = api.posts('/manager/orders/5/status/');
    expect(Object.fromEntries(sent!.form)).toEqual({ status: 'confirmed', from: 'new' });
  });

  it('says so when someone changed the order meanwhile (409)', async () => {
    const user = userEvent.setup();
    setup(order('new'), () => ({
      status: 409,
      body: {
        status: 'error',
        message:
          'Заказ только что изменил другой сотрудник или покупатель: обновите страницу и проверьте его статус',
      },
    }));
    await user.click(screen.getByRole('button', { name: 'Подтвердить' }));
    expect(
      await screen.findByText(/Заказ только что изменил другой сотрудник/),
    ).toBeInTheDocument();
    expect(refresh).not.toHaveBeenCalled();
  });

  it('cancels only with a reason, and sends it', async () => {
    const user = userEvent.setup();
    const api = setup(order('new'), (call) =>
      call.path === '/manager/orders/5/status/' ? success(order('new')) : undefined,
    );
    const cancel = screen.getByRole('button', { name: 'Отменить заказ' });
    expect(cancel).toBeDisabled();
    await user.type(screen.getByLabelText('Причина отмены'), 'Нет оплаты');
    expect(cancel).toBeEnabled();
    await user.click(cancel);
    await waitFor(() => expect(refresh).toHaveBeenCalled());
    expect(Object.fromEntries(api.posts('/manager/orders/5/status/')[0]!.form)).toEqual({
      status: 'cancelled',
      from: 'new',
      reason: 'Нет оплаты',
    });
  });

  it('offers no cancel once shipped', () => {
    setup(order('shipped'), () => undefined);
    expect(screen.getByRole('button', { name: 'Доставлен' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Отменить заказ' })).toBeNull();
    expect(screen.getByText('Отгруженный заказ отменить нельзя')).toBeInTheDocument();
  });
});
