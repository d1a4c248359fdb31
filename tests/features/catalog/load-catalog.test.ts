import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { parseCatalogQuery } from '@/lib/catalog/query-state';

/**
 * storefront.md §8: catalogue loading failures are logged and give empty results or null; the
 * packing limit and sewn collections swallow their errors and return null. These are the server
 * loaders the catalogue pages render from, with every call of the API failing.
 */
const failing = () => Promise.reject(new ApiError(503, 'Сервис временно недоступен'));

vi.mock('next/server', () => ({ connection: () => Promise.resolve() }));
vi.mock('@/lib/api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/api')>();
  const everyCallFails = new Proxy({}, { get: () => failing });
  return {
    ...actual,
    api: new Proxy({}, { get: () => everyCallFails }),
  };
});

const { loadListing, loadPackingLimits, loadSections, loadSewnCollections, loadStores } =
  await import('@/features/catalog/api/load-catalog');

describe('catalogue loaders when the API fails', () => {
  let logged: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => logged.mockRestore());

  const loggedCalls = () => logged.mock.calls.map((call: unknown[]) => String(call[0]));

  it('the packing limit is null and logged: the product page keeps the step of the detail', async () => {
    await expect(loadPackingLimits()).resolves.toBeNull();
    expect(loggedCalls()).toContain('[catalog] limitProductRegistration failed:');
  });

  it('the sewn collections are null and logged: the product page shows no block', async () => {
    await expect(loadSewnCollections()).resolves.toBeNull();
    expect(loggedCalls()).toContain('[catalog] getSewnCollections failed:');
  });

  it('sections and warehouses are empty lists', async () => {
    await expect(loadSections()).resolves.toEqual([]);
    await expect(loadStores()).resolves.toEqual([]);
  });

  it('a listing is an empty first page without a filter or banner, each failure logged', async () => {
    const listing = await loadListing(
      { section: 'futer' },
      parseCatalogQuery(new URLSearchParams('PAGEN_1=2&sort=price')),
    );
    expect(listing).toMatchObject({
      elements: [],
      pagin: { current: 1, max_page: 1, total: 0 },
      filter: [],
      headerBanner: null,
    });
    expect(loggedCalls()).toEqual(
      expect.arrayContaining([
        '[catalog] getList failed:',
        '[catalog] getFilter failed:',
        '[catalog] bannerCatalogHeader failed:',
      ]),
    );
  });
});
