/**
 * A visitor's «Добавить в корзину» and heart answer the first tap before the page's code has
 * come (issue #37): they are the invokers of the page's login dialog, a server-rendered
 * `<dialog>` holding the login form as plain HTML, which posts without a script. Once the code
 * is there, the same tap opens the script's login modal saying why. jsdom has no dialogs'
 * commands: these tests read what the browser is handed (the attributes, a prevented click),
 * and the browser's part is the e2e specs'.
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginDialog, LOGIN_DIALOG_IDS } from '@/features/auth/components/login-dialog';
import { VisitorLoginDialogs } from '@/features/catalog/components/visitor-login-dialogs';
import { LoginPage } from '@/features/auth/components/login-page';
import { AddToCartButton } from '@/features/catalog/components/add-to-cart-button';
import { ProductCard } from '@/features/catalog/components/product-card';
import { ProductView } from '@/features/catalog/components/product-view';
import { SCRIPTED_BUTTON } from '@/lib/framework/scripted-button.mjs';
import { modalKeys } from '@/lib/stores/modal-keys';
import {
  registerModal,
  removeAllModals,
  unregisterModal,
  useModalStore,
} from '@/lib/stores/modals';
import { render as renderWithQuery } from '../../support/render';
import { anonymousCard, anonymousDetail, buyerCard, buyerDetail } from '../catalog/fixtures';

vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn() }),
}));

const CARD = 'Кулирка гладкокрашеная';
const ADD = 'Добавить в корзину';
const HEART = 'Добавить в избранное';

const queued = () =>
  useModalStore.getState().queue.map((entry) => [entry.key, entry.props] as const);

/** The dialog a button opens by itself, found by the id it names. */
function dialogOf(opener: HTMLElement) {
  expect(opener).toHaveAttribute('command', 'show-modal');
  const dialog = document.getElementById(opener.getAttribute('commandfor') ?? '');
  expect(dialog?.tagName).toBe('DIALOG');
  return dialog as HTMLDialogElement;
}

// jsdom's dialogs have no close(); the browser's closes the dialog and gives the focus back.
const closeDialog = vi.fn(function (this: HTMLDialogElement) {
  this.removeAttribute('open');
});

