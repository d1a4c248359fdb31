import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CheckoutPage } from '@/features/checkout/components/checkout-page';
import { ApiError } from '@/lib/api/errors';
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
}));
vi.mock('@/features/checkout/api/client', () => ({ orderApi: api }));

const store = {
  id: 1,
  xml: 'msk',
  name: 'Склад Москва',
  city: 'Москва',
  phone: null,
  address: null,
};
const data = {
  user: {
    fio: 'Иванов Иван',
    phone: '+7 (900) 123-45-67',
    email: 'ivan@example.ru',
    userType: 'individual' as const,
    companyName: null,
  },
  recipients: [],
  delivery: [
    { id: 'pickup', title: 'Самовывоз со склада', description: null },
    { id: 'city', title: 'Доставка по городу', description: null },
  ],
  payment: [{ id: 'card', title: 'Банковской картой при получении', description: null }],
  store,
  manager: {
    name: 'Анна Смирнова',
    phone: '+7 (495) 000-00-00',
    email: 'anna@selvedge.test',
    image: null,
  },
};

const renderCheckout = () => {
  const Wrapper = withClient(newClient());
  return render(
    <Wrapper>
      <CheckoutPage />
    </Wrapper>,
  );
};

describe('/checkout/', () => {
  beforeEach(() => {
    logIn();
    // The tab's checkout draft (issue #34) would carry one test's choices into the next.
    sessionStorage.clear();
    api.dataForOrder.mockResolvedValue(data);
    const basket = basketOf([cartLine(1), cartLine(2)]);
    api.totalBasket.mockResolvedValue({ cart: basket.cart, cart_result: basket.cart_result });
  });
  afterEach(() => {
    logOut();
    vi.clearAllMocks();
  });

  it('the summary says each line in its unit, and weighs the kg lines alone (issue #35)', async () => {
    const basket = basketOf([
      cartLine(1),
      cartLine(2, { unit: 'm', quantity: 2.5, price: 35, full_price: 87.5 }),
      cartLine(3, { unit: 'pcs', quantity: 4, price: 120, full_price: 480 }),
    ]);
    api.totalBasket.mockResolvedValue({ cart: basket.cart, cart_result: basket.cart_result });
    renderCheckout();
    const summary = await screen.findByRole('complementary', { name: 'Ваш заказ' });
    const text = summary.textContent!.replace(/[\u00a0\u202f]/g, ' ');
    expect(text).toContain('20 кг · 10 000 ₽');
    expect(text).toContain('2,5 м · 87,50 ₽');
    expect(text).toContain('4 шт · 480 ₽');
    expect(text).toContain('Общий вес20 кг');
    expect(text).toContain('Штучный товар4 шт');
  });

  it('pickup with prefilled data is confirmed at once: no address asked, the key is sent', async () => {
    api.create.mockResolvedValue({ orderId: 42, repeated: false });
    renderCheckout();
    const submit = await screen.findByRole('button', { name: 'Подтвердить заказ' });
    expect(screen.getByText('Анна Смирнова')).toBeInTheDocument();
    expect(
      screen.getByText('Для выбора другого склада - свяжитесь с менеджером'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Самовывоз со склада')).toBeChecked();
    expect(screen.queryByLabelText('Адрес доставки')).toBeNull();
    // 152-FZ: the consent is never ticked in advance; once it alone is missing, the line by the
    // button says so, not a red message before any input (issue #34).
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription(
      'Отметьте: согласие на обработку персональных данных',
    );
    expect(
      screen.queryByText('Необходимо дать согласие на обработку персональных данных'),
    ).not.toBeInTheDocument();
    const consent = screen.getByRole('checkbox', { name: /Я даю согласие/ });
    expect(consent).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'политикой конфиденциальности' })).toHaveAttribute(
      'href',
      '/politika_konfidentsialnosti/',
    );
    fireEvent.click(consent);
    expect(
      screen.queryByText('Необходимо дать согласие на обработку персональных данных'),
    ).not.toBeInTheDocument();
    expect(submit).toBeEnabled();
    fireEvent.click(submit);
    await waitFor(() => expect(push).toHaveBeenCalledWith('/checkout-success/?orderId=42'));
    const sent = api.create.mock.calls[0]![0];
    expect(sent).toMatchObject({
      recipient_name: 'Иванов Иван',
      recipient_address: '',
      delivery: 'pickup',
      payment: 'card',
      product_id: '1,2',
      consent: 'true',
    });
    expect(sent.idempotency_key).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
  });

  it('a saved recipient: no consent error before any input, and one once it is unticked by hand', async () => {
    api.dataForOrder.mockResolvedValue({
      ...data,
      recipients: [
        {
          id: 5,
          kind: 'company',
          name: 'ООО «Ткани»',
          phone: '+7 (495) 777-88-99',
          email: null,
          address: '',
        },
      ],
    });
    renderCheckout();
    const submit = await screen.findByRole('button', { name: 'Подтвердить заказ' });
    const consent = screen.getByRole('checkbox', { name: /Я даю согласие/ });
    const message = 'Необходимо дать согласие на обработку персональных данных';
    expect(submit).toBeDisabled();
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    expect(consent).not.toHaveAttribute('aria-invalid', 'true');
    fireEvent.click(consent);
    expect(submit).toBeEnabled();
    fireEvent.click(consent);
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(submit).toBeDisabled();
  });

  it('delivery asks for the address, and the line by the button says so until it is typed', async () => {
    api.create.mockResolvedValue({ orderId: 43, repeated: false });
    renderCheckout();
    const submit = await screen.findByRole('button', { name: 'Подтвердить заказ' });
    fireEvent.click(screen.getByLabelText('Доставка по городу'));
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription(
      'Заполните: Адрес доставки. Отметьте: согласие на обработку персональных данных',
    );
    fireEvent.click(screen.getByRole('checkbox', { name: /Я даю согласие/ }));
    expect(submit).toHaveAccessibleDescription('Заполните: Адрес доставки');
    // The shop's masked phone (issue #34): digits typed into the national part.
    const user = userEvent.setup();
    const phone = screen.getByRole('textbox', { name: 'Телефон' });
    await user.clear(phone);
    await user.type(phone, '12');
    expect(submit).toHaveAccessibleDescription('Заполните: Адрес доставки. Исправьте: Телефон');
    await user.type(phone, '31234567');
    expect(phone).toHaveValue('(123) 123-45-67');
    fireEvent.change(screen.getByLabelText('Адрес доставки'), {
      target: { value: 'г. Москва, ул. Ткацкая, д. 1' },
    });
    expect(submit).toBeEnabled();
    expect(submit).toHaveAccessibleDescription('');
    fireEvent.click(submit);
    fireEvent.click(submit);
    await waitFor(() => expect(push).toHaveBeenCalledWith('/checkout-success/?orderId=43'));
    // A second click while the first request runs sends nothing.
    expect(api.create).toHaveBeenCalledTimes(1);
    expect(api.create.mock.calls[0]![0]).toMatchObject({
      recipient_address: 'г. Москва, ул. Ткацкая, д. 1',
      delivery: 'city',
    });
  });

  it("shows the server's Russian message when the stock ran out", async () => {
    api.create.mockRejectedValue(
      new ApiError(409, 'Товар «Кулирка 1» закончился на вашем складе — удалите его из корзины'),
    );
    renderCheckout();
    const submit = await screen.findByRole('button', { name: 'Подтвердить заказ' });
    fireEvent.click(screen.getByRole('checkbox', { name: /Я даю согласие/ }));
    fireEvent.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Товар «Кулирка 1» закончился на вашем складе — удалите его из корзины',
    );
    expect(push).not.toHaveBeenCalled();
  });

  it("a new recipient: the shop's masked phone and its pills for the kind (issue #34)", async () => {
    api.dataForOrder.mockResolvedValue({
      ...data,
      recipients: [
        {
          id: 5,
          kind: 'person',
          name: 'Петров Пётр',
          phone: '+7 (900) 000-00-00',
          email: null,
          address: '',
        },
      ],
    });
    api.create.mockResolvedValue({ orderId: 44, repeated: false });
    const user = userEvent.setup();
    renderCheckout();
    await user.click(await screen.findByLabelText('Новый получатель'));
    // The kind is the form's segmented control (components/form SegmentedRadios), as in the
    // account's recipient form, not bare radios with a copy of its styles.
    const kinds = screen.getByRole('group', { name: 'Тип получателя' });
    const company = within(kinds).getByRole('radio', { name: 'Организация' });
    expect(company.closest('label')!.className).toMatch(/segmentOption/);
    await user.click(company);
    expect(company).toBeChecked();
    await user.type(screen.getByLabelText('ФИО или название организации'), 'ООО «Швейка»');
    // Ten digits become the full number, as in every other phone field.
    const phone = screen.getByRole('textbox', { name: 'Телефон' });
    await user.type(phone, '4957778899');
    expect(phone).toHaveValue('(495) 777-88-99');
    expect(screen.getByRole('combobox', { name: 'Страна' })).toHaveDisplayValue(/^\+7 /);
    await user.click(screen.getByRole('checkbox', { name: /Я даю согласие/ }));
    await user.click(screen.getByRole('button', { name: 'Подтвердить заказ' }));
    await waitFor(() => expect(api.create).toHaveBeenCalledTimes(1));
    expect(api.create.mock.calls[0]![0]).toMatchObject({
      recipient_kind: 'company',
      recipient_name: 'ООО «Швейка»',
      recipient_phone: '+7 (495) 777-88-99',
      delivery: 'pickup',
    });
  });

  it('shows field errors only once the field has content', async () => {
    renderCheckout();
    const user = userEvent.setup();
    const phone = await screen.findByRole('textbox', { name: 'Телефон' });
    await user.clear(phone);
    await user.type(phone, '12');
    expect(await screen.findByText('Некорректный номер телефона')).toBeInTheDocument();
    expect(screen.queryByText('Обязательное поле')).not.toBeInTheDocument();
  });
});
