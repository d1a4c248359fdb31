import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ModalHost } from '@/components/modal';
import {
  closeModal,
  openModal,
  registerModal,
  removeAllModals,
  removeModal,
  unregisterModal,
  type ModalRenderProps,
} from '@/lib/stores/modals';
import { useScrollLockStore } from '@/lib/stores/scroll-lock';

const navigation = vi.hoisted(() => ({ pathname: '/' }));
vi.mock('next/navigation', () => ({ usePathname: () => navigation.pathname }));

function Dialog({ title, titleId, close }: { title: string } & ModalRenderProps) {
  return (
    <div>
      <h2 id={titleId}>{title}</h2>
      <input aria-label="E-mail" />
      <button type="button" onClick={close}>
        Готово
      </button>
    </div>
  );
}

const open = (key: string, title: string, handlers = {}) =>
  act(() => {
    openModal(key, { component: Dialog, props: { title }, handlers });
  });

// The dialog's frame is a chunk of its own, loaded on the page's first idle moment or when the
// first modal opens (components/modal/modal-host.tsx). It loads once here, as it has on a page a
// shopper has been looking at; the tests below then see a modal the moment it is opened.
beforeAll(async () => {
  render(<ModalHost />);
  open('warm-up', 'Первое окно');
  expect(await screen.findByRole('dialog', { name: 'Первое окно' })).toBeInTheDocument();
  act(() => removeAllModals());
  cleanup();
});

afterEach(() => {
  act(() => removeAllModals());
  unregisterModal('greeting');
});

const pageLocked = () => document.documentElement.style.overflow === 'hidden';

describe('modal queue (storefront.md §4)', () => {
  it('shows only the first queued modal, then the next when it closes', () => {
    render(<ModalHost />);
    open('login', 'Вход в личный кабинет');
    open('success', 'Успех!');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Вход в личный кабинет' })).toBeInTheDocument();

    act(() => closeModal('login'));
    expect(screen.getByRole('dialog', { name: 'Успех!' })).toBeInTheDocument();
  });

  it('ignores a modal whose key is already queued', () => {
    render(<ModalHost />);
    open('login', 'Вход в личный кабинет');
    let accepted = true;
    act(() => {
      accepted = openModal('login', { component: Dialog, props: { title: 'Другой вход' } });
    });
    expect(accepted).toBe(false);
    expect(screen.getByRole('dialog', { name: 'Вход в личный кабинет' })).toBeInTheDocument();
    act(() => closeModal('login'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on Escape, calling the close handler', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<ModalHost />);
    open('login', 'Вход в личный кабинет', { close: onClose });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("closes on the modal's own close event and on the close button", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<ModalHost />);
    open('first', 'Первое', { close: onClose });
    open('second', 'Второе');
    await user.click(screen.getByRole('button', { name: 'Готово' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('locks page scroll while modals are queued; removal by key or all unlocks', () => {
    render(<ModalHost />);
    open('a', 'A');
    open('b', 'B');
    expect(pageLocked()).toBe(true);
    act(() => removeModal('a'));
    expect(pageLocked()).toBe(true);
    act(() => removeModal('b'));
    expect(pageLocked()).toBe(false);

    open('c', 'C');
    open('d', 'D');
    act(() => removeAllModals());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(pageLocked()).toBe(false);
    expect(useScrollLockStore.getState().count).toBe(0);
  });

  it('opens a registered modal by key; an unregistered key is ignored and locks nothing', () => {
    render(<ModalHost />);
    let accepted = true;
    act(() => {
      accepted = openModal('nobody-registered-this');
    });
    expect(accepted).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(pageLocked()).toBe(false);

    registerModal('greeting', Dialog);
    act(() => {
      openModal('greeting', { props: { title: 'Здравствуйте' } });
    });
    expect(screen.getByRole('dialog', { name: 'Здравствуйте' })).toBeInTheDocument();
  });

  it('moves focus into the dialog, keeps Tab inside and gives focus back on close', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Корзина</button>
        <ModalHost />
      </>,
    );
    const trigger = screen.getByRole('button', { name: 'Корзина' });
    trigger.focus();
    open('login', 'Вход в личный кабинет');
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveFocus();

    await user.tab(); // Готово
    await user.tab(); // wraps to the close button
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Готово' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(trigger).toHaveFocus();
  });

  it('hides the close button when asked', () => {
    render(<ModalHost />);
    act(() => {
      openModal('notice', {
        component: Dialog,
        props: { title: 'Сообщение' },
        params: { isCloseHidden: true },
      });
    });
    expect(screen.queryByRole('button', { name: 'Закрыть' })).toBeNull();
  });

  it('opens on the left with a close button and a backdrop that closes, unless told otherwise', async () => {
    const onClose = vi.fn();
    render(<ModalHost />);
    open('plain', 'Обычное окно', { close: onClose });
    const frame = screen.getByRole('dialog').parentElement!;
    expect(frame).toHaveAttribute('data-placement', 'left');
    expect(frame).not.toHaveAttribute('data-fullscreen');
    expect(frame).not.toHaveAttribute('data-offset');
    expect(screen.getByRole('button', { name: 'Закрыть' })).toBeVisible();
    await userEvent.setup().click(frame.querySelector('[aria-hidden="true"]')!);
    expect(onClose).toHaveBeenCalled();
    act(() => removeAllModals());

    act(() => {
      openModal('wide', {
        component: Dialog,
        props: { title: 'Во весь экран' },
        params: { isFullscreen: true, offset: true, placement: 'right', isCloseHidden: true },
      });
    });
    const wide = screen.getByRole('dialog').parentElement!;
    expect(wide).toHaveAttribute('data-placement', 'right');
    expect(wide).toHaveAttribute('data-fullscreen', 'true');
    expect(wide).toHaveAttribute('data-offset', 'true');
    // Without a close button the backdrop does not close it either.
    await userEvent.setup().click(wide.querySelector('[aria-hidden="true"]')!);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes the modals of a page the shopper leaves, and keeps one the new page opens', () => {
    window.history.replaceState(null, '', '/catalog/pike-10582/');
    navigation.pathname = '/catalog/pike-10582/';
    const { rerender } = render(<ModalHost />);
    open('question', 'Задать вопрос');
    expect(pageLocked()).toBe(true);

    // Back to the listing: the product's question form goes, and the page scrolls again.
    window.history.replaceState(null, '', '/catalog/');
    navigation.pathname = '/catalog/';
    rerender(<ModalHost />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(pageLocked()).toBe(false);

    // A modal the listing opens for itself stays (the same page, with or without the slash).
    open('stock', 'Наличие на складах');
    navigation.pathname = '/catalog';
    rerender(<ModalHost />);
    expect(screen.getByRole('dialog', { name: 'Наличие на складах' })).toBeInTheDocument();
    window.history.replaceState(null, '', '/');
    navigation.pathname = '/';
  });
});
