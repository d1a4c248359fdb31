import { describe, expect, it } from 'vitest';
import { catalogHref, formatCatalogQuery, parseCatalogQuery } from '@/lib/catalog/query-state';

describe('catalogue query state (storefront.md §2)', () => {
  it('reads smartFilter, PAGEN_1, stockCode and sort, and writes them back canonically', () => {
    const query = new URLSearchParams({
      smartFilter: 'color-is-sinij-or-belyj/density-to-180/density-from-150/',
      PAGEN_1: '3',
      stockCode: 'msk',
      sort: 'new',
    });
    const state = parseCatalogQuery(query);
    expect(state).toEqual({
      filter: {
        ranges: { density: { from: 150, to: 180 } },
        values: { color: ['belyj', 'sinij'] },
      },
      page: 3,
      stockCode: 'msk',
      sort: 'new',
    });
    const text = formatCatalogQuery(state);
    expect(parseCatalogQuery(new URLSearchParams(text.slice(1)))).toEqual(state);
    expect(new URLSearchParams(text.slice(1)).get('smartFilter')).toBe(
      'color-is-belyj-or-sinij/density-from-150/density-to-180/',
    );
  });

  it('ignores a bad filter, page, warehouse and sort', () => {
    expect(
      parseCatalogQuery({
        smartFilter: '%E0%A4%A/???',
        PAGEN_1: '-2',
        stockCode: '<x>',
        sort: 'drop',
      }),
    ).toEqual({
      filter: { ranges: {}, values: {} },
      page: 1,
      stockCode: undefined,
      sort: 'popular',
    });
  });

  it('reads page as an alias of PAGEN_1 and writes PAGEN_1', () => {
    const state = parseCatalogQuery({ page: '4' });
    expect(state.page).toBe(4);
    expect(formatCatalogQuery(state)).toBe('?PAGEN_1=4');
  });

  it('goes back to page 1 when the filter, warehouse or sort changes', () => {
    const state = parseCatalogQuery({ PAGEN_1: '5' });
    expect(catalogHref('/catalog/', state, { sort: 'new' })).toBe('/catalog/?sort=new');
    expect(catalogHref('/catalog/', state, { stockCode: 'spb' })).toBe('/catalog/?stockCode=spb');
    expect(catalogHref('/catalog/', state, { page: 6 })).toBe('/catalog/?PAGEN_1=6');
  });
});
