import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExchangePage } from '@/features/manager/components/exchange-page';
import { OrderCard } from '@/features/manager/components/order-card';
import { StaffBar } from '@/features/manager/components/staff-bar';
import type {
  BuyerPriceType,
  ExchangeRun,
  ManagerExchange,
} from '@/lib/api/contract/manager-exchange';
import type { ManagerOrderDetail } from '@/lib/api/contract/manager-orders';
import type { Staff } from '@/lib/api/contract/manager';
import { stubApi, success } from '../account/api-stub';

const refresh = vi.fn();
vi.mock('next/navigation', () => ({
  useRouter: () => ({ refresh, push: vi.fn(), prefetch: vi.fn() }),
  usePathname: () => '/manager/exchange/',
  useSearchParams: () => new URLSearchParams(),
}));

const run = (id: number, extra: Partial<ExchangeRun> = {}): ExchangeRun => ({
  id,
  type: 'catalog',
  started_at: '2026-11-23T09:30:00.000Z',
  finished_at: '2026-11-23T09:30:12.400Z',
  account: 'Обмен с 1С',
  files: ['import.xml', 'offers.xml'],
  counts: { products: 120, sections: 3, offers: 118, prices: 236, stock: 472, newThing: 7 },
  duration_ms: 12_400,
  errors: [],
  ...extra,
});

const data = (extra: Partial<ManagerExchange> = {}): ManagerExchange => ({
  runs: [
    run(2, {
      type: 'sale',
      started_at: '2026-11-24T07:05:00.000Z',
      finished_at: null,
      files: [],
      counts: { ordersSent: 4 },
      duration_ms: null,
    }),
    run(1, { errors: ['Файл offers.xml, строка 12: не число'] }),
  ],
  runs_shown: 50,
  warehouses: [
    {
      id: 9,
      xml_id: 'a1b2-c3',
      title: 'Склад Новосибирск',
      city: '',
      phone: null,
      published: false,
    },
    {
      id: 1,
      xml_id: 'msk',
      title: 'Склад Москва',
      city: 'Москва',
      phone: '+7 (495) 123-45-67',
      published: true,
    },
  ],
  price_types: [
    { id: 1, title: 'Опт' },
    { id: 2, title: 'Розница' },
  ],
  settings: [
    {
      field: 'legal_entity',
      key: 'price_type.legal_entity',
      kind: 'price_type',
      value: 'Опт',
      default: 'Опт',
      effective: 'Опт',
    },
    {
      field: 'individual',
      key: 'price_type.individual',
      kind: 'price_type',
      value: null,
      default: 'Опт',
      effective: 'Опт',
    },
    ...(
      [
        ['composition', 'Состав', 'Состав ткани'],
        ['density', 'Плотность', null],
        ['width', 'Ширина', null],
        ['color', 'Цвет', null],
      ] as const
    ).map(([field, fallback, value]) => ({
      field,
      key: `exchange.property.${field}`,
      kind: 'property' as const,
      value,
      default: fallback,
      effective: value ?? fallback,
    })),
  ],
  ...extra,
});

afterEach(() => {
  vi.unstubAllGlobals();
  refresh.mockClear();
});

const sectionAfter = (title: string) =>
  screen.getByRole('heading', { name: title }).parentElement as HTMLElement;

