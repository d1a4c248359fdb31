import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RegistrationModal } from '@/features/auth/components/registration-modal';
import { ApiError } from '@/lib/api/errors';
import { modalKeys } from '@/lib/stores/modal-keys';
import {
  registerModal,
  removeAllModals,
  unregisterModal,
  useModalStore,
} from '@/lib/stores/modals';
import { apiMock, modalProps, withQueryClient } from './auth-mocks';

vi.mock('@/lib/api', async () => {
  const errors = await import('@/lib/api/errors');
  const { apiMock: mock } = await import('./auth-mocks');
  return { api: mock, isApiError: errors.isApiError };
});
vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn() }),
}));

const VALID_INN = '7707083893';

beforeEach(() => {
  apiMock.auth.managersForRegistration.mockResolvedValue({
    personalManagers: [{ id: 5, name: 'Ольга Смирнова' }],
  });
  apiMock.auth.checkInn.mockResolvedValue({ exists: false });
  apiMock.suggestions.suggestParty.mockResolvedValue({ suggestions: [] });
  apiMock.suggestions.findParty.mockResolvedValue({ suggestions: [] });
});
afterEach(() => {
  vi.clearAllMocks();
  act(() => removeAllModals());
  unregisterModal(modalKeys.login);
});

const field = (label: string | RegExp) => screen.getByLabelText(label);
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const next = () => screen.getByRole('button', { name: /Перейти дальше|Зарегистрироваться/ });

