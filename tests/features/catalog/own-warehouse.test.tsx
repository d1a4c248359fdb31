import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { catalogKeys } from '@/features/catalog/api/catalog-queries';
import { QuickViewModal, StockModal } from '@/features/catalog/components/catalog-modals';
import { ProductCard } from '@/features/catalog/components/product-card';
import { ProductView } from '@/features/catalog/components/product-view';
import { buyerMaxKg, ownStoreOf, packingStepKg } from '@/features/catalog/model/buyer-store';
import type { ProductDetail } from '@/lib/api/contract/catalog';
import { removeAllModals } from '@/lib/stores/modals';
import { render } from '../../support/render';
import { anonymousDetail, buyerCard, buyerDetail } from './fixtures';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }) }));

// The buyer's own data, manager included, as the API answers it to the browser.
let askedForAccount = 0;
const server = setupServer(
  http.get('*/api/v1/personalAccount/getReferenceDataAndManager/', () => {
    askedForAccount += 1;
    return HttpResponse.json({
      status: 'success',
      data: {
        user_type: 'individual',
        user_name: 'Ирина',
        managerData: {
          id: 3,
          name: 'Анна Соколова',
          phone: '+7 (4932) 55-01-02',
          email: 'a@x.ru',
          image: null,
        },
      },
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterAll(() => server.close());
afterEach(() => {
  act(() => removeAllModals());
  document.cookie = 'session_auth=; max-age=0; path=/';
  askedForAccount = 0;
});

/** The detail a buyer of `xml` gets: the API names their warehouse and puts it first. */
const detailOf = (xml: string): ProductDetail => ({
  ...buyerDetail,
  user_store_xml_id: xml,
  user_store_amount: buyerDetail.all_stores.find((s) => s.store_xml_id === xml)!.amount,
  all_stores: [
    ...buyerDetail.all_stores.filter((s) => s.store_xml_id === xml),
    ...buyerDetail.all_stores.filter((s) => s.store_xml_id !== xml),
  ],
});

const stockRows = () =>
  within(screen.getByRole('region', { name: 'Наличие на складах' }))
    .getAllByRole('listitem')
    .map((row) => row.textContent);

const limits = { default: 20, roll: 25, pack: 10, stocking: 30 };

const modalProps = { close: vi.fn(), handlers: {}, titleId: 't', isMobile: false };
/** A catalogue modal over a detail already read, as after the page's own call. */
function inModal(data: ProductDetail, modal: ReactNode) {
  const client = new QueryClient();
  client.setQueryData(catalogKeys.detail(data.slug), data);
  return <QueryClientProvider client={client}>{modal}</QueryClientProvider>;
}

describe("the buyer's own warehouse (SF-5.04, SF-6.02)", () => {
  it('picks the row the API names and caps the counter at its stock', () => {
    expect(ownStoreOf(detailOf('ivn'))?.store_name).toBe('Склад Иваново');
    expect(buyerMaxKg(detailOf('ivn'))).toBe(170);
    expect(buyerMaxKg(detailOf('spb'))).toBe(10);
    // A visitor, or an API that does not name it: the product's quantity.
    expect(ownStoreOf(anonymousDetail)).toBeUndefined();
    expect(buyerMaxKg(buyerDetail)).toBe(240);
  });

  it('a card shows a buyer the stock at their warehouse, and caps adding at it', async () => {
    render(<ProductCard card={{ ...buyerCard, user_store_amount: 10 }} />);
    const card = screen.getByRole('article', { name: 'Кулирка гладкокрашеная' });
    expect(within(card).getByRole('button', { name: 'Ваш склад: мало' })).toBeInTheDocument();
    expect(card).not.toHaveTextContent('В наличии на');
    // 10 kg there, a step of 15 kg: nothing to add, though 240 kg lie elsewhere.
    // A buyer's cart button is a lazily loaded island (issue #22); the button shown until it
    // loads gives the same reason (features/catalog/components/cannot-add-reason.ts), so a buyer
    // reads this before and after.
    const dead = await within(card).findByRole('button', {
      name: 'Добавить в корзину: На складе 10 кг — меньше одной упаковки (15 кг)',
    });
    expect(dead).toBeDisabled();
    expect(dead).toHaveTextContent('Меньше упаковки');
  });

  it('leads the stock list, marked, with the manager note and the manager', async () => {
    // A logged-in buyer: the page is shared by the buyers of a warehouse (issue #16), the manager
    // is this buyer's own and comes from their account in the browser.
    document.cookie = 'session_auth=1; path=/';
    render(<ProductView product={detailOf('ivn')} heading="Кулирка" />);
    expect(stockRows()[0]).toMatch(/^Склад Иваново \(ваш склад\)/);
    const stock = screen.getByRole('region', { name: 'Наличие на складах' });
    expect(stock).toHaveTextContent('Для выбора другого склада - свяжитесь с менеджером');
    expect(
      await within(stock).findByRole('link', { name: 'Анна Соколова' }, { timeout: 5000 }),
    ).toHaveAttribute('href', '/user/manager/');
    expect(within(stock).getByRole('link', { name: '+7 (4932) 55-01-02' })).toHaveAttribute(
      'href',
      'tel:+74932550102',
    );
  });

  it('a visitor sees the warehouses in the API order, unmarked, with no manager', async () => {
    render(<ProductView product={anonymousDetail} heading="Кулирка" />);
    expect(stockRows()[0]).toMatch(/^Склад Москва/);
    expect(screen.queryByText(/ваш склад/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Ваш менеджер/)).not.toBeInTheDocument();
    // Nobody's account is asked for.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(askedForAccount).toBe(0);
  });

  it('cannot count above the stock at the own warehouse, though others hold more', async () => {
    render(<ProductView product={detailOf('ivn')} heading="Кулирка" />);
    const field = await screen.findByRole('textbox', { name: 'Количество, кг' });
    fireEvent.change(field, { target: { value: '240' } });
    fireEvent.blur(field);
    // 170 kg at Иваново, in steps of 15 kg: 165 at most.
    expect(field).toHaveValue('165');
    expect(screen.getByRole('button', { name: 'Увеличить количество' })).toBeDisabled();
    // The cart takes whole packing steps: a typed 20 kg is one 15 kg step.
    fireEvent.change(field, { target: { value: '20' } });
    fireEvent.blur(field);
    expect(field).toHaveValue('15');
  });

  it('says what is true when the own warehouse has less than one step, and offers the forms there', async () => {
    render(<ProductView product={detailOf('spb')} heading="Кулирка" />);
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent(
      /^На вашем складе меньше одной упаковки: 10 кг, упаковка 15 кгЗакажите образец или задайте вопрос/,
    );
    expect(within(note).getByRole('button', { name: 'Заказать образец' })).toBeEnabled();
    expect(within(note).getByRole('button', { name: 'Задать вопрос' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Добавить в корзину' })).toBeDisabled();
  });

  it('says the warehouse has none when it has none', async () => {
    const none = { ...detailOf('spb'), user_store_amount: 0 };
    render(<ProductView product={none} heading="Кулирка" />);
    expect(await screen.findByRole('note')).toHaveTextContent(
      /^На вашем складе этого полотна сейчас нет/,
    );
  });

  it('the stock modal puts the own warehouse first too', () => {
    const data = detailOf('ekb');
    render(inModal(data, <StockModal code={data.slug} title="Кулирка" {...modalProps} />));
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('Склад Екатеринбург (ваш склад)');
  });

  it("the quick view's cart button follows the own warehouse's stock", () => {
    vi.stubGlobal('matchMedia', () => ({
      matches: false,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    const quickView = (data: ProductDetail) =>
      render(inModal(data, <QuickViewModal code={data.slug} {...modalProps} />));
    const spb = quickView(detailOf('spb'));
    // A dead button says why: on its face and in full.
    const dead = screen.getByRole('button', {
      name: 'Добавить в корзину: На складе 10 кг — меньше одной упаковки (15 кг)',
    });
    expect(dead).toBeDisabled();
    expect(dead).toHaveTextContent('Меньше упаковки');
    spb.unmount();
    quickView(detailOf('ivn'));
    expect(screen.getByRole('button', { name: 'Добавить в корзину' })).toBeEnabled();
    expect(screen.getByText('Склад Иваново (ваш склад): много')).toBeInTheDocument();
    vi.unstubAllGlobals();
  });
});

describe('the packing limit (SF-7.11): the counter step and the minimum order', () => {
  it("uses the call's value for the product's packing, its default, else the detail's", () => {
    const stocking = { code: 'stocking', stepKg: 15 } as const;
    expect(packingStepKg(stocking, limits)).toBe(30);
    expect(packingStepKg(stocking, { ...limits, stocking: 0 })).toBe(20);
    // The call failed and answered null (SF-8.07): the detail's own step.
    expect(packingStepKg(stocking, null)).toBe(15);
  });

  it('sets the minimum order text and the counter step on the product page', async () => {
    render(<ProductView product={detailOf('ivn')} heading="Кулирка" packingLimits={limits} />);
    expect(await screen.findByText('Min заказ 1 чулок ≈ 30 кг')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Увеличить количество' }));
    expect(screen.getByRole('textbox', { name: 'Количество, кг' })).toHaveValue('30');
  });
});

describe('garments sewn from our fabrics (SF-7.12)', () => {
  it('shows the block under the product, and nothing when the call answered null', () => {
    const sewn = {
      title: 'Сшито из наших полотен',
      sewnCollections: [
        {
          id: 1,
          title: 'Худи и свитшоты',
          text: '<p>Футер 3-нитка с начёсом.</p>',
          image: { other: { src: '/media/v1/garments-3.webp', webp: '/media/v1/garments-3.webp' } },
          link: { title: 'Заказать пошив', href: '/tailoring/' },
        },
      ],
    };
    const { unmount } = render(
      <ProductView product={anonymousDetail} heading="Кулирка" sewnCollections={sewn} />,
    );
    const block = screen.getByRole('region', { name: 'Сшито из наших полотен' });
    expect(within(block).getByRole('heading', { name: 'Худи и свитшоты' })).toBeInTheDocument();
    expect(block).toHaveTextContent('Футер 3-нитка с начёсом.');
    expect(within(block).getByRole('link', { name: 'Заказать пошив' })).toHaveAttribute(
      'href',
      '/tailoring/',
    );
    unmount();
    render(<ProductView product={anonymousDetail} heading="Кулирка" sewnCollections={null} />);
    expect(screen.queryByText('Сшито из наших полотен')).not.toBeInTheDocument();
  });
});
