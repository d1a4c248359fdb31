import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSearchResults } from '@/features/search/api/load-results';
import { card, searchAnswer } from '../fixtures';

const api = vi.hoisted(() => ({
  search: vi.fn(),
  sectionsAndCollections: vi.fn(),
  generalBanners: vi.fn(),
}));
vi.mock('@/lib/api', () => ({ api: { search: api } }));

/** 40 products: pages of 15, 15 and 10. */
const pageOf = (page: number) =>
  searchAnswer(
    Array.from({ length: Math.max(0, Math.min(15, 40 - (page - 1) * 15)) }, (_, i) =>
      card((page - 1) * 15 + i + 1, `Футер ${(page - 1) * 15 + i + 1}`),
    ),
    40,
    page,
  );

beforeEach(() => {
  api.search.mockImplementation(async ({ page }: { page: number }) => pageOf(page));
  api.sectionsAndCollections.mockResolvedValue({
    sections_and_collections: [{ id: 1, link: '/catalog/futer/', text: 'Футер' }],
  });
  api.generalBanners.mockResolvedValue({ banners: [] });
});
afterEach(() => {
  vi.resetAllMocks();
  vi.restoreAllMocks();
});

describe('the results page on the server', () => {
  it('loads pages 1..PAGEN_1 of 15, the sections and collections and the banners', async () => {
    const data = await loadSearchResults('  футер  ', 2);
    expect(data.query).toBe('футер');
    expect(data.pages?.map((p) => p.catalog_list.elements.length)).toEqual([15, 15]);
    expect(api.search.mock.calls.map(([params]) => params)).toEqual([
      { text: 'футер', perPage: 15, page: 1 },
      { text: 'футер', perPage: 15, page: 2 },
    ]);
    expect(data.variants).toHaveLength(1);
  });

  it('stops at the last page and loads at most 8 pages at once', async () => {
    expect((await loadSearchResults('футер', 5)).pages).toHaveLength(3);
    api.search.mockClear();
    await loadSearchResults('футер', 500);
    expect(api.search).toHaveBeenCalledTimes(8);
  });

  it('asks nothing for fewer than 3 characters', async () => {
    const data = await loadSearchResults('фу', 1);
    expect(data.pages).toBeNull();
    expect(api.search).not.toHaveBeenCalled();
  });

  // A failed call answers null in the endpoint itself (and is logged there:
  // tests/lib/api/quiet-calls.test.ts); the page shows nothing for that part.
  it('answers a failed search with nothing; other parts still come', async () => {
    api.search.mockResolvedValue(null);
    const data = await loadSearchResults('футер', 1);
    expect(data.pages).toBeNull();
    expect(data.variants).toHaveLength(1);
  });

  it('keeps the pages before a failed one, and shows no variants or banners when those fail', async () => {
    api.search.mockImplementation(async ({ page }: { page: number }) =>
      page === 2 ? null : pageOf(page),
    );
    api.sectionsAndCollections.mockResolvedValue(null);
    api.generalBanners.mockResolvedValue(null);
    const data = await loadSearchResults('футер', 3);
    expect(data.pages).toHaveLength(1);
    expect(data.variants).toEqual([]);
    expect(data.banners).toEqual([]);
  });
});