describe('«Обмен с 1С» in the workspace (issue #35)', () => {
  it('lists the exchanges: Moscow time, type, account, files, counts, duration, errors', () => {
    render(<ExchangePage data={data()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Обмен с 1С' })).toBeVisible();
    const table = screen.getAllByRole('table')[0]!;
    const [sale, catalog] = within(table).getAllByRole('row').slice(1);
    expect(sale).toHaveTextContent('24.11.2026, 10:05');
    expect(sale).toHaveTextContent('Заказы');
    expect(sale).toHaveTextContent('заказов отправлено: 4');
    expect(within(sale!).getByText('идёт')).toBeInTheDocument();
    expect(catalog).toHaveTextContent('23.11.2026, 12:30');
    expect(catalog).toHaveTextContent('Каталог');
    expect(catalog).toHaveTextContent('Обмен с 1С');
    expect(within(catalog!).getByText('import.xml')).toBeInTheDocument();
    expect(within(catalog!).getByText('offers.xml')).toBeInTheDocument();
    // Known counts in the exchange's order with their Russian words, unknown keys as they are.
    const counts = within(catalog!).getByText('разделы: 3').closest('ul')!.querySelectorAll('li');
    expect([...counts].map((li) => li.textContent)).toEqual([
      'разделы: 3',
      'товары: 120',
      'предложения: 118',
      'цены: 236',
      'остатки: 472',
      'newThing: 7',
    ]);
    expect(catalog).toHaveTextContent('12,4 с');
    expect(within(catalog!).getByText('Файл offers.xml, строка 12: не число')).toBeInTheDocument();
  });

  it('says how to set the exchange up while there has been none', () => {
    render(<ExchangePage data={data({ runs: [] })} />);
    expect(
      screen.getByText(
        'Обменов ещё не было: настройте обмен в 1С (адрес, логин и пароль — в README, раздел «Connecting 1C»)',
      ),
    ).toBeInTheDocument();
  });

  it('publishes a warehouse 1C added with its city and phone; the server’s refusal shows on the field', async () => {
    const user = userEvent.setup();
    let refuse = true;
    const api = stubApi((call) => {
      if (call.path !== '/manager/exchange/warehouses/9/publish/') return undefined;
      if (refuse) {
        refuse = false;
        return {
          status: 400,
          body: {
            status: 'error',
            message: 'Проверьте правильность заполнения полей',
            errors: { city: 'Укажите город' },
          },
        };
      }
      return success(data(), 'Склад опубликован: покупатели видят его');
    });
    render(<ExchangePage data={data()} />);
    const form = screen.getByRole('form', { name: 'Публикация склада «Склад Новосибирск»' });
    expect(within(form.closest('tr')!).getByText('Не опубликован')).toBeInTheDocument();
    const submit = within(form).getByRole('button', { name: 'Опубликовать' });
    expect(submit).toBeDisabled();
    await user.type(within(form).getByLabelText('Город'), 'Н');
    await user.click(submit);
    expect(await within(form).findByText('Укажите город')).toBeInTheDocument();
    expect(refresh).not.toHaveBeenCalled();

    await user.type(within(form).getByLabelText('Город'), 'овосибирск');
    await user.type(within(form).getByLabelText('Телефон (необязательно)'), '3831234567');
    await user.click(submit);
    await waitFor(() => expect(refresh).toHaveBeenCalled());
    expect(
      Object.fromEntries(api.posts('/manager/exchange/warehouses/9/publish/')[1]!.form),
    ).toEqual({ city: 'Новосибирск', phone: '+7 (383) 123-45-67' });
  });

  it('unpublishes a warehouse only after the head confirms it', async () => {
    const user = userEvent.setup();
    const api = stubApi((call) =>
      call.path === '/manager/exchange/warehouses/1/unpublish/' ? success(data()) : undefined,
    );
    render(<ExchangePage data={data()} />);
    await user.click(screen.getByRole('button', { name: 'Снять с публикации «Склад Москва»' }));
    const confirm = screen.getByRole('group', { name: 'Снять с публикации «Склад Москва»' });
    expect(confirm).toHaveTextContent('Снять склад «Склад Москва» с публикации?');
    await user.click(within(confirm).getByRole('button', { name: 'Отмена' }));
    expect(api.calls).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Снять с публикации «Склад Москва»' }));
    await user.click(screen.getByRole('button', { name: 'Да, снять' }));
    await waitFor(() => expect(refresh).toHaveBeenCalled());
    expect(api.posts('/manager/exchange/warehouses/1/unpublish/')).toHaveLength(1);
    expect(
      screen.getAllByRole('status').some((s) => s.textContent === 'Склад снят с публикации'),
    ).toBe(true);
  });

  it('shows each setting’s value or default, and saves the whole form', async () => {
    const user = userEvent.setup();
    const api = stubApi((call) =>
      call.path === '/manager/exchange/settings/' ? success(data()) : undefined,
    );
    render(<ExchangePage data={data()} />);
    const settings = sectionAfter('Настройки обмена');
    const companies = within(settings).getByLabelText('Тип цен для компаний');
    expect(companies).toHaveValue('Опт');
    const people = within(settings).getByLabelText('Тип цен для частных покупателей');
    expect(people).toHaveValue('');
    expect(within(people).getByRole('option', { name: 'По умолчанию (Опт)' })).toBeInTheDocument();
    expect(within(settings).getByText('Сейчас: Опт — по умолчанию')).toBeInTheDocument();
    expect(within(settings).getByLabelText('Свойство «Состав»')).toHaveValue('Состав ткани');
    expect(within(settings).getByText('Сейчас: Ширина — по умолчанию')).toBeInTheDocument();

    await user.selectOptions(people, 'Розница');
    await user.type(within(settings).getByLabelText('Свойство «Цвет»'), 'Цвет полотна');
    await user.click(within(settings).getByRole('button', { name: 'Сохранить настройки' }));
    await waitFor(() => expect(refresh).toHaveBeenCalled());
    expect(Object.fromEntries(api.posts('/manager/exchange/settings/')[0]!.form)).toEqual({
      legal_entity: 'Опт',
      individual: 'Розница',
      composition: 'Состав ткани',
      density: '',
      width: '',
      color: 'Цвет полотна',
    });
  });

  it('links the exchange from the staff bar for the head only', () => {
    const staff = (role: Staff['role']): Staff => ({
      id: 7,
      name: 'Ольга Руденко',
      email: 'head@selvedge.local',
      role,
      role_name: role === 'head' ? 'Руководитель' : 'Менеджер',
      warehouses: [],
      overdue: 0,
    });
    const { unmount } = render(<StaffBar staff={staff('head')} />);
    const link = screen.getByRole('link', { name: 'Обмен с 1С' });
    expect(link).toHaveAttribute('href', '/manager/exchange/');
    expect(link).toHaveAttribute('aria-current', 'page');
    unmount();
    render(<StaffBar staff={staff('manager')} />);
    expect(screen.queryByRole('link', { name: 'Обмен с 1С' })).toBeNull();
  });
});

describe('a buyer’s price type on an order’s card (issue #35)', () => {
  const order = {
    id: 5,
    status: 'new',
    status_name: 'Новый',
    created_at: '2026-11-20T10:00:00.000Z',
    buyer: { id: 3, name: 'Иванов Иван', email: 'ivan@example.ru', phone: '', company: null },
    warehouse: { xml_id: 'msk', title: 'Склад Москва' },
    total_kg: 40,
    total_price: 26_000,
    lines: 1,
    recipient: {},
    delivery: 'pickup',
    delivery_name: 'Самовывоз со склада',
    payment: 'card',
    payment_name: 'Картой',
    comment: null,
    items: [],
    next_statuses: [],
    history: [],
  } satisfies ManagerOrderDetail;
  const priceType: BuyerPriceType = {
    buyer_id: 3,
    price_type_id: null,
    default: { id: 2, title: 'Розница' },
    options: [
      { id: 1, title: 'Опт' },
      { id: 2, title: 'Розница' },
    ],
  };

  it('shows the default of the buyer’s kind and gives the buyer another type', async () => {
    const user = userEvent.setup();
    const api = stubApi((call) =>
      call.path === '/manager/buyers/3/price-type/'
        ? success({ ...priceType, price_type_id: 1 }, 'Тип цен покупателя изменён')
        : undefined,
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <OrderCard order={order} priceType={priceType} />
      </QueryClientProvider>,
    );
    const select = screen.getByLabelText('Тип цен покупателя');
    expect(select).toHaveValue('');
    expect(within(select).getByRole('option', { name: 'По умолчанию (Розница)' })).toBeVisible();
    const save = screen.getByRole('button', { name: 'Сохранить' });
    expect(save).toBeDisabled();
    await user.selectOptions(select, 'Опт');
    await user.click(save);
    await waitFor(() => expect(refresh).toHaveBeenCalled());
    expect(Object.fromEntries(api.posts('/manager/buyers/3/price-type/')[0]!.form)).toEqual({
      price_type_id: '1',
    });
    expect(
      screen.getAllByRole('status').some((s) => s.textContent === 'Тип цен покупателя изменён'),
    ).toBe(true);
  });

  it('is not shown to staff who may not change it', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <OrderCard order={order} />
      </QueryClientProvider>,
    );
    expect(screen.queryByLabelText('Тип цен покупателя')).toBeNull();
  });
});
