/**
 * accounts.md §8, "Several account calls: rethrow the error" and "Other API errors: only
 * logged" (lib/api/logged.ts has the table of which call is which). The API answers through MSW;
 * the components run inside the storefront's own query client (its mutation cache shows failed
 * one-click actions as notifications).
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
  type MockInstance,
} from 'vitest';
import { CompanyForm } from '@/features/account/components/company-form';
import { OrderHistory } from '@/features/account/components/order-history';
import { ProfileSettings } from '@/features/account/components/profile-settings';
import { Recipients } from '@/features/account/components/recipients';
import { PasswordModal } from '@/features/account/components/password-modal';
import { UserMenu } from '@/features/auth/components/user-menu';
import { FavouritesPage } from '@/features/favourites/components/favourites-page';
import { QueryClientProvider } from '@tanstack/react-query';
import { makeQueryClient } from '@/lib/query-client';
import type { ProfileSettings as Profile } from '@/lib/api/contract/account';
import type { OrganizationData } from '@/lib/api/contract/organization';
import type { Recipient } from '@/lib/api/contract/recipients';
import { clearNotifications, useNotificationsStore } from '@/lib/stores/notifications';

vi.mock('next/navigation', () => ({
  usePathname: () => '/user/',
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn() }),
}));

const api = (path: string) => `*/api/v1${path}`;
const ok = (data: unknown, message?: string) =>
  HttpResponse.json({ status: 'success', data, ...(message ? { message } : {}) });
const refused = (status: number, message: string, errors?: Record<string, string>) =>
  HttpResponse.json({ status: 'error', message, ...(errors ? { errors } : {}) }, { status });

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
let logged: MockInstance<typeof console.error>;
beforeEach(() => {
  logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  server.resetHandlers();
  clearNotifications();
  logged.mockRestore();
});
afterAll(() => server.close());

const notifications = () => useNotificationsStore.getState().items.map((n) => n.title);
/** The shop's own query client (its mutation-error notifications), fresh for each test. */
const show = (ui: ReactNode) =>
  render(<QueryClientProvider client={makeQueryClient()}>{ui}</QueryClientProvider>);
/** Whether the failure of `call` was written to the log. */
const wasLogged = (call: string) =>
  logged.mock.calls.some((args) => String(args[0]).includes(`${call} failed`));

const profile: Profile = {
  id: 1,
  email: 'buyer@selvedge.local',
  phone: '+7 (900) 123-45-67',
  name: 'Иванов Иван Иванович',
  stock: { name: 'Москва', xml_id: 'msk' },
  user_type: 'individual',
  manager: null,
  managers: [],
};

const organization: OrganizationData = {
  inn: '7707083893',
  company_name: 'ООО «Полотно»',
  address: 'г. Иваново, ул. Ткацкая, д. 5',
  ogrn: '1027700132195',
  bank: '',
  bik: '',
  coresp: '',
  current: '',
};

describe('background reads: only logged, the empty state shows (AC-8.10)', () => {
  it('a failed recipients list is logged and reads as no recipients, without a message', async () => {
    server.use(
      http.get(api('/personalAccount/listOfGoodsRecipients/'), () =>
        refused(500, 'Ошибка сервера'),
      ),
    );
    show(<Recipients />);
    expect(await screen.findByText('Получателей пока нет')).toBeInTheDocument();
    expect(wasLogged('listOfGoodsRecipients')).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(notifications()).toEqual([]);
    // The buyer can still add one.
    expect(screen.getByRole('button', { name: 'Добавить получателя' })).toBeEnabled();
  });

  it('a failed order history is logged and reads as no orders', async () => {
    server.use(
      http.get(api('/personalAccountOrders/getListOrders/'), () =>
        refused(503, 'Сервис недоступен'),
      ),
    );
    show(<OrderHistory />);
    expect(await screen.findByText('Заказов пока нет')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('0 заказов');
    expect(wasLogged('getListOrders')).toBe(true);
    expect(screen.queryByText('Сервис недоступен')).toBeNull();
    expect(notifications()).toEqual([]);
  });

  it('a failed favourites list is logged and shows the empty favourites', async () => {
    server.use(
      http.get(api('/personalAccountFavorites/getListFavorites/'), () =>
        refused(500, 'Ошибка сервера'),
      ),
    );
    show(<FavouritesPage />);
    expect(await screen.findByRole('link', { name: 'В каталог' })).toBeInTheDocument();
    expect(wasLogged('getListFavorites')).toBe(true);
    expect(notifications()).toEqual([]);
  });

  it('a failed short account read leaves the user menu with the items every buyer has', async () => {
    server.use(
      http.get(api('/personalAccount/getReferenceDataAndManager/'), () =>
        refused(500, 'Ошибка сервера'),
      ),
    );
    show(<UserMenu />);
    await waitFor(() => expect(wasLogged('getReferenceDataAndManager')).toBe(true));
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Настройки профиля',
      'История заказов',
      'Избранное',
      'Выйти',
    ]);
    expect(notifications()).toEqual([]);
  });

  it('a failed BIK lookup is logged; the bank stays for the buyer to type', async () => {
    const user = userEvent.setup();
    server.use(
      http.get(api('/personalAccountOrganization/getOrganizationData/'), () => ok(organization)),
      http.post(api('/findById/bank'), () => refused(502, 'Сервис подсказок недоступен')),
    );
    show(<CompanyForm />);
    await user.type(await screen.findByLabelText('БИК'), '044525225');
    await waitFor(() => expect(wasLogged('findById/bank')).toBe(true), { timeout: 3000 });
    expect(screen.getByLabelText('Банк')).toHaveValue('');
    expect(screen.queryByText('Сервис подсказок недоступен')).toBeNull();
    expect(notifications()).toEqual([]);
  });
});

describe('form sends and actions: rethrown to the caller, which shows the message (AC-8.09)', () => {
  const profileRead = http.get(api('/personalAccount/getProfileSettings/'), () => ok(profile));

  async function changeName(user: ReturnType<typeof userEvent.setup>) {
    const form = await screen.findByRole('form', { name: 'Личные данные' });
    const fio = within(form).getByLabelText('ФИО');
    await user.clear(fio);
    await user.type(fio, 'Петров Пётр');
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    return form;
  }

  it("a refused name change shows the server's message in the form, not as a notification", async () => {
    const user = userEvent.setup();
    server.use(
      profileRead,
      http.post(api('/personalAccount/changeFioUser/'), () =>
        refused(409, 'Профиль изменяется в другом окне'),
      ),
    );
    show(<ProfileSettings />);
    const form = await changeName(user);
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Профиль изменяется в другом окне',
    );
    expect(notifications()).toEqual([]);
    expect(logged).not.toHaveBeenCalled();
  });

  it("a failed name change (no answer, 5xx) shows §8's default 'Ошибка сервера'", async () => {
    const user = userEvent.setup();
    server.use(
      profileRead,
      http.post(api('/personalAccount/changeFioUser/'), () => HttpResponse.error()),
    );
    show(<ProfileSettings />);
    const form = await changeName(user);
    expect(await within(form).findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      /^Ошибка сервера$/,
    );
    expect(notifications()).toEqual([]);
  });

  it("a failed password change shows 'Ошибка сохранения данных, попробуйте позже'", async () => {
    const user = userEvent.setup();
    server.use(
      http.post(api('/personalAccount/changePasswordUser/'), () => refused(500, 'Ошибка сервера')),
    );
    const close = vi.fn();
    show(<PasswordModal titleId="t" close={close} handlers={{}} isMobile={false} />);
    await user.type(screen.getByLabelText('Текущий пароль'), 'Staryi1Parol');
    await user.type(screen.getByLabelText('Новый пароль'), 'Novyi2Parol');
    await user.type(screen.getByLabelText('Повторите пароль'), 'Novyi2Parol');
    await user.click(screen.getByRole('button', { name: 'Сменить пароль' }));
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      'Ошибка сохранения данных, попробуйте позже',
    );
    expect(close).not.toHaveBeenCalled();
  });

  it("a failed company save shows 'Ошибка при сохранении' next to the company part", async () => {
    const user = userEvent.setup();
    server.use(
      http.get(api('/personalAccountOrganization/getOrganizationData/'), () => ok(organization)),
      http.post(api('/personalAccountOrganization/changeOrganizationData/'), () =>
        refused(500, 'Ошибка сервера'),
      ),
    );
    show(<CompanyForm />);
    await user.type(await screen.findByLabelText('Название компании'), ' плюс');
    const save = screen.getByRole('button', { name: 'Сохранить' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    const company = screen.getByRole('region', { name: 'Данные компании' });
    expect(await within(company).findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      'Ошибка при сохранении',
    );
    expect(notifications()).not.toContain('Данные успешно сохранены');
  });

  it("a refused one-click action (deleting a recipient) shows the server's message as a notification", async () => {
    const user = userEvent.setup();
    const recipient: Recipient = {
      id: 7,
      kind: 'person',
      name: 'Петров Пётр',
      phone: '+7 (912) 345-67-89',
      email: null,
      address: 'г. Иваново, ул. Ткацкая, д. 5',
      inn: null,
      kpp: null,
    };
    server.use(
      http.get(api('/personalAccount/listOfGoodsRecipients/'), () => ok([recipient])),
      http.post(api('/personalAccount/deleteRecipient/'), () =>
        refused(409, 'Получатель указан в заказе, который ещё не отгружен'),
      ),
    );
    show(<Recipients />);
    const card = await screen.findByRole('listitem', { name: 'Петров Пётр' });
    await user.click(within(card).getByRole('button', { name: 'Удалить' }));
    // Confirmed: 'Удалить получателя?' — Удалить / Оставить.
    await user.click(within(card).getByRole('button', { name: 'Удалить' }));
    await waitFor(() =>
      expect(notifications()).toEqual(['Получатель указан в заказе, который ещё не отгружен']),
    );
    expect(screen.getByRole('listitem', { name: 'Петров Пётр' })).toBeInTheDocument();
  });
});
