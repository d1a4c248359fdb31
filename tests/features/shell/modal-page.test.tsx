import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { standaloneModalOf } from '@/features/shell/model/standalone-modals';
import { ModalPage } from '@/features/shell/components/modal-page';
import {
  closeModal,
  registerModal,
  removeAllModals,
  unregisterModal,
  useModalStore,
} from '@/lib/stores/modals';

const replace = vi.hoisted(() => vi.fn());
vi.mock('next/navigation', () => ({
  useRouter: () => ({ replace, push: vi.fn(), prefetch: vi.fn() }),
}));

afterEach(() => {
  removeAllModals();
  unregisterModal('ask-question');
  replace.mockClear();
});

describe('/modal/: a modal by itself (storefront.md §2, SF-2.17)', () => {
  it('without a name: a visible heading and the list of what it can open', () => {
    render(<ModalPage current={standaloneModalOf(undefined)} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Формы и вход' })).not.toHaveClass(
      'visually-hidden',
    );
    const links = screen.getByRole('navigation', { name: 'Формы' }).querySelectorAll('a');
    expect([...links].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Задать вопрос', '/modal/?name=ask-question'],
      ['Заказать образцы', '/modal/?name=sample-request'],
      ['Вход в личный кабинет', '/modal/?name=login'],
    ]);
    expect(useModalStore.getState().queue).toEqual([]);
  });

  it('?name= opens that modal at once; closing it goes back to the list', () => {
    registerModal('ask-question', () => <div role="dialog">Вопрос</div>);
    render(<ModalPage current={standaloneModalOf('ask-question')} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Задать вопрос' })).toBeInTheDocument();
    expect(useModalStore.getState().queue.map((entry) => entry.key)).toEqual(['ask-question']);
    act(() => closeModal('ask-question'));
    expect(replace).toHaveBeenCalledWith('/modal/');
  });

  it('an unknown or unsafe name opens nothing', () => {
    expect(standaloneModalOf('change-password')).toBeNull();
    expect(standaloneModalOf(['login', 'x'])?.key).toBe('login');
    render(<ModalPage current={standaloneModalOf('nope')} />);
    expect(useModalStore.getState().queue).toEqual([]);
  });
});
