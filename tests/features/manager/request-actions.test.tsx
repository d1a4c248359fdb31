import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequestCard } from '@/features/manager/components/request-card';
import type { RequestDetail } from '@/lib/api/contract/manager';
import { stubApi, success } from '../account/api-stub';

const refresh = vi.fn();
vi.mock('next/navigation', () => ({
  useRouter: () => ({ refresh, push: vi.fn(), replace: vi.fn() }),
  usePathname: () => '/manager/requests/7/',
}));

const request: RequestDetail = {
  id: 7,
  type: 'sample',
  type_name: 'Заказ образцов',
  status: 'new',
  status_name: 'Новая',
  created_at: '2026-11-20T10:00:00.000Z',
  name: 'Смирнова Вера',
  phone: '+7 (916) 555-12-34',
  email: 'vera@example.ru',
  product_name: 'Интерлок, синий',
  warehouse: { xml_id: 'msk', title: 'Склад Москва' },
  assignee: { id: 11, name: 'Соколова Анна' },
  overdue: false,
  fields: [],
  product: null,
  buyer: null,
  files: [],
  first_response_at: null,
  next_statuses: ['in_work', 'waiting', 'done', 'spam'],
  assignees: [{ id: 11, name: 'Соколова Анна' }],
  reply: { to: 'vera@example.ru', subject: 'Re: Заказ образцов, заявка №7' },
  history: [],
};

const CHANGED = 'Заявку только что изменил другой сотрудник: обновите страницу';

function setup(reply: Parameters<typeof stubApi>[0]) {
  const api = stubApi(reply);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RequestCard request={request} />
    </QueryClientProvider>,
  );
  return api;
}

afterEach(() => {
  vi.unstubAllGlobals();
  refresh.mockClear();
});

describe('a request’s status buttons in the workspace', () => {
  it('send the status this card showed along with the new one', async () => {
    const user = userEvent.setup();
    const api = setup((call) =>
      call.path === '/manager/requests/7/status/'
        ? success({ ...request, status: 'done', status_name: 'Выполнена' })
        : undefined,
    );
    await user.click(screen.getByRole('button', { name: 'Выполнена' }));
    await waitFor(() => expect(refresh).toHaveBeenCalled());
    const [sent] = api.posts('/manager/requests/7/status/');
    expect(Object.fromEntries(sent!.form)).toEqual({ status: 'done', from: 'new' });
  });

  it('on a 409 show the server’s message and render the card again with the current status', async () => {
    const user = userEvent.setup();
    setup((call) =>
      call.path === '/manager/requests/7/status/'
        ? { status: 409, body: { status: 'error', message: CHANGED } }
        : undefined,
    );
    await user.click(screen.getByRole('button', { name: 'Выполнена' }));
    expect(await screen.findByText(CHANGED)).toBeInTheDocument();
    expect(refresh).toHaveBeenCalled();
  });
});
