import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { catalogKeys } from '@/features/catalog/api/catalog-queries';
import { QuickViewModal } from '@/features/catalog/components/catalog-modals';
import { ProductCard } from '@/features/catalog/components/product-card';
import { ResultCard } from '@/features/search/components/result-card';
import { getQueryClient } from '@/lib/query-client';
import {
  registerModal,
  removeAllModals,
  unregisterModal,
  useModalStore,
} from '@/lib/stores/modals';
import { basketOf } from '../cart/fixtures';
import { anonymousCard, anonymousDetail, buyerCard, buyerDetail } from './fixtures';

/**
 * Issue #34 item 7: the empty favourites page says 'Отмечайте полотна сердечком в каталоге', so
 * every catalogue card and the quick view carry the heart (storefront.md §4 "Favourites": add or
 * delete, then the ids and the list are read again; §6: favourites need login).
 */

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }) }));

// The buyer's favourites as the API keeps them; every call is counted.
let favourites: number[] = [];
const calls = { add: 0, remove: 0 };
const server = setupServer(
  http.get('*/api/v1/personalAccountFavorites/getFavoritesId/', () =>
    HttpResponse.json({ status: 'success', data: { ids: [...favourites] } }),
  ),
  http.post('*/api/v1/personalAccountFavorites/addFavorites/', async ({ request }) => {
    const id = Number((await request.formData()).get('product_id'));
    calls.add += 1;
    if (!favourites.includes(id)) favourites.push(id);
    return HttpResponse.json({ status: 'success', data: { product_id: id, favorite: true } });
  }),
  http.post('*/api/v1/personalAccountFavorites/deleteFavorites/', async ({ request }) => {
    const id = Number((await request.formData()).get('product_id'));
    calls.remove += 1;
    favourites = favourites.filter((other) => other !== id);
    return HttpResponse.json({ status: 'success', data: { product_id: id, favorite: false } });
  }),
  // The buyer's card also reads the cart (its cart button): an empty one.
  http.get('*/api/v1/basket/getBasket', () =>
    HttpResponse.json({ status: 'success', data: basketOf([]) }),
  ),
);

const logIn = () => {
  document.cookie = 'session_auth=1; path=/';
};

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterAll(() => server.close());
beforeEach(() => {
  favourites = [];
  calls.add = 0;
  calls.remove = 0;
  registerModal('login', () => <p>Вход в личный кабинет</p>);
});
afterEach(() => {
  act(() => removeAllModals());
  unregisterModal('login');
  document.cookie = 'session_auth=; max-age=0; path=/';
  vi.useRealTimers();
});

/** The page's one query client, as in the browser (the modal and the cards share it). */
function onPage(children: ReactNode) {
  return <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>;
}

const queued = () =>
  useModalStore.getState().queue.map((entry) => ({ key: entry.key, reason: entry.props.reason }));

const card = () => screen.getByRole('article', { name: 'Кулирка гладкокрашеная' });

