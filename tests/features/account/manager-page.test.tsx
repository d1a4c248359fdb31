import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ManagerPage } from '@/features/account/components/manager-page';
import type { UserData } from '@/lib/api/contract/account';
import { clearNotifications, useNotificationsStore } from '@/lib/stores/notifications';
import { stubApi, success } from './api-stub';

const userData: UserData = {
  id: 1,
  user_name: 'Иванов Иван Иванович',
  company_name: null,
  stock: 'Склад Москва',
  stockXmlId: 'msk',
  user_type: 'individual',
  managerId: 3,
  managerData: {
    id: 3,
    name: 'Смирнова Ольга',
    phone: '+7 (495) 120-45-67',
    email: 'o.smirnova@selvedge.local',
    image: null,
  },
  stock_phone: null,
};

afterEach(() => {
  vi.unstubAllGlobals();
  clearNotifications();
});

function show(data: UserData) {
  const api = stubApi((call) => {
    if (call.path === '/personalAccount/getReferenceDataAndManager/') return success(data);
    if (call.path === '/personalAccount/contactTheManager/') return success({ changed: true });
    return undefined;
  });
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <ManagerPage />
    </QueryClientProvider>,
  );
  return api;
}

describe('the personal manager page (accounts.md §2 /user/manager/, §6)', () => {
  it("shows the buyer's manager with a phone and an e-mail to reach them", async () => {
    show(userData);
    const card = await screen.findByRole('region', { name: 'Персональный менеджер' });
    expect(within(card).getByText('Смирнова Ольга')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: '+7 (495) 120-45-67' })).toHaveAttribute(
      'href',
      'tel:+74951204567',
    );
    expect(within(card).getByRole('link', { name: 'o.smirnova@selvedge.local' })).toHaveAttribute(
      'href',
      'mailto:o.smirnova@selvedge.local',
    );
  });

  it('without a manager it says so, and the message goes to contactTheManager', async () => {
    const user = userEvent.setup();
    const api = show({ ...userData, managerId: null, managerData: null });
    expect(await screen.findByText(/За вами ещё не закреплён менеджер/)).toBeInTheDocument();
    const send = screen.getByRole('button', { name: 'Отправить' });
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText('Сообщение'), 'Нужен образец футера');
    await waitFor(() => expect(send).toBeEnabled());
    await user.click(send);
    await waitFor(() =>
      expect(useNotificationsStore.getState().items.map((n) => n.title)).toContain(
        'Сообщение отправлено!',
      ),
    );
    expect(api.posts('/personalAccount/contactTheManager/')[0]!.form.get('message')).toBe(
      'Нужен образец футера',
    );
  });
});
