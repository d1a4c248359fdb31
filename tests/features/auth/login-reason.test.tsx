import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ModalHost } from '@/components/modal';
import { LoginModal } from '@/features/auth/components/login-modal';
import { RegistrationChoiceModal } from '@/features/auth/components/registration-choice-modal';
import { AddToCartButton } from '@/features/catalog/components/add-to-cart-button';
import { modalKeys } from '@/lib/stores/modal-keys';
import {
  openModal,
  registerModal,
  removeAllModals,
  unregisterModal,
  useModalStore,
} from '@/lib/stores/modals';
import { withQueryClient } from './auth-mocks';

vi.mock('@/lib/api', async () => {
  const errors = await import('@/lib/api/errors');
  const { apiMock: mock } = await import('./auth-mocks');
  return { api: mock, isApiError: errors.isApiError };
});
vi.mock('next/navigation', () => ({
  useRouter: () => ({ refresh: vi.fn(), push: vi.fn(), replace: vi.fn() }),
  usePathname: () => '/catalog/',
}));

afterEach(() => {
  act(() => removeAllModals());
  for (const key of [modalKeys.login, modalKeys.registrationChoice, 'registration'])
    unregisterModal(key);
});

describe('from visitor to buyer (issue #17)', () => {
  it('a guarded action opens the login modal saying why, under the title', async () => {
    registerModal(modalKeys.login, LoginModal);
    render(
      withQueryClient(
        <>
          <AddToCartButton />
          <ModalHost />
        </>,
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Добавить в корзину' }));
    const dialog = await screen.findByRole('dialog', { name: 'Вход в личный кабинет' });
    expect(dialog).toHaveTextContent(
      /^Вход в личный кабинетВойдите, чтобы добавить товар в корзинуВведите данные аккаунта/,
    );
  });

  it('the choice of registration opens the form for a company or a private buyer, or login', async () => {
    registerModal('registration', () => null);
    registerModal(modalKeys.login, () => null);
    registerModal(modalKeys.registrationChoice, RegistrationChoiceModal);
    render(<ModalHost />);
    act(() => {
      openModal(modalKeys.registrationChoice);
    });
    const dialog = await screen.findByRole('dialog', { name: 'Регистрация' });
    expect(screen.getByRole('button', { name: 'Для компаний' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Войти' })).toBeEnabled();
    fireEvent.click(screen.getByRole('button', { name: 'Для физ.лиц' }));
    const keys = useModalStore.getState().queue.map((e) => [e.key, e.props]);
    expect(keys).toEqual([['registration', { type: 'individual' }]]);
    expect(dialog).not.toBeInTheDocument();
  });
});