beforeEach(() => {
  for (const key of [modalKeys.login, modalKeys.changePassword, 'registration'])
    registerModal(key, () => null);
  Object.defineProperty(HTMLDialogElement.prototype, 'close', {
    value: closeDialog,
    configurable: true,
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  act(() => removeAllModals());
  for (const key of [modalKeys.login, modalKeys.changePassword, 'registration'])
    unregisterModal(key);
  delete (HTMLDialogElement.prototype as Partial<HTMLDialogElement>).close;
  closeDialog.mockClear();
  document.cookie = 'session_auth=; max-age=0; path=/';
});

describe('the login dialog a page opens before its code (issue #37)', () => {
  it('is the login modal as a plain form posting to the shop, the password never filled in', () => {
    render(<LoginDialog for="cart" reason="Войдите, чтобы добавить товар в корзину" />);
    // As the browser shows it once a button opened it.
    document.getElementById(LOGIN_DIALOG_IDS.cart)!.setAttribute('open', '');
    const dialog = screen.getByRole('dialog', { name: 'Вход в личный кабинет' });
    // Why, as the script's modal says it (issue #17).
    expect(dialog).toHaveTextContent(
      /^Вход в личный кабинетВойдите, чтобы добавить товар в корзинуВведите данные аккаунта/,
    );
    const form = dialog.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/login/send/');

    const login = within(dialog).getByRole('textbox', { name: 'E-mail' });
    expect(login).toHaveAttribute('name', 'login');
    expect(login).toHaveAttribute('type', 'email');
    expect(login).toBeRequired();
    const password = within(dialog).getByLabelText('Пароль');
    expect(password).toHaveAttribute('name', 'password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toBeRequired();
    expect(password).not.toHaveAttribute('value');
    expect(within(dialog).getByRole('button', { name: 'Войти' })).toHaveAttribute('type', 'submit');
    // Closed by its own button, with no script either.
    const close = within(dialog).getByRole('button', { name: 'Закрыть' });
    expect(close).toHaveAttribute('commandfor', LOGIN_DIALOG_IDS.cart);
    expect(close).toHaveAttribute('command', 'close');
  });

  it('leads to recovery and registration as the modal does, a tap before the code given again', () => {
    render(<LoginDialog for="favourites" reason="Войдите, чтобы добавить товар в избранное" />);
    const dialog = screen.getByRole('dialog', { hidden: true });
    dialog.setAttribute('open', '');
    const button = (name: string) => within(dialog).getByRole('button', { name });
    for (const name of ['Забыли пароль?', 'Для компаний', 'Для физ.лиц'])
      expect(button(name).matches(SCRIPTED_BUTTON)).toBe(true);

    fireEvent.click(button('Для компаний'));
    expect(closeDialog).toHaveBeenCalledTimes(1);
    expect(dialog).not.toHaveAttribute('open');
    expect(queued()).toEqual([['registration', { type: 'company' }]]);
    act(() => removeAllModals());

    dialog.setAttribute('open', '');
    fireEvent.click(button('Забыли пароль?'));
    expect(dialog).not.toHaveAttribute('open');
    expect(queued()).toEqual([[modalKeys.changePassword, {}]]);
  });

  it('the login page shows what the server refused, the e-mail typed, and no password', () => {
    const refusal = {
      login: 'buyer@selvedge.local',
      errors: { password: 'Обязательное поле' },
      message: 'Не правильные логин или пароль',
    };
    const page = <LoginPage refusal={refusal} back="/catalog/kulirka/" />;
    render(page);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Вход в личный кабинет');
    expect(screen.getByRole('alert')).toHaveTextContent('Не правильные логин или пароль');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('buyer@selvedge.local');
    const password = screen.getByLabelText('Пароль');
    expect(password).toHaveValue('');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('Обязательное поле');
    expect(password.closest('form')).toHaveAttribute(
      'action',
      `/login/send/?back=${encodeURIComponent('/catalog/kulirka/')}`,
    );
    expect(screen.getByRole('link', { name: 'Вернуться без входа' })).toHaveAttribute(
      'href',
      '/catalog/kulirka/',
    );
    // The HTML the server sends: the password field carries no value at all.
    expect(renderToString(page)).not.toMatch(/type="password"[^>]*value=/);
  });
});

describe('a visitor’s buttons open it before the code', () => {
  it('on the product page: the cart button and the heart each open the page’s dialog saying why', () => {
    renderWithQuery(<ProductView product={anonymousDetail} heading={CARD} />);
    const add = screen.getByRole('button', { name: ADD });
    const heart = screen.getByRole('button', { name: HEART });
    expect(dialogOf(add)).toHaveTextContent('Войдите, чтобы добавить товар в корзину');
    expect(dialogOf(heart)).toHaveTextContent('Войдите, чтобы добавить товар в избранное');
    for (const id of Object.values(LOGIN_DIALOG_IDS))
      expect(document.querySelectorAll(`#${id}`)).toHaveLength(1);
    // The browser opened it already: the loader must not click it again once the code came.
    expect(add.matches(SCRIPTED_BUTTON)).toBe(false);
    expect(heart.matches(SCRIPTED_BUTTON)).toBe(false);
  });

  it('on a visitor’s card, heart and cart button alike', () => {
    render(
      <>
        <ProductCard card={anonymousCard} />
        <VisitorLoginDialogs />
      </>,
    );
    const card = screen.getByRole('article', { name: CARD });
    expect(dialogOf(within(card).getByRole('button', { name: ADD })).id).toBe(
      LOGIN_DIALOG_IDS.cart,
    );
    expect(dialogOf(within(card).getByRole('button', { name: HEART })).id).toBe(
      LOGIN_DIALOG_IDS.favourites,
    );
  });

  it('a visitor’s companion card on the product page too', () => {
    const detail = {
      ...anonymousDetail,
      companion: { ...anonymousDetail.companion, elements: [{ ...anonymousCard, id: 200 }] },
    };
    renderWithQuery(<ProductView product={detail} heading={CARD} />);
    const companions = screen.getByRole('region', { name: 'С этим полотном покупают' });
    const add = within(companions).getByRole('button', { name: ADD });
    expect(dialogOf(add).id).toBe(LOGIN_DIALOG_IDS.cart);
  });

  it('a buyer’s page names no dialog and carries none', async () => {
    renderWithQuery(<ProductView product={buyerDetail} heading={CARD} />);
    await screen.findByRole('textbox', { name: 'Количество, кг' });
    for (const id of Object.values(LOGIN_DIALOG_IDS)) {
      expect(document.getElementById(id)).toBeNull();
      expect(document.querySelector(`[commandfor="${id}"]`)).toBeNull();
    }
    render(<ProductCard card={buyerCard} />);
    expect(document.querySelector('[commandfor^="login-dialog"]')).toBeNull();
  });
});

describe('when the code comes', () => {
  const page = () => (
    <>
      <ProductCard card={anonymousCard} />
      <VisitorLoginDialogs />
    </>
  );

  /** The server's HTML in the document, the e-mail typed into it before the code came. */
  function serverPage() {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page());
    document.body.append(container);
    const dialog = container.querySelector<HTMLDialogElement>(`#${LOGIN_DIALOG_IDS.cart}`)!;
    const login = dialog.querySelector<HTMLInputElement>('input[name="login"]')!;
    login.value = 'buyer@selvedge.local';
    return { container, dialog, login };
  }

  async function hydrate(container: HTMLElement, check: (recoverable: unknown) => void) {
    const recoverable = vi.fn();
    const root = await act(async () =>
      hydrateRoot(container, page(), { onRecoverableError: recoverable }),
    );
    try {
      check(recoverable);
    } finally {
      act(() => root.unmount());
      container.remove();
    }
  }

  it('hydrates a visitor’s card and the dialog as the server rendered them, keeping what was typed', async () => {
    const { container, login } = serverPage();
    const errors = vi.spyOn(console, 'error');
    await hydrate(container, (recoverable) => {
      expect(recoverable).not.toHaveBeenCalled();
      expect(errors).not.toHaveBeenCalled();
      expect(login).toHaveValue('buyer@selvedge.local');
    });
  });

  it('leaves open the dialog the browser opened before', async () => {
    const { container, dialog, login } = serverPage();
    dialog.setAttribute('open', '');
    // React's development build names the browser's own `open` as a difference it leaves alone.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await hydrate(container, (recoverable) => {
      expect(recoverable).not.toHaveBeenCalled();
      expect(dialog).toHaveAttribute('open');
      expect(login).toHaveValue('buyer@selvedge.local');
    });
  });
});

