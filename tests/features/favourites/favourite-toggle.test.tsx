import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FavouriteToggle } from '@/features/favourites/components/favourite-toggle';
import { FavouritesLink } from '@/features/favourites/components/favourites-link';
import { getQueryClient } from '@/lib/query-client';
import { logIn, logOut, withClient } from '../cart/fixtures';

const api = vi.hoisted(() => ({
  ids: vi.fn(),
  list: vi.fn(),
  add: vi.fn(),
  remove: vi.fn(),
  removeMany: vi.fn(),
}));
vi.mock('@/features/favourites/api/client', () => ({ favoritesApi: api }));

describe('favourites (storefront.md §4 "Favourites")', () => {
  let favourites: number[];
  beforeEach(() => {
    logIn();
    favourites = [7];
    api.ids.mockImplementation(async () => ({ ids: [...favourites] }));
    api.add.mockImplementation(async (id: number) => {
      favourites.push(id);
      return { product_id: id, favorite: true };
    });
    api.remove.mockImplementation(async (id: number) => {
      favourites = favourites.filter((f) => f !== id);
      return { product_id: id, favorite: false };
    });
  });
  afterEach(() => {
    logOut();
    vi.clearAllMocks();
  });

  it('toggles a product and refreshes the ids, so every heart and the header agree', async () => {
    // The page's one client, as in the browser: the header's count is an island of its own.
    const Wrapper = withClient(getQueryClient());
    render(
      <Wrapper>
        <FavouritesLink />
        <FavouriteToggle productId={9} />
      </Wrapper>,
    );
    const heart = await screen.findByRole('button', { name: 'Добавить в избранное' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findByRole('link', { name: 'Избранное: 1' })).toHaveAttribute(
      'href',
      '/user/favourites/',
    );

    fireEvent.click(heart);
    await waitFor(() => expect(api.add).toHaveBeenCalledWith(9));
    expect(await screen.findByRole('button', { name: 'Убрать из избранного' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await screen.findByRole('link', { name: 'Избранное: 2' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Убрать из избранного' }));
    await waitFor(() => expect(api.remove).toHaveBeenCalledWith(9));
    expect(await screen.findByRole('button', { name: 'Добавить в избранное' })).toBeInTheDocument();
  });
});
