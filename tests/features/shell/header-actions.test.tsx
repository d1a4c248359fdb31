import { act, fireEvent, screen } from '@testing-library/react';
import { render } from '../../support/render';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ModalHost } from '@/components/modal';
import { Header } from '@/features/shell/components/header';
import { modalKeys } from '@/lib/stores/modal-keys';
import {
  registerModal,
  removeAllModals,
  unregisterModal,
  useModalStore,
  type ModalRenderProps,
} from '@/lib/stores/modals';
import { headerData } from './fixtures';

// next.config.ts sets trailingSlash; the build inlines it for next/link, a test says it here.

vi.mock('next/navigation', () => ({
  usePathname: () => '/catalog/',
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), prefetch: vi.fn() }),
  useSearchParams: () => new URLSearchParams(),
}));
function LoginStub({ titleId }: ModalRenderProps) {
  return <h2 id={titleId}>Вход в личный кабинет</h2>;
}

afterEach(() => {
  act(() => removeAllModals());
  unregisterModal(modalKeys.login);
  document.cookie = 'session_auth=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

const renderShell = (hasSession = false) =>
  render(
    <>
      <Header data={headerData} hasSession={hasSession} />
      <ModalHost />
    </>,
  );

describe('header buttons (storefront.md §2 "Header")', () => {
  it.each(['Избранное', 'Корзина', 'Войти в личный кабинет'])(
    '%s opens the login modal for a guest',
    async (name) => {
      registerModal(modalKeys.login, LoginStub);
      renderShell();
      const link = screen.getByRole('link', { name });
      const click = new MouseEvent('click', { bubbles: true, cancelable: true });
      act(() => {
        link.dispatchEvent(click);
      });
      expect(click.defaultPrevented).toBe(true);
      expect(
        await screen.findByRole('dialog', { name: 'Вход в личный кабинет' }),
      ).toBeInTheDocument();
    },
  );

  it('does nothing harmful while the login modal is not registered yet', () => {
    renderShell();
    fireEvent.click(screen.getByRole('link', { name: 'Корзина' }));
    // Nothing queued (the dialog itself would come a moment later, with the modal frame's code).
    expect(useModalStore.getState().queue).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('lets a logged-in shopper go to the cart and the user area', () => {
    registerModal(modalKeys.login, LoginStub);
    document.cookie = 'session_auth=2025-01-01; path=/';
    renderShell(true);
    const cart = screen.getByRole('link', { name: 'Корзина' });
    expect(cart).toHaveAttribute('href', '/cart/');
    fireEvent.click(cart);
    // No login modal is queued (the dialog itself would come a moment later, with its frame).
    expect(useModalStore.getState().queue).toEqual([]);
    expect(screen.getByRole('link', { name: 'Личный кабинет' })).toHaveAttribute('href', '/user/');
  });
});

describe('a staff member’s header (issue #20)', () => {
  afterEach(() => {
    document.cookie = 'session_staff=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('links the workspace instead of the cart, favourites and account, asking the API nothing', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    document.cookie = 'session_auth=2025-01-01; path=/';
    document.cookie = 'session_staff=1; path=/';
    renderShell(true);
    expect(screen.getByRole('link', { name: 'Рабочее место' })).toHaveAttribute(
      'href',
      '/manager/',
    );
    expect(screen.queryByRole('link', { name: /Корзина/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Избранное/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Личный кабинет/ })).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });
});
