import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountNav } from '@/features/account/components/account-nav';
import { modalKeys } from '@/lib/stores/modal-keys';
import {
  registerModal,
  removeAllModals,
  unregisterModal,
  useModalStore,
} from '@/lib/stores/modals';
import { render } from '../../support/render';

vi.mock('next/navigation', () => ({ usePathname: () => '/user/history/' }));
beforeEach(() => registerModal(modalKeys.logout, () => null));
afterEach(() => {
  act(() => removeAllModals());
  unregisterModal(modalKeys.logout);
});

describe("the account area's menu (accounts.md §2, issue #17)", () => {
  it('marks the current page and ends with "Выйти", which asks for confirmation', () => {
    render(<AccountNav userType="legal_entity" />);
    const nav = screen.getByRole('navigation', { name: 'Личный кабинет' });
    expect(nav).toHaveTextContent(
      'Настройки профиляДанные компанииИстория заказовИзбранноеПерсональный менеджерВыйти',
    );
    expect(screen.getByRole('link', { name: 'История заказов' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Выйти' }));
    expect(useModalStore.getState().queue.map((entry) => entry.key)).toEqual([modalKeys.logout]);
  });
});
