import { act, render, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ActiveModalOpener } from '@/features/shell/components/active-modal-opener';
import { modalKeys } from '@/lib/stores/modal-keys';
import {
  closeModal,
  openModal,
  registerModal,
  removeAllModals,
  unregisterModal,
  useModalStore,
} from '@/lib/stores/modals';
import { apiMock } from './auth-mocks';

vi.mock('@/lib/api', async () => {
  const errors = await import('@/lib/api/errors');
  const { apiMock: mock } = await import('./auth-mocks');
  return { api: mock, isApiError: errors.isApiError };
});
let search = new URLSearchParams();
const replace = vi.fn();
vi.mock('next/navigation', () => ({
  usePathname: () => '/',
  useSearchParams: () => search,
  useRouter: () => ({ replace }),
}));

const keys = () => useModalStore.getState().queue.map((entry) => entry.key);

beforeEach(() => {
  for (const key of Object.values(modalKeys)) registerModal(key, () => null);
});
afterEach(() => {
  act(() => removeAllModals());
  for (const key of Object.values(modalKeys)) unregisterModal(key);
  Cookies.remove('active-modal', { path: '/' });
  Cookies.remove('session_auth', { path: '/' });
  search = new URLSearchParams();
  vi.clearAllMocks();
});

describe('query rules and the remembered modal (accounts.md §2)', () => {
  it('change_password=yes opens the change-password modal', () => {
    search = new URLSearchParams('change_password=yes&USER_CHECKWORD=a&USER_LOGIN=b');
    render(<ActiveModalOpener />);
    expect(keys()).toEqual(['change-password']);
  });

  it('an e-mail link is confirmed, then change-email-success for a logged-in buyer', async () => {
    Cookies.set('session_auth', 'x', { path: '/' });
    apiMock.auth.emailChangeFromLink.mockResolvedValue({ email: 'new@example.ru' });
    search = new URLSearchParams('new_email=new%40example.ru&user_id=7&code=c1');
    render(<ActiveModalOpener />);
    await waitFor(() => expect(keys()).toEqual(['change-email-success']));
    expect(apiMock.auth.emailChangeFromLink).toHaveBeenCalledWith({
      new_email: 'new@example.ru',
      user_id: '7',
      code: 'c1',
    });
    expect(replace).toHaveBeenCalled();
  });

  it('…and the login modal for a visitor', async () => {
    apiMock.auth.emailChangeFromLink.mockResolvedValue({ email: 'new@example.ru' });
    search = new URLSearchParams('new_email=new%40example.ru&user_id=7&code=c2');
    render(<ActiveModalOpener />);
    await waitFor(() => expect(keys()).toEqual(['login']));
  });

  it('remembers the open login modal in the cookie, forgets it when closed, and reopens a remembered one', async () => {
    Cookies.set('active-modal', 'login', { path: '/' });
    render(<ActiveModalOpener />);
    expect(keys()).toEqual(['login']);
    act(() => closeModal('login'));
    expect(Cookies.get('active-modal')).toBeUndefined();
    act(() => {
      openModal('change-email-success');
    });
    expect(Cookies.get('active-modal')).toBe('change-email-success');
  });

  it('a logged-in buyer never gets a remembered login modal back: it is forgotten instead', () => {
    Cookies.set('active-modal', 'login', { path: '/' });
    Cookies.set('session_auth', 'x', { path: '/' });
    render(<ActiveModalOpener />);
    expect(keys()).toEqual([]);
    expect(Cookies.get('active-modal')).toBeUndefined();
  });

  it('a call refused with 401 after the refresh opens the login modal', () => {
    render(<ActiveModalOpener />);
    act(() => {
      window.dispatchEvent(new Event('selvedge:session-expired'));
    });
    expect(keys()).toEqual(['login']);
  });
});
