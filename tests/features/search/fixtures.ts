import { http, HttpResponse } from 'msw';
import type { CatalogCard } from '@/lib/api/contract/catalog';

/** A product card as /through_blocks/search answers it. */
export function card(id: number, title: string, extra: Partial<CatalogCard> = {}): CatalogCard {
  return {
    id,
    title,
    subtitle: null,
    slug: `product-${id}`,
    detail_url: `/catalog/futer/product-${id}/`,
    section: { id: 1, slug: 'futer', title: 'Футер' },
    photo: `/media/products/${id}.webp`,
    more_photo: [],
    composition: 'Хлопок 100%',
    density: 240,
    width: 185,
    packing: { code: 'roll', title: 'Рулон', stepKg: 25 },
    unit: 'kg',
    color: 'Синий',
    hex: '#1f3a93',
    colors: [],
    storesWithStock: 3,
    quantity: 120,
    ...extra,
  };
}

export const envelope = <T>(data: T) => HttpResponse.json({ status: 'success', data });

export function searchAnswer(elements: CatalogCard[], total: number, page = 1, perPage = 15) {
  return {
    catalog_list: {
      elements,
      pagin: { current: page, max_page: Math.max(1, Math.ceil(total / perPage)), total },
    },
    query: { text: '', corrected: null },
  };
}

export const preliminary = {
  oftenSearched: [
    { id: 1, text: 'футер', link: '/search-result/?search=футер' },
    { id: 2, text: 'кулирка', link: '/search-result/?search=кулирка' },
  ],
  collectionSearch: [
    {
      id: 7,
      title: 'Осень-зима 2026',
      image: null,
      quantity: 46,
      uri: '/catalog/futer/osen-zima-2026/',
      link: '/catalog/futer/osen-zima-2026/',
      slug: 'osen-zima-2026',
      filter: 'collection',
      value: 'osen-zima-2026',
    },
  ],
};

/** Every /api/v1 call the handlers saw, as "path?search_element" lines. */
export type CallLog = string[];

/**
 * Handlers of the three search calls. Products are named after the query so that a test can
 * tell whose answer it sees.
 */
export function searchHandlers(calls: CallLog) {
  return [
    http.get('*/api/v1/through_blocks/preliminaryInformation', () => {
      calls.push('preliminaryInformation');
      return envelope(preliminary);
    }),
    http.get('*/api/v1/through_blocks/search', ({ request }) => {
      const url = new URL(request.url);
      const text = url.searchParams.get('search_element') ?? '';
      const perPage = Number(url.searchParams.get('perPage') ?? 15);
      calls.push(`search?${text}&perPage=${perPage}`);
      if (text === 'нетничего') return envelope(searchAnswer([], 0));
      return envelope(
        searchAnswer(
          [
            card(1, `${text} синий`, { price: 450 }),
            card(2, `${text} серый`),
            card(3, `${text} белый`),
            card(4, `${text} чёрный`),
          ],
          27,
          1,
          perPage,
        ),
      );
    }),
    http.get('*/api/v1/through_blocks/searchSectionsAndCollections', ({ request }) => {
      const text = new URL(request.url).searchParams.get('search_element') ?? '';
      calls.push(`variants?${text}`);
      return envelope({
        sections_and_collections: [
          { id: 1, link: '/catalog/futer/', text: 'Футер' },
          { id: 11, link: '/catalog/futer/basic/', text: 'Футер · Базовая' },
          { id: 12, link: '/catalog/futer/melange/', text: 'Футер · Меланж' },
          { id: 13, link: '/catalog/futer/print/', text: 'Футер · Принт' },
        ].map((hit) => ({ ...hit, text: `${hit.text} (${text})` })),
      });
    }),
  ];
}
