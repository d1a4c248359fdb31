import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LogoutModal } from '@/features/auth/components/logout-modal';
import { ApiError } from '@/lib/api/errors';
import { apiMock, modalProps } from './auth-mocks';

vi.mock('@/lib/api', async () => {
  const errors = await import('@/lib/api/errors');
  const { apiMock: mock } = await import('./auth-mocks');
  return { api: mock, isApiError: errors.isApiError };
});
const reload = vi.hoisted(() => vi.fn());
vi.mock('@/features/auth/model/session', () => ({ reloadAfterSessionChange: reload }));

afterEach(() => {
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

describe('logout confirmation (accounts.md §2, §4)', () => {
  it("asks 'Вы действительно хотите выйти?'; Остаться only closes", () => {
    const props = modalProps();
    render(<LogoutModal {...props} />);
    expect(
      screen.getByRole('heading', { name: 'Вы действительно хотите выйти?' }),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Остаться' }));
    expect(props.close).toHaveBeenCalled();
    expect(apiMock.auth.logout).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('Выйти calls the server, then the page reloads without the session', async () => {
    apiMock.auth.logout.mockResolvedValue(null);
    const props = modalProps();
    render(<LogoutModal {...props} />);
    fireEvent.click(screen.getByRole('button', { name: 'Выйти' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(apiMock.auth.logout).toHaveBeenCalledTimes(1);
    expect(props.close).toHaveBeenCalled();
  });

  it('a failed logout call is only logged (§8): this browser is logged out all the same', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    apiMock.auth.logout.mockRejectedValue(new ApiError(503, 'Сервис недоступен'));
    render(<LogoutModal {...modalProps()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Выйти' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(logged).toHaveBeenCalledWith('[api] logout failed:', expect.any(ApiError));
    expect(screen.queryByText('Сервис недоступен')).toBeNull();
  });
});
