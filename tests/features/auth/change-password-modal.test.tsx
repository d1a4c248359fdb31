import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChangePasswordModal } from '@/features/auth/components/change-password-modal';
import { ApiError } from '@/lib/api/errors';
import { apiMock, modalProps, withQueryClient } from './auth-mocks';

vi.mock('@/lib/api', async () => {
  const errors = await import('@/lib/api/errors');
  const { apiMock: mock } = await import('./auth-mocks');
  return { api: mock, isApiError: errors.isApiError };
});
const replace = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ replace, refresh: vi.fn() }) }));

afterEach(() => {
  vi.clearAllMocks();
  window.history.replaceState(null, '', '/');
});

describe("'Смена пароля' (accounts.md §2)", () => {
  it('e-mail variant: sends the link and says so', async () => {
    apiMock.auth.passwordRecovery.mockResolvedValue(null);
    render(withQueryClient(<ChangePasswordModal {...modalProps()} />));
    expect(screen.getByRole('heading', { name: 'Смена пароля' })).toBeInTheDocument();
    const send = screen.getByRole('button', { name: 'Отправить' });
    expect(send).toBeDisabled();
    expect(send).toHaveAccessibleDescription('Заполните: E-mail');
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'anna@example.ru' } });
    fireEvent.click(send);
    expect(
      await screen.findByRole('heading', { name: 'Сообщение отправлено!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'OK' })).toBeInTheDocument();
    expect(apiMock.auth.passwordRecovery).toHaveBeenCalledWith('anna@example.ru');
  });

  it('passwords variant from the link: saves, says so, clears the query after 5 s', async () => {
    window.history.replaceState(
      null,
      '',
      '/?change_password=yes&USER_CHECKWORD=abc&USER_LOGIN=anna%40example.ru',
    );
    apiMock.auth.passwordRecoveryChange.mockResolvedValue({ login: 'anna@example.ru' });
    render(withQueryClient(<ChangePasswordModal {...modalProps()} />));
    const save = screen.getByRole('button', { name: 'Сохранить' });
    fireEvent.change(screen.getByLabelText('Новый пароль'), { target: { value: 'novyi' } });
    expect(
      screen.getByText('Пароль должен содержать прописные и строчные буквы и цифры'),
    ).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Новый пароль'), { target: { value: 'Novyi2027' } });
    fireEvent.change(screen.getByLabelText('Повторите пароль'), { target: { value: 'Novyi2028' } });
    expect(screen.getByText('Пароли не совпадают')).toBeInTheDocument();
    expect(save).toBeDisabled();
    expect(save).toHaveAccessibleDescription('Исправьте: Повторите пароль');
    fireEvent.change(screen.getByLabelText('Повторите пароль'), { target: { value: 'Novyi2027' } });
    vi.useFakeTimers();
    try {
      await act(async () => {
        fireEvent.click(save);
      });
      expect(screen.getByRole('heading', { name: 'Пароль успешно изменен!' })).toBeInTheDocument();
      expect(apiMock.auth.passwordRecoveryChange).toHaveBeenCalledWith({
        USER_CHECKWORD: 'abc',
        USER_LOGIN: 'anna@example.ru',
        password: 'Novyi2027',
        password2: 'Novyi2027',
      });
      act(() => vi.advanceTimersByTime(4_999));
      expect(replace).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      expect(replace).toHaveBeenCalledWith('/', { scroll: false });
    } finally {
      vi.useRealTimers();
    }
  });

  it('a spent or expired link shows the server message', async () => {
    window.history.replaceState(
      null,
      '',
      '/?change_password=yes&USER_CHECKWORD=old&USER_LOGIN=anna%40example.ru',
    );
    apiMock.auth.passwordRecoveryChange.mockRejectedValue(
      new ApiError(400, 'Ссылка устарела или уже использована'),
    );
    render(withQueryClient(<ChangePasswordModal {...modalProps()} />));
    fireEvent.change(screen.getByLabelText('Новый пароль'), { target: { value: 'Novyi2027' } });
    fireEvent.change(screen.getByLabelText('Повторите пароль'), { target: { value: 'Novyi2027' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ссылка устарела или уже использована',
    );
  });
});