async function typePhone(digits: string) {
  const input = field('Телефон') as HTMLInputElement;
  // react-imask listens to input events; the masked value ends up in the field.
  await act(async () => {
    input.value = digits;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function fillIndividualSteps() {
  type('ФИО', 'Смирнова Ольга');
  await typePhone('9161234567');
  fireEvent.click(next());
  type('E-mail', 'olga@example.ru');
  type(/^Пароль$/, 'Tkani2026');
  type('Повторите пароль', 'Tkani2026');
  fireEvent.click(next());
}

describe('registration modal (accounts.md §2, §4, §5)', () => {
  it('walks three steps: Шаг №N, next enabled only when the step is valid, the last button registers', async () => {
    apiMock.auth.registerIndividual.mockResolvedValue({});
    render(withQueryClient(<RegistrationModal type="individual" {...modalProps()} />));
    expect(screen.getByText('Шаг №1')).toBeInTheDocument();
    expect(next()).toHaveTextContent('Перейти дальше');
    expect(next()).toBeDisabled();
    expect(next()).toHaveAccessibleDescription('Заполните: ФИО, Телефон');

    type('ФИО', 'Я');
    expect(screen.getByText('Некорректные ФИО')).toBeInTheDocument();
    type('ФИО', 'Смирнова Ольга');
    expect(screen.queryByText('Некорректные ФИО')).toBeNull();
    expect(next()).toBeDisabled();
    await typePhone('916123');
    expect(screen.getByText('Некорректный номер телефона')).toBeInTheDocument();
    await typePhone('9161234567');
    // The shared phone control: '+7' in the country select, the national mask in the field; the
    // payload below carries '+7 (916) 123-45-67'.
    expect((field('Телефон') as HTMLInputElement).value).toBe('(916) 123-45-67');
    expect(next()).toBeEnabled();
    fireEvent.click(next());

    expect(screen.getByText('Шаг №2')).toBeInTheDocument();
    // No error while a field is empty.
    expect(screen.queryByText('Обязательное поле')).toBeNull();
    type('E-mail', 'olga@');
    expect(screen.getByText('Недопустимый e-mail. Пример: ivanov@mail.ru')).toBeInTheDocument();
    type('E-mail', 'olga@example.ru');
    type(/^Пароль$/, 'tkani');
    expect(
      screen.getByText('Пароль должен содержать прописные и строчные буквы и цифры'),
    ).toBeInTheDocument();
    type(/^Пароль$/, 'Tkani2026');
    type('Повторите пароль', 'Tkani2027');
    expect(screen.getByText('Пароли не совпадают')).toBeInTheDocument();
    expect(next()).toBeDisabled();
    type('Повторите пароль', 'Tkani2026');
    fireEvent.click(next());

    expect(screen.getByText('Шаг №3')).toBeInTheDocument();
    expect(next()).toHaveTextContent('Зарегистрироваться');
    expect(next()).toBeDisabled();
    expect(next()).toHaveAccessibleDescription(
      'Заполните: Склад. Отметьте: согласие на обработку персональных данных',
    );
    await waitFor(() =>
      expect(screen.getByRole('option', { name: 'Склад Иваново' })).toBeInTheDocument(),
    );
    fireEvent.change(field('Склад'), { target: { value: '3' } });
    // The manager checkbox appears once the warehouse's managers are known.
    const managerCheck = await screen.findByLabelText('Я уже работаю с вашим менеджером');
    expect(apiMock.auth.managersForRegistration).toHaveBeenCalledWith('3');
    fireEvent.click(managerCheck);
    fireEvent.click(screen.getByLabelText(/Я даю согласие/));
    expect(next()).toBeDisabled(); // the manager is required once the box is checked
    expect(next()).toHaveAccessibleDescription('Заполните: Менеджер');
    fireEvent.change(field('Менеджер'), { target: { value: '5' } });
    expect(next()).toBeEnabled();
    fireEvent.click(next());

    await screen.findByText('Вы успешно зарегистрировались!');
    expect(screen.getByRole('link', { name: 'В каталог' })).toHaveAttribute('href', '/catalog/');
    expect(apiMock.auth.registerIndividual).toHaveBeenCalledWith({
      fio: 'Смирнова Ольга',
      personal_phone: '+7 (916) 123-45-67',
      email: 'olga@example.ru',
      password: 'Tkani2026',
      password2: 'Tkani2026',
      stock: '3',
      stock_title: 'Склад Иваново',
      managerCheck: 'true',
      manager: '5',
    });
  }, 20_000);

  it('a new warehouse resets the manager; unchecking clears it', async () => {
    render(withQueryClient(<RegistrationModal type="individual" {...modalProps()} />));
    await fillIndividualSteps();
    await waitFor(() =>
      expect(screen.getByRole('option', { name: 'Склад Москва' })).toBeInTheDocument(),
    );
    fireEvent.change(field('Склад'), { target: { value: '1' } });
    fireEvent.click(await screen.findByLabelText('Я уже работаю с вашим менеджером'));
    fireEvent.change(field('Менеджер'), { target: { value: '5' } });
    fireEvent.change(field('Склад'), { target: { value: '3' } });
    expect(screen.queryByLabelText('Менеджер')).toBeNull();
    const box = await screen.findByLabelText('Я уже работаю с вашим менеджером');
    expect(box).not.toBeChecked();
    fireEvent.click(box);
    expect(field('Менеджер')).toHaveValue('');
    fireEvent.change(field('Менеджер'), { target: { value: '5' } });
    fireEvent.click(box);
    expect(screen.queryByLabelText('Менеджер')).toBeNull();
    fireEvent.click(box);
    expect(field('Менеджер')).toHaveValue('');
  });

  it('without managers at the warehouse there is no manager checkbox', async () => {
    apiMock.auth.managersForRegistration.mockResolvedValue({ personalManagers: [] });
    render(withQueryClient(<RegistrationModal type="individual" {...modalProps()} />));
    await fillIndividualSteps();
    await waitFor(() =>
      expect(screen.getByRole('option', { name: 'Склад Москва' })).toBeInTheDocument(),
    );
    fireEvent.change(field('Склад'), { target: { value: '1' } });
    await waitFor(() => expect(apiMock.auth.managersForRegistration).toHaveBeenCalled());
    expect(screen.queryByLabelText('Я уже работаю с вашим менеджером')).toBeNull();
  });

  it("unchecking the consent says 'Необходимо дать согласие на обработку персональных данных'", async () => {
    render(withQueryClient(<RegistrationModal type="individual" {...modalProps()} />));
    await fillIndividualSteps();
    await waitFor(() =>
      expect(screen.getByRole('option', { name: 'Склад Москва' })).toBeInTheDocument(),
    );
    fireEvent.change(field('Склад'), { target: { value: '1' } });
    const consent = screen.getByLabelText(/Я даю согласие/);
    // Untouched, the box keeps quiet; the button waits for it.
    expect(screen.queryByText(/Необходимо дать согласие/)).toBeNull();
    expect(next()).toBeDisabled();
    fireEvent.click(consent);
    expect(next()).toBeEnabled();
    fireEvent.click(consent);
    expect(
      screen.getByText('Необходимо дать согласие на обработку персональных данных'),
    ).toBeInTheDocument();
    expect(next()).toBeDisabled();
  });

  it('back on step 1 closes the modal and opens login', () => {
    registerModal(modalKeys.login, () => null);
    const props = modalProps();
    render(withQueryClient(<RegistrationModal type="individual" {...props} />));
    fireEvent.click(screen.getByRole('button', { name: 'Назад' }));
    expect(props.close).toHaveBeenCalled();
    expect(useModalStore.getState().queue.map((e) => e.key)).toEqual(['login']);
  });

  it('shows the server message or the default when registration fails', async () => {
    apiMock.auth.registerIndividual.mockRejectedValueOnce(
      new ApiError(503, 'Сервис временно недоступен, попробуйте позже'),
    );
    render(withQueryClient(<RegistrationModal type="individual" {...modalProps()} />));
    await fillIndividualSteps();
    await waitFor(() =>
      expect(screen.getByRole('option', { name: 'Склад Москва' })).toBeInTheDocument(),
    );
    fireEvent.change(field('Склад'), { target: { value: '1' } });
    fireEvent.click(screen.getByLabelText(/Я даю согласие/));
    fireEvent.click(next());
    expect(await screen.findByText('Ошибка регистрации попробуйте позже')).toBeInTheDocument();

    apiMock.auth.registerIndividual.mockRejectedValueOnce(
      new ApiError(409, 'Пользователь с таким e-mail уже существует', {
        email: 'Пользователь с таким e-mail уже существует',
      }),
    );
    fireEvent.click(next());
    // Back to the step of the field at fault, with the message under it.
    expect(await screen.findByText('Шаг №2')).toBeInTheDocument();
    expect(
      screen.getAllByText('Пользователь с таким e-mail уже существует').length,
    ).toBeGreaterThan(0);
  });

  describe('company step 1', () => {
    it('asks for INN suggestions after a 400 ms pause while the INN is incomplete', async () => {
      vi.useFakeTimers();
      try {
        apiMock.suggestions.suggestParty.mockResolvedValue({
          suggestions: [
            {
              value: 'ООО Текстиль-Групп',
              unrestricted_value: 'ООО Текстиль-Групп',
              data: {
                inn: VALID_INN,
                ogrn: '1027700132195',
                address: { value: 'г. Москва' },
                name: { short_with_opf: 'ООО Текстиль-Групп' },
              },
            },
          ],
        });
        render(withQueryClient(<RegistrationModal type="company" {...modalProps()} />));
        type('ИНН', '7707');
        await act(async () => vi.advanceTimersByTime(399));
        expect(apiMock.suggestions.suggestParty).not.toHaveBeenCalled();
        await act(async () => vi.advanceTimersByTime(1));
        expect(apiMock.suggestions.suggestParty).toHaveBeenCalledTimes(1);
        expect(apiMock.suggestions.suggestParty.mock.calls[0]![0]).toBe('7707');
        vi.useRealTimers();
        expect(
          await screen.findByRole('button', { name: /ООО Текстиль-Групп/ }),
        ).toBeInTheDocument();
      } finally {
        vi.useRealTimers();
      }
    });

    it('fills name, address and OGRN for a valid, unregistered INN', async () => {
      apiMock.suggestions.findParty.mockResolvedValue({
        suggestions: [
          {
            value: 'ПАО СБЕРБАНК',
            unrestricted_value: 'ПАО СБЕРБАНК',
            data: {
              inn: VALID_INN,
              ogrn: '1027700132195',
              address: { value: 'г. Москва, ул. Вавилова, д. 19' },
              name: { short_with_opf: 'ПАО СБЕРБАНК' },
            },
          },
        ],
      });
      render(withQueryClient(<RegistrationModal type="company" {...modalProps()} />));
      type('ИНН', VALID_INN);
      await waitFor(() => expect(field('ОГРН')).toHaveValue('1027700132195'));
      expect(field('Название компании')).toHaveValue('ПАО СБЕРБАНК');
      expect(field('Юридический адрес')).toHaveValue('г. Москва, ул. Вавилова, д. 19');
      expect(apiMock.suggestions.suggestParty).not.toHaveBeenCalled();
    });

    it('a valid INN the directory does not know says to fill the company in by hand (issue #17)', async () => {
      render(withQueryClient(<RegistrationModal type="company" {...modalProps()} />));
      type('ИНН', VALID_INN);
      expect(
        await screen.findByText('Компания не найдена — заполните данные вручную'),
      ).toBeInTheDocument();
      type('Название компании', 'ООО «Ромашка»');
      type('Юридический адрес', 'г. Иваново, ул. Ткацкая, д. 1');
      type('ОГРН', '1027700132195');
      expect(field('Название компании')).toHaveValue('ООО «Ромашка»');
      expect(field('ОГРН')).toHaveValue('1027700132195');
    });

    it('an INN typed digit by digit shows no red until the field is left (issue #34)', async () => {
      const user = userEvent.setup();
      render(withQueryClient(<RegistrationModal type="company" {...modalProps()} />));
      const inn = field('ИНН');
      for (const digit of '77070832') {
        await user.type(inn, digit);
        expect(screen.queryByRole('alert')).toBeNull();
        expect(inn).not.toHaveAttribute('aria-invalid');
      }
      // Not yet filled, rather than wrong.
      expect(next()).toHaveAccessibleDescription(/^Заполните: ИНН, /);
      expect(next()).not.toHaveAccessibleDescription(/Исправьте/);
      // Ten digits that fail the check may still become a sole trader's twelve: no red either.
      await user.type(inn, '94');
      expect(screen.queryByRole('alert')).toBeNull();
      await user.tab();
      expect(screen.getByRole('alert')).toHaveTextContent('Некорректно заполнен ИНН');
      expect(inn).toHaveAttribute('aria-invalid', 'true');
      // Once left, the message follows the typing: the last digit put right, it goes.
      await user.clear(inn);
      await user.type(inn, VALID_INN);
      await waitFor(() => expect(screen.queryByText('Некорректно заполнен ИНН')).toBeNull());
      expect(screen.queryByText('ИНН должен состоять из 10 или 12 цифр')).toBeNull();
    });

    it('a suggestion chosen with the pointer keeps the INN focused: no message jumps in', async () => {
      const user = userEvent.setup();
      apiMock.suggestions.suggestParty.mockResolvedValue({
        suggestions: [
          {
            value: 'ПАО СБЕРБАНК',
            unrestricted_value: 'ПАО СБЕРБАНК',
            data: {
              inn: VALID_INN,
              ogrn: '1027700132195',
              address: { value: 'г. Москва, ул. Вавилова, д. 19' },
              name: { short_with_opf: 'ПАО СБЕРБАНК' },
            },
          },
        ],
      });
      render(withQueryClient(<RegistrationModal type="company" {...modalProps()} />));
      await user.type(field('ИНН'), '7707');
      const suggestion = await screen.findByRole('button', { name: /ПАО СБЕРБАНК/ });
      await user.pointer({ keys: '[MouseLeft>]', target: suggestion });
      expect(field('ИНН')).toHaveFocus();
      expect(screen.queryByRole('alert')).toBeNull();
      await user.pointer({ keys: '[/MouseLeft]', target: suggestion });
      expect(field('ИНН')).toHaveValue(VALID_INN);
    });

    it('says so when the INN is registered, and checks digits and check digits', async () => {
      apiMock.auth.checkInn.mockResolvedValue({ exists: true });
      render(withQueryClient(<RegistrationModal type="company" {...modalProps()} />));
      type('ИНН', '77a');
      expect(screen.getByText('Поле должно содержать только числа')).toBeInTheDocument();
      type('ИНН', '77070');
      // Still being typed: the length's message waits until the field is left (issue #34).
      expect(screen.queryByText('ИНН должен состоять из 10 или 12 цифр')).toBeNull();
      fireEvent.blur(field('ИНН'));
      expect(screen.getByText('ИНН должен состоять из 10 или 12 цифр')).toBeInTheDocument();
      type('ИНН', '7707083894');
      expect(screen.getByText('Некорректно заполнен ИНН')).toBeInTheDocument();
      type('ИНН', VALID_INN);
      expect(await screen.findByText('Профиль с таким ИНН уже существует')).toBeInTheDocument();
      expect(next()).toBeDisabled();
    });
  });
});
