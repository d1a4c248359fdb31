import { act, fireEvent, screen, within } from '@testing-library/react';
import { render } from '../../support/render';
import { describe, expect, it, vi } from 'vitest';
import { ProductCard } from '@/features/catalog/components/product-card';
import { ProductView } from '@/features/catalog/components/product-view';
import { productJsonLd } from '@/features/catalog/model/json-ld';
import { modalKeys } from '@/lib/stores/modal-keys';
import {
  registerModal,
  removeAllModals,
  unregisterModal,
  useModalStore,
} from '@/lib/stores/modals';
import { anonymousCard, anonymousDetail, buyerCard, buyerDetail } from './fixtures';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }) }));

const PROMPT = 'Зарегистрируйтесь, чтобы узнать цену';

describe('price visibility (storefront.md §6): a price only when the API sent one', () => {
  it('a card with a price shows "от {price} ₽/кг" and no registration prompt', () => {
    render(<ProductCard card={buyerCard} />);
    const card = screen.getByRole('article', { name: 'Кулирка гладкокрашеная' });
    expect(card).toHaveTextContent(/^.*от 450\s₽\/кг.*$/);
    expect(within(card).queryByText(PROMPT)).not.toBeInTheDocument();
  });

  it('a card without a price invites to register and says how many warehouses hold it', () => {
    render(<ProductCard card={anonymousCard} />);
    const card = screen.getByRole('article', { name: 'Кулирка гладкокрашеная' });
    // The invitation is a button that opens the choice of registration (issue #17).
    const prompt = within(card).getByRole('button', { name: PROMPT });
    registerModal(modalKeys.registrationChoice, () => null);
    fireEvent.click(prompt);
    expect(useModalStore.getState().queue.map((e) => e.key)).toEqual(['registration-choice']);
    act(() => removeAllModals());
    unregisterModal(modalKeys.registrationChoice);
    expect(card).toHaveTextContent('В наличии на 3 складах');
    expect(card).toHaveTextContent('11 цветов');
    expect(card).not.toHaveTextContent('₽');
    expect(within(card).getByRole('button', { name: 'Добавить в корзину' })).toBeInTheDocument();
  });

  it('the product page for a buyer shows the price, the counter, the minimum order and the manager note', async () => {
    render(<ProductView product={buyerDetail} heading="Кулирка гладкокрашеная" />);
    expect(screen.getByText(/от 450\s₽\/кг/)).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Количество, кг' })).toBeInTheDocument();
    expect(screen.getByText('Min заказ 1 чулок ≈ 15 кг')).toBeInTheDocument();
    expect(
      screen.getByText('Для выбора другого склада - свяжитесь с менеджером'),
    ).toBeInTheDocument();
    expect(screen.queryByText(PROMPT)).not.toBeInTheDocument();
  });

  it('the product page for a visitor has no price, counter or price in its JSON-LD', () => {
    const { container } = render(
      <ProductView product={anonymousDetail} heading="Кулирка гладкокрашеная" />,
    );
    expect(screen.getByText(PROMPT)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Количество, кг' })).not.toBeInTheDocument();
    expect(container).not.toHaveTextContent('₽');
    expect(productJsonLd(anonymousDetail)).not.toMatch(/price|offers/i);
    expect(JSON.parse(productJsonLd(buyerDetail))[0].offers.price).toBe(450);
  });

  it('shows the first 6 characteristics by sort, and the stock level words', () => {
    render(<ProductView product={anonymousDetail} heading="Кулирка гладкокрашеная" />);
    const block = screen.getByRole('region', { name: 'Основные характеристики' });
    const terms = within(block)
      .getAllByRole('term')
      .map((el) => el.firstChild?.textContent);
    expect(terms).toEqual([
      'Плотность',
      'Ширина',
      'Содержание хлопка',
      'Состав',
      'Цвет',
      'Упаковка',
    ]);
    // The informer is a tooltip on the characteristic.
    expect(within(block).getByRole('tooltip')).toHaveTextContent('Масса метра');
    const stock = screen.getByRole('region', { name: 'Наличие на складах' });
    for (const word of ['средне', 'мало', 'много', 'нет']) {
      expect(within(stock).getByText(word)).toBeInTheDocument();
    }
  });
});

describe('companion products (storefront.md §7, §8)', () => {
  it("adding a companion to the cart only says 'Корзина в разработке'", async () => {
    const { useNotificationsStore, clearNotifications } =
      await import('@/lib/stores/notifications');
    const Cookies = (await import('js-cookie')).default;
    const { fireEvent } = await import('@testing-library/react');
    Cookies.set('session_auth', '1');
    try {
      render(<ProductCard card={buyerCard} companion />);
      fireEvent.click(screen.getByRole('button', { name: 'Добавить в корзину' }));
      expect(useNotificationsStore.getState().items.map((n) => n.title)).toEqual([
        'Корзина в разработке',
      ]);
    } finally {
      Cookies.remove('session_auth');
      clearNotifications();
    }
  });
});

describe('the buyer box and the stock order', () => {
  it('estimates linear metres for the chosen quantity (stocking: qty·1000/(width·2·density)·100)', async () => {
    const { fireEvent } = await import('@testing-library/react');
    render(<ProductView product={buyerDetail} heading="Кулирка гладкокрашеная" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Увеличить количество' }));
    expect(screen.getByRole('textbox', { name: 'Количество, кг' })).toHaveValue('15');
    // 15 kg of a 105 cm stocking at 170 g/m²: 15000 / (105·2·170) · 100 = 42 m.
    expect(screen.getByText('≈ 42 пог. м')).toBeInTheDocument();
  });

  it("puts the buyer's own warehouse first", async () => {
    const { orderStores } = await import('@/features/catalog/components/stock-list');
    expect(orderStores(buyerDetail.all_stores, 'ivn').map((s) => s.store_xml_id)).toEqual([
      'ivn',
      'msk',
      'spb',
      'ekb',
    ]);
  });
});