describe('the heart on a catalogue card', () => {
  it("a visitor's heart opens the login modal, saying why, and changes nothing", async () => {
    const user = userEvent.setup();
    render(onPage(<ProductCard card={anonymousCard} />));
    const heart = within(card()).getByRole('button', { name: 'Добавить в избранное' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    expect(queued()).toEqual([
      { key: 'login', reason: 'Войдите, чтобы добавить товар в избранное' },
    ]);
    expect(calls).toEqual({ add: 0, remove: 0 });
  });

  it("a buyer's heart shows the favourite ids and toggles the product", async () => {
    logIn();
    favourites = [buyerCard.id];
    const user = userEvent.setup();
    render(onPage(<ProductCard card={buyerCard} />));
    // Pressed once the ids are read: the state is the browser's, not the page's.
    const pressed = await within(card()).findByRole('button', { name: 'Убрать из избранного' });
    expect(pressed).toHaveAttribute('aria-pressed', 'true');

    await user.click(pressed);
    const unpressed = await within(card()).findByRole('button', { name: 'Добавить в избранное' });
    expect(unpressed).toHaveAttribute('aria-pressed', 'false');
    expect(favourites).toEqual([]);

    await user.click(unpressed);
    expect(
      await within(card()).findByRole('button', { name: 'Убрать из избранного' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(favourites).toEqual([buyerCard.id]);
    expect(calls).toEqual({ add: 1, remove: 1 });
  });

  it('a double click is one change', async () => {
    logIn();
    const user = userEvent.setup();
    render(onPage(<ProductCard card={buyerCard} />));
    const heart = await within(card()).findByRole('button', { name: 'Добавить в избранное' });
    // Wait for the ids, so that the heart knows the product is not a favourite yet.
    await waitFor(() => expect(getQueryClient().getQueryData(['favourites', 'ids'])).toBeTruthy());
    await user.dblClick(heart);
    expect(
      await within(card()).findByRole('button', { name: 'Убрать из избранного' }),
    ).toBeInTheDocument();
    // Give a second change the time to happen, had it been sent.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(calls).toEqual({ add: 1, remove: 0 });
    expect(favourites).toEqual([buyerCard.id]);
  });

  it("a buyer on a page without prices still gets a live heart (the visitor's plain one swaps)", async () => {
    logIn();
    favourites = [anonymousCard.id];
    render(onPage(<ProductCard card={anonymousCard} />));
    const heart = await within(card()).findByRole('button', { name: 'Убрать из избранного' });
    fireEvent.click(heart);
    expect(
      await within(card()).findByRole('button', { name: 'Добавить в избранное' }),
    ).toBeInTheDocument();
    expect(queued()).toEqual([]);
    expect(calls.remove).toBe(1);
  });
});

describe('the heart in the quick view', () => {
  const modalProps = (close = vi.fn()) => ({
    close,
    handlers: {},
    titleId: 't',
    isMobile: false,
  });

  it('for a visitor, closes the quick view and opens the login after 500 ms', async () => {
    getQueryClient().setQueryData(catalogKeys.detail(anonymousDetail.slug), anonymousDetail);
    vi.useFakeTimers();
    const close = vi.fn();
    render(onPage(<QuickViewModal code={anonymousDetail.slug} {...modalProps(close)} />));
    fireEvent.click(screen.getByRole('button', { name: 'Добавить в избранное' }));
    expect(close).toHaveBeenCalledTimes(1);
    // Only one modal shows at a time: the login waits for the quick view to go (§6).
    expect(queued()).toEqual([]);
    act(() => vi.advanceTimersByTime(500));
    expect(queued()).toEqual([
      { key: 'login', reason: 'Войдите, чтобы добавить товар в избранное' },
    ]);
    expect(calls).toEqual({ add: 0, remove: 0 });
  });

  it("for a buyer, shows the product's state and takes it out of the favourites", async () => {
    logIn();
    favourites = [buyerDetail.id];
    const user = userEvent.setup();
    getQueryClient().setQueryData(catalogKeys.detail(buyerDetail.slug), buyerDetail);
    render(
      onPage(
        <>
          <ProductCard card={buyerCard} />
          <QuickViewModal code={buyerDetail.slug} {...modalProps()} />
        </>,
      ),
    );
    const dialogHeart = () =>
      screen
        .getAllByRole('button', { name: /избранного|избранное/ })
        .find((button) => !card().contains(button))!;
    await waitFor(() => expect(dialogHeart()).toHaveAttribute('aria-pressed', 'true'));
    expect(dialogHeart()).toHaveAccessibleName('Убрать из избранного');
    await user.click(dialogHeart());
    await waitFor(() => expect(dialogHeart()).toHaveAttribute('aria-pressed', 'false'));
    // The card behind it reads the same ids: it follows.
    expect(within(card()).getByRole('button', { name: 'Добавить в избранное' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(favourites).toEqual([]);
    expect(calls).toEqual({ add: 0, remove: 1 });
  });
});

describe('the heart on a search result (issue #34: every card the buyer finds a fabric on)', () => {
  const result = () => screen.getByRole('article');

  it("a visitor's heart opens the login modal, saying why", async () => {
    const user = userEvent.setup();
    render(onPage(<ResultCard card={anonymousCard} query="кулирка" />));
    const heart = within(result()).getByRole('button', { name: 'Добавить в избранное' });
    // Beside the card's link, never inside it.
    expect(heart.closest('a')).toBeNull();
    await user.click(heart);
    expect(queued()).toEqual([
      { key: 'login', reason: 'Войдите, чтобы добавить товар в избранное' },
    ]);
  });

  it("a buyer's heart shows the favourite ids and adds the product once", async () => {
    logIn();
    const user = userEvent.setup();
    render(onPage(<ResultCard card={buyerCard} query="кулирка" />));
    await waitFor(() => expect(getQueryClient().getQueryData(['favourites', 'ids'])).toBeTruthy());
    const heart = await within(result()).findByRole('button', { name: 'Добавить в избранное' });
    await user.click(heart);
    expect(
      await within(result()).findByRole('button', { name: 'Убрать из избранного' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(favourites).toEqual([buyerCard.id]);
  });
});
