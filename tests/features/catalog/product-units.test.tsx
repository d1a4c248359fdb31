/**
 * Goods sold by the metre or the piece (issue #35) show and count in their unit: the card, the
 * quick view and the product page say 'от 35 ₽/м', the counter is 'Количество, м' stepping by
 * 1 m whatever the packing's step, and nothing says kilograms or a packing of them.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogKeys } from '@/features/catalog/api/catalog-queries';
import { BuyBox } from '@/features/catalog/components/buy-box';
import { QuickViewModal } from '@/features/catalog/components/catalog-modals';
import { ProductCard } from '@/features/catalog/components/product-card';
import { ProductView } from '@/features/catalog/components/product-view';
import type { CatalogCard, ProductDetail } from '@/lib/api/contract/catalog';
import { render } from '../../support/render';
import { basketOf, logIn, logOut, newClient, withClient } from '../cart/fixtures';
import { buyerCard, buyerDetail } from './fixtures';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }) }));

const api = vi.hoisted(() => ({
  get: vi.fn(),
  informer: vi.fn(),
  add: vi.fn(),
  update: vi.fn(),
  remove: vi.fn(),
  deliveryPayment: vi.fn(),
}));
vi.mock('@/features/cart/api/client', () => ({ basketApi: api }));

/** The server's card of a product 1C sells by the metre: step 1 m, stock in metres. */
const metreCard: CatalogCard = {
  ...buyerCard,
  price: 35,
  unit: 'm',
  packing: { ...buyerCard.packing, stepKg: 1 },
  user_store_amount: 60,
};
const metreDetail: ProductDetail = {
  ...buyerDetail,
  ...metreCard,
  properties: buyerDetail.properties.filter((p) => p.code !== 'packing'),
};

/** The field's note as a person reads it. */
const noteOf = (input: HTMLElement) =>
  document
    .getElementById(input.getAttribute('aria-describedby')!)!
    .textContent!.replace(/\u00a0/g, ' ');

afterEach(() => {
  logOut();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

describe('a product sold by the metre (issue #35)', () => {
  it("its card says 'от 35 ₽/м', and a card in kg still 'от 450 ₽/кг'", () => {
    render(
      <>
        <ProductCard card={{ ...metreCard, id: 1, title: 'Лента' }} />
        <ProductCard card={{ ...buyerCard, id: 2, title: 'Кулирка' }} />
      </>,
    );
    const metre = screen.getByRole('article', { name: 'Лента' });
    expect(within(metre).getByText(/^от 35\s₽\/м$/)).toBeInTheDocument();
    expect(metre).not.toHaveTextContent('кг');
    expect(
      within(screen.getByRole('article', { name: 'Кулирка' })).getByText(/^от 450\s₽\/кг$/),
    ).toBeInTheDocument();
  });

  it("its page: 'от 35 ₽/м', 'Количество, м' stepping by 1 m although its packing steps by 15 kg", async () => {
    const user = userEvent.setup();
    render(
      <ProductView
        product={metreDetail}
        heading="Лента"
        packingLimits={{ default: 1, roll: 20, pack: 10, stocking: 15 }}
      />,
    );
    expect(screen.getByText(/^от 35\s₽\/м$/)).toBeInTheDocument();
    const input = await screen.findByRole('textbox', { name: 'Количество, м' });
    expect(screen.getByText('Min заказ 1 м')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Увеличить количество' }));
    expect(input).toHaveValue('1');
    await user.click(screen.getByRole('button', { name: 'Увеличить количество' }));
    expect(input).toHaveValue('2');
    // Metres are metres: no estimate of them, no kilograms, no packing.
    expect(screen.queryByText(/пог\. м/)).not.toBeInTheDocument();
    expect(screen.queryByText(/кг/)).not.toBeInTheDocument();
    expect(screen.queryByText('чулок')).not.toBeInTheDocument();
  });

  it("its quick view says 'от 35 ₽/м'", () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(catalogKeys.detail(metreDetail.slug), metreDetail);
    const wrap = (children: ReactNode) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    render(
      wrap(
        <QuickViewModal
          code={metreDetail.slug}
          close={vi.fn()}
          handlers={{}}
          titleId="t"
          isMobile={false}
        />,
      ),
    );
    expect(screen.getByText(/^от 35\s₽\/м$/)).toBeInTheDocument();
  });
});

describe('the buy box of a product sold by the piece (issue #35)', () => {
  const renderBox = () => {
    const Wrapper = withClient(newClient());
    render(
      <Wrapper>
        <BuyBox
          productId={9}
          maxKg={12}
          unit="pcs"
          packing={{ code: 'roll', title: 'рулон', stepKg: 20 }}
          width={0}
          density={0}
        />
      </Wrapper>,
    );
    return screen.getByRole('textbox', { name: 'Количество, шт' });
  };

  it('refuses a fraction in pieces, caps at the stock in pieces, and adds whole pieces', async () => {
    logIn();
    api.get.mockResolvedValue(basketOf([]));
    api.add.mockResolvedValue({ product_id: 9, quantity: 12 });
    const user = userEvent.setup();
    const input = renderBox();
    expect(screen.getByText('Min заказ 1 шт')).toBeInTheDocument();
    await user.tripleClick(input);
    await user.keyboard('2,5');
    expect(input).toHaveValue('2');
    expect(noteOf(input)).toBe('Только целые штуки');
    await user.tripleClick(input);
    await user.keyboard('99');
    expect(noteOf(input)).toBe('На складе 12 шт — будет 12 шт');
    await user.tab();
    expect(input).toHaveValue('12');
    await user.click(screen.getByRole('button', { name: 'Добавить в корзину' }));
    await waitFor(() => expect(api.add).toHaveBeenCalledWith(9, 12));
  });
});
