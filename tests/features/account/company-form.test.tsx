import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CompanyForm } from '@/features/account';
import type { OrganizationData } from '@/lib/api/contract/organization';
import { completeInn } from '@/lib/validation/inn';
import { clearNotifications, useNotificationsStore } from '@/lib/stores/notifications';
import { stubApi, success, type StubbedCall } from './api-stub';

const COMPANY_PATH = '/personalAccountOrganization/changeOrganizationData/';
const PAYMENT_PATH = '/personalAccountOrganization/changePaymentOrganizationData/';
const BIK = '044525225';
const CORESP = '30101810400000000225';
/** A current account whose control key holds against BIK 044525225. */
const CURRENT = '40702810938000000001';

const loaded: OrganizationData = {
  inn: '7707083893',
  company_name: 'ООО «Полотно»',
  address: 'г. Иваново, ул. Ткацкая, д. 5',
  ogrn: '1027700132195',
  bank: '',
  bik: '',
  coresp: '',
  current: '',
};

function setup(
  override: (call: StubbedCall) => ReturnType<typeof success> | undefined = () => undefined,
) {
  const api = stubApi((call) => {
    const replaced = override(call);
    if (replaced) return replaced;
    if (call.path === '/personalAccountOrganization/getOrganizationData/') return success(loaded);
    if (call.path === COMPANY_PATH)
      return success({ type: 'companyData' }, 'Данные успешно сохранены');
    if (call.path === PAYMENT_PATH)
      return success({ type: 'companyPayment' }, 'Данные успешно сохранены');
    if (call.path === '/findById/bank')
      return success({
        suggestions: [
          {
            value: 'ПАО Сбербанк',
            data: { bic: BIK, correspondent_account: CORESP, name: { payment: 'ПАО СБЕРБАНК' } },
          },
        ],
      });
    return undefined;
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CompanyForm />
    </QueryClientProvider>,
  );
  return api;
}

const titles = () => useNotificationsStore.getState().items.map((n) => n.title);

afterEach(() => {
  vi.unstubAllGlobals();
  clearNotifications();
});

describe('the company page form', () => {
  it('keeps Save disabled until something changed, then posts only the company part', async () => {
    const user = userEvent.setup();
    const api = setup();
    const name = await screen.findByLabelText('Название компании');
    const save = screen.getByRole('button', { name: 'Сохранить' });
    expect(save).toBeDisabled();

    await user.clear(name);
    await user.type(name, 'ООО «Полотно и Ко»');
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);

    await waitFor(() => expect(api.posts(COMPANY_PATH)).toHaveLength(1));
    expect(Object.fromEntries(api.posts(COMPANY_PATH)[0]!.form)).toEqual({
      inn: '7707083893',
      company_name: 'ООО «Полотно и Ко»',
      company_address: 'г. Иваново, ул. Ткацкая, д. 5',
      company_ogrn: '1027700132195',
    });
    expect(api.posts(PAYMENT_PATH)).toHaveLength(0);
    await waitFor(() => expect(titles()).toContain('Данные успешно сохранены'));
    // Saved: the form is back to "nothing changed".
    await waitFor(() => expect(save).toBeDisabled());
  });

  it('looks the bank up 700 ms after the BIK is typed, fills it, and posts only the payment part', async () => {
    const user = userEvent.setup();
    const api = setup();
    const bik = await screen.findByLabelText('БИК');
    await user.type(bik, BIK);
    const typed = performance.now();
    const lookups = () => api.calls.filter((c) => c.path === '/findById/bank');
    await waitFor(() => expect(screen.getByLabelText('Банк')).toHaveValue('ПАО СБЕРБАНК'), {
      timeout: 3000,
    });
    expect(lookups()).toHaveLength(1);
    // The lookup waits 700 ms after typing stops: measured from a moment after the last key,
    // it may come a little sooner than 700 ms, never before 600 (a 450 ms wait fails here).
    expect(lookups()[0]!.at - typed).toBeGreaterThanOrEqual(600);
    expect(lookups()[0]!.form.get('query')).toBe(BIK);
    expect(screen.getByLabelText('Корр. счёт')).toHaveValue(CORESP);

    await user.type(screen.getByLabelText('Расчётный счёт'), CURRENT);
    const save = screen.getByRole('button', { name: 'Сохранить' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await waitFor(() => expect(api.posts(PAYMENT_PATH)).toHaveLength(1));
    expect(Object.fromEntries(api.posts(PAYMENT_PATH)[0]!.form)).toEqual({
      bank: 'ПАО СБЕРБАНК',
      bik: BIK,
      coresp: CORESP,
      current: CURRENT,
    });
    expect(api.posts(COMPANY_PATH)).toHaveLength(0);
  });

  it('an account that fails the control key keeps Save disabled and says why', async () => {
    const user = userEvent.setup();
    setup();
    await user.type(await screen.findByLabelText('БИК'), BIK);
    await waitFor(() => expect(screen.getByLabelText('Банк')).toHaveValue('ПАО СБЕРБАНК'), {
      timeout: 3000,
    });
    await user.type(screen.getByLabelText('Расчётный счёт'), '40702810938000000002');
    expect(await screen.findByText('Расчётный счёт не соответствует БИК')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Сохранить' })).toBeDisabled();
  });

  it('shows a failed part’s error next to that part while the other part saves', async () => {
    const user = userEvent.setup();
    const api = setup((call) =>
      call.path === PAYMENT_PATH
        ? {
            status: 400,
            body: {
              status: 'error',
              message: 'Профиль с таким рас.счетом уже существует',
              errors: { current: 'Профиль с таким рас.счетом уже существует' },
            },
          }
        : undefined,
    );
    const name = await screen.findByLabelText('Название компании');
    await user.type(name, ' плюс');
    await user.type(screen.getByLabelText('БИК'), BIK);
    await waitFor(() => expect(screen.getByLabelText('Банк')).toHaveValue('ПАО СБЕРБАНК'), {
      timeout: 3000,
    });
    await user.type(screen.getByLabelText('Расчётный счёт'), CURRENT);
    const save = screen.getByRole('button', { name: 'Сохранить' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);

    await waitFor(() => expect(api.posts(PAYMENT_PATH)).toHaveLength(1));
    expect(api.posts(COMPANY_PATH)).toHaveLength(1);
    const payment = screen.getByRole('region', { name: 'Платёжные данные' });
    expect(
      await within(payment).findAllByText('Профиль с таким рас.счетом уже существует'),
    ).not.toHaveLength(0);
    const company = screen.getByRole('region', { name: 'Данные компании' });
    expect(within(company).queryByRole('alert')).toBeNull();
    expect(titles()).toContain('Данные успешно сохранены');
  });
});

describe('the INN lookup of the company page (accounts.md §5, §9: 700 ms)', () => {
  /** Another company's INN, with valid check digits. */
  const NEW_INN = completeInn('371100123');
  const party = {
    suggestions: [
      {
        value: 'ООО «Ивановский трикотаж»',
        unrestricted_value: 'ООО «Ивановский трикотаж»',
        data: {
          inn: NEW_INN,
          kpp: '370201001',
          ogrn: '1123711000012',
          type: 'LEGAL',
          opf: { short: 'ООО' },
          name: {
            short_with_opf: 'ООО «Ивановский трикотаж»',
            full_with_opf: 'Общество с ограниченной ответственностью «Ивановский трикотаж»',
            short: 'Ивановский трикотаж',
            full: 'Ивановский трикотаж',
          },
          address: {
            value: 'г. Иваново, пр. Ленина, д. 1',
            unrestricted_value: '153000, г. Иваново, пр. Ленина, д. 1',
          },
          management: null,
        },
      },
    ],
  };

  async function typeInn(user: ReturnType<typeof userEvent.setup>) {
    const inn = await screen.findByLabelText('ИНН');
    await user.clear(inn);
    await user.type(inn, NEW_INN);
  }

  it('waits 700 ms after a new INN is typed, then fills the company from the directory', async () => {
    const user = userEvent.setup();
    const api = setup((call) => {
      if (call.path === '/user/checkInn/') return success({ exists: false });
      if (call.path === '/findById/party/') return success(party);
      return undefined;
    });
    await typeInn(user);
    const typed = performance.now();
    const checks = () => api.calls.filter((c) => c.path === '/user/checkInn/');
    await waitFor(() => expect(screen.getByLabelText('ОГРН')).toHaveValue('1123711000012'), {
      timeout: 3000,
    });
    expect(checks()).toHaveLength(1);
    // 700 ms after the last key, as the BIK: never before 600 ms from a moment after it.
    expect(checks()[0]!.at - typed).toBeGreaterThanOrEqual(600);
    expect(checks()[0]!.query.get('inn')).toBe(NEW_INN);
    expect(screen.getByLabelText('Название компании')).toHaveValue('ООО «Ивановский трикотаж»');
    expect(screen.getByLabelText('Юридический адрес')).toHaveValue('г. Иваново, пр. Ленина, д. 1');
  });

  it("an INN of another profile says 'Профиль с таким ИНН уже существует' and keeps Save disabled", async () => {
    const user = userEvent.setup();
    const api = setup((call) =>
      call.path === '/user/checkInn/' ? success({ exists: true }) : undefined,
    );
    await typeInn(user);
    expect(
      await screen.findByText('Профиль с таким ИНН уже существует', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Сохранить' })).toBeDisabled();
    expect(api.calls.some((c) => c.path === '/findById/party/')).toBe(false);
  });
});
