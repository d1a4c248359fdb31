import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '../../support/render';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogKeys } from '@/features/catalog/api/catalog-queries';
import { QuickViewModal, StockModal } from '@/features/catalog/components/catalog-modals';
import {
  removeAllModals,
  registerModal,
  unregisterModal,
  useModalStore,
} from '@/lib/stores/modals';
import { anonymousDetail } from './fixtures';

function setViewport(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    return {
      matches: min ? width >= Number(min[1]) : false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    };
  });
}

function withData(children: ReactNode, data = anonymousDetail) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (data) client.setQueryData(catalogKeys.detail(data.slug), data);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const modalProps = (close = vi.fn()) => ({ close, handlers: {}, titleId: 't', isMobile: false });

beforeEach(() => registerModal('login', () => <p>Вход в личный кабинет</p>));
afterEach(() => {
  act(() => removeAllModals());
  unregisterModal('login');
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('quick view (storefront.md §9)', () => {
  it('shows 8 colours on xl screens', () => {
    setViewport(1440);
    render(withData(<QuickViewModal code={anonymousDetail.slug} {...modalProps()} />));
    const colors = screen.getByRole('list', { name: 'Цвета' });
    expect(within(colors).getAllByRole('link')).toHaveLength(8);
  });

  it('shows 4 colours below xl and at most 3 photos', () => {
    setViewport(1280);
    const { container } = render(
      withData(<QuickViewModal code={anonymousDetail.slug} {...modalProps()} />),
    );
    const colors = screen.getByRole('list', { name: 'Цвета' });
    expect(within(colors).getAllByRole('link')).toHaveLength(4);
    expect(container.querySelectorAll('img')).toHaveLength(3);
  });

  it('for a visitor, add to cart closes the quick view and opens login after 500 ms', () => {
    setViewport(1440);
    vi.useFakeTimers();
    const close = vi.fn();
    render(withData(<QuickViewModal code={anonymousDetail.slug} {...modalProps(close)} />));
    expect(screen.getByText('Зарегистрируйтесь, чтобы узнать цену')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Добавить в корзину' }));
    expect(close).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(499));
    expect(useModalStore.getState().queue.map((m) => m.key)).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(useModalStore.getState().queue.map((m) => m.key)).toEqual(['login']);
  });
});

describe('stock modal', () => {
  it('lists the warehouses with their level words', () => {
    render(withData(<StockModal code={anonymousDetail.slug} title="Кулирка" {...modalProps()} />));
    expect(screen.getByText('Склад Иваново')).toBeInTheDocument();
    expect(screen.getByText('много')).toBeInTheDocument();
  });

  it("says 'Произошла ошибка, выполните действие позже' when the detail call fails", async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('network down')));
    render(withData(<StockModal code="no-such" title="Кулирка" {...modalProps()} />));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Произошла ошибка, выполните действие позже',
    );
  });
});
