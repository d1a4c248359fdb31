import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FavouritesPage } from '@/features/favourites/components/favourites-page';
import { logIn, logOut, newClient, withClient } from '../cart/fixtures';
import { buyerCard } from '../catalog/fixtures';

const api = vi.hoisted(() => ({
  ids: vi.fn(),
  list: vi.fn(),
  add: vi.fn(),
  remove: vi.fn(),
  removeMany: vi.fn(),
}));
vi.mock('@/features/favourites/api/client', () => ({ favoritesApi: api }));

describe('/user/favourites/', () => {
  beforeEach(() => {
    logIn();
    api.ids.mockResolvedValue({ ids: [buyerCard.id] });
    api.list.mockResolvedValue({
      catalog_list: { elements: [buyerCard], pagin: { current: 1, max_page: 1, total: 1 } },
    });
  });
  afterEach(() => {
    logOut();
    vi.clearAllMocks();
  });

  it('writes the price per kg with a slash, as the cart does (issue #34)', async () => {
    const Wrapper = withClient(newClient());
    render(
      <Wrapper>
        <FavouritesPage />
      </Wrapper>,
    );
    const price = await screen.findByText(/^от 450\s₽\/кг$/);
    expect(price).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('\\');
  });

  it('writes the price of goods sold by the metre per metre (issue #35)', async () => {
    api.list.mockResolvedValue({
      catalog_list: {
        elements: [{ ...buyerCard, price: 35, unit: 'm' }],
        pagin: { current: 1, max_page: 1, total: 1 },
      },
    });
    const Wrapper = withClient(newClient());
    render(
      <Wrapper>
        <FavouritesPage />
      </Wrapper>,
    );
    expect(await screen.findByText(/^от 35\s₽\/м$/)).toBeInTheDocument();
  });
});
