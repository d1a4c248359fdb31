import { act, fireEvent, render, screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginModal } from '@/features/auth/components/login-modal';
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
const refresh = vi.fn();
vi.mock('next/navigation', () => ({
  useRouter: () => ({ refresh, push: vi.fn(), replace: vi.fn() }),
}));

afterEach(() => {
  vi.clearAllMocks();
  act(() => removeAllModals());
  unregisterModal('registration');
  unregisterModal(modalKeys.changePassword);
});

const renderLogin = () => {
  const props = modalProps();
  render(withQueryClient(<LoginModal {...props} />));
  return props;
};
const submit = () => screen.getByRole('button', { name: 'Войти' });
const fill = (email: string, password: string) => {
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Пароль'), { target: { value: password } });
};

describe('login modal (accounts.md §2, §5, §8)', () => {
  it('has the spec texts; submit waits for a valid e-mail and a password', () => {
    renderLogin();
    expect(screen.getByRole('heading', { name: 'Вход в личный кабинет' })).toBeInTheDocument();
    expect(screen.getByText('Введите данные аккаунта')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Забыли пароль?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Для компаний' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Для физ.лиц' })).toBeInTheDocument();
    expect(submit()).toBeDisabled();
    // The disabled button says what it waits for (issue #17).
    expect(submit()).toHaveAccessibleDescription('Заполните: E-mail, Пароль');
    fill('anna', '');
    expect(submit()).toHaveAccessibleDescription('Заполните: Пароль. Исправьте: E-mail');
    expect(screen.getByText('Недопустимый e-mail. Пример: ivanov@mail.ru')).toBeInTheDocument();
    expect(submit()).toBeDisabled();
    fill('anna@example.ru', 'x');
    expect(submit()).toBeEnabled();
    expect(submit()).toHaveAccessibleDescription('');
  });

  it("shows 'Не правильные логин или пароль' on wrong data", async () => {
    apiMock.auth.login.mockRejectedValue(new ApiError(400, 'Не правильные логин или пароль'));
    renderLogin();
    fill('anna@example.ru', 'Wrong2026');
    fireEvent.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Не правильные логин или пароль');
  });

  it('a network failure says to try later', async () => {
    apiMock.auth.login.mockRejectedValue(new ApiError(0, 'Ошибка сервера'));
    renderLogin();
    fill('anna@example.ru', 'Tkani2026');
    fireEvent.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ошибка отправки данных попробуйте позже',
    );
  });

  it("any other failure shows the default 'Ошибка логина попробуйте позже'", async () => {
    apiMock.auth.login.mockRejectedValue(new ApiError(500, 'Ошибка сервера'));
    renderLogin();
    fill('anna@example.ru', 'Tkani2026');
    fireEvent.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Ошибка логина попробуйте позже');
  });

  it('success: the form is cleared, the page renders again for the buyer, Продолжить closes', async () => {
    apiMock.auth.login.mockResolvedValue({});
    Cookies.set('active-modal', 'login', { path: '/' });
    const props = renderLogin();
    fill('anna@example.ru', 'Tkani2026');
    fireEvent.click(submit());
    expect(
      await screen.findByRole('heading', { name: 'Вы успешно вошли в систему!' }),
    ).toBeInTheDocument();
    expect(apiMock.auth.login).toHaveBeenCalledWith({
      login: 'anna@example.ru',
      password: 'Tkani2026',
    });
    expect(refresh).toHaveBeenCalled();
    // The remembered modal is forgotten at once, not when 'Продолжить' is pressed.
    expect(Cookies.get('active-modal')).toBeUndefined();
    fireEvent.click(screen.getByRole('button', { name: 'Продолжить' }));
    expect(props.close).toHaveBeenCalled();
  });

  it('registration buttons open the registration modal with the form type', () => {
    registerModal('registration', () => null);
    const props = renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Для компаний' }));
    expect(props.close).toHaveBeenCalled();
    const [entry] = useModalStore.getState().queue;
    expect(entry).toMatchObject({ key: 'registration', props: { type: 'company' } });
  });
});