describe('with the page’s code, the same tap opens the script’s modal', () => {
  it('the cart button cancels the browser’s dialog and opens the login saying why', () => {
    render(
      <>
        <ProductCard card={anonymousCard} />
        <VisitorLoginDialogs />
      </>,
    );
    const card = screen.getByRole('article', { name: CARD });
    // fireEvent answers false when a listener prevented the click's default: the command.
    expect(fireEvent.click(within(card).getByRole('button', { name: ADD }))).toBe(false);
    expect(queued()).toEqual([
      [modalKeys.login, { reason: 'Войдите, чтобы добавить товар в корзину' }],
    ]);
  });

  it('the heart too, with its own reason', () => {
    render(
      <>
        <ProductCard card={anonymousCard} />
        <VisitorLoginDialogs />
      </>,
    );
    const card = screen.getByRole('article', { name: CARD });
    expect(fireEvent.click(within(card).getByRole('button', { name: HEART }))).toBe(false);
    expect(queued()).toEqual([
      [modalKeys.login, { reason: 'Войдите, чтобы добавить товар в избранное' }],
    ]);
  });

  it('a session the page did not know of: no dialog and no login, the buyer’s own action', () => {
    document.cookie = 'session_auth=1; path=/';
    const onAdd = vi.fn();
    render(
      <>
        <AddToCartButton onAdd={onAdd} loginDialog={LOGIN_DIALOG_IDS.cart} />
        <VisitorLoginDialogs />
      </>,
    );
    expect(fireEvent.click(screen.getByRole('button', { name: ADD }))).toBe(false);
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(queued()).toEqual([]);
  });
});
