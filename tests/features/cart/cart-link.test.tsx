import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { badgeText } from '@/components/badge-link';
import { CartLink } from '@/features/cart/components/cart-link';
import { modalKeys } from '@/lib/stores/modal-keys';
import {
  registerModal,
  removeAllModals,
  unregisterModal,
  useModalStore,
} from '@/lib/stores/modals';
import { logIn, logOut, newClient, withClient } from './fixtures';

const api = vi.hoisted(() => ({ informer: vi.fn(), get: vi.fn() }));
vi.mock('@/features/cart/api/client', () => ({ basketApi: api }));

const renderLink = () => {
  const Wrapper = withClient(newClient());
  return render(
    <Wrapper>
      <CartLink />
    </Wrapper>,
  );
};

afterEach(() => {
  logOut();
  vi.clearAllMocks();
  act(() => removeAllModals());
  unregisterModal(modalKeys.login);
});

describe('header cart icon (storefront.md §2, §9)', () => {
  it.each([
    [0, null],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [2500, '99+'],
  ])('badge for %i positions: %s', (count, text) => {
    expect(badgeText(count)).toBe(text);
  });

  it("caps the badge at '99+' and names the count for screen readers", async () => {
    logIn();
    api.informer.mockResolvedValue({ count: 120, kg: 2400, ids: [] });
    renderLink();
    const link = await screen.findByRole('link', { name: 'Корзина: 120' });
    expect(link).toHaveAttribute('href', '/cart/');
    expect(link).toHaveTextContent('99+');
  });

  it('opens the login modal for a visitor and asks the API nothing', () => {
    registerModal(modalKeys.login, () => null);
    renderLink();
    const link = screen.getByRole('link', { name: 'Корзина' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    act(() => {
      link.dispatchEvent(click);
    });
    expect(click.defaultPrevented).toBe(true);
    expect(useModalStore.getState().queue.map((e) => e.key)).toEqual([modalKeys.login]);
    expect(api.informer).not.toHaveBeenCalled();
  });
});
