import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Basket, CartLine } from '@/lib/api/contract/basket';

export function cartLine(id: number, overrides: Partial<CartLine> = {}): CartLine {
  return {
    product_id: id,
    quantity: 20,
    unit: 'kg',
    price: 500,
    full_price: 10_000,
    linear_metres: 55.6,
    available: 200,
    out_of_stock: false,
    properties: {
      title: `Кулирка ${id}`,
      subtitle: null,
      slug: `kulirka-${id}`,
      detail_url: `/catalog/kulirka/kulirka-${id}/`,
      photo: `/media/products/${id}.webp`,
      color: 'Белый',
      hex: '#ffffff',
      composition: 'Хлопок 100%',
      width: 180,
      density: 200,
      section: { slug: 'kulirka', title: 'Кулирка' },
      packing: { code: 'roll', title: 'рулон', stepKg: 20 },
    },
    store: { msk: { AMOUNT: 200 } },
    ...overrides,
  };
}

export function basketOf(lines: CartLine[]): Basket {
  return {
    cart: lines,
    cart_result: {
      all_quantity: lines.length,
      kg_count: lines.filter((l) => l.unit === 'kg').reduce((s, l) => s + l.quantity, 0),
      pm_count: 111.2,
      m_count: lines.filter((l) => l.unit === 'm').reduce((s, l) => s + l.quantity, 0),
      pcs_count: lines.filter((l) => l.unit === 'pcs').reduce((s, l) => s + l.quantity, 0),
      price_count: lines.reduce((s, l) => s + l.full_price, 0),
      quantity: lines.filter((l) => !l.out_of_stock).length,
    },
    store: { id: 1, xml: 'msk', name: 'Склад Москва' },
    out_of_stock: lines.some((l) => l.out_of_stock),
  };
}

export function withClient(client: QueryClient) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  };
}

export const newClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });

export const logIn = () => {
  document.cookie = 'session_auth=1; path=/';
};
export const logOut = () => {
  document.cookie = 'session_auth=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
};
