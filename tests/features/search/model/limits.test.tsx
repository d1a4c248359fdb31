import { describe, expect, it } from 'vitest';
import { nextActive } from '@/features/search/model/combobox';
import {
  boundedQuery,
  isSearchable,
  SEARCH_MAX_LENGTH,
  SEARCH_MIN_LENGTH,
} from '@/features/search/model/limits';
import {
  bannerSlot,
  pagesToRender,
  parsePage,
  resultsHref,
} from '@/features/search/model/results-url';
import {
  SEARCH_MAX_LENGTH as CONTRACT_MAX_LENGTH,
  SEARCH_MIN_LENGTH as CONTRACT_MIN_LENGTH,
} from '@/lib/api/contract/search';
import { PLAIN_PAGE_SEARCH_MAX_LENGTH } from '@/server/platform/plain-page';

describe('search limits (storefront.md §5, §9)', () => {
  it('needs 3 characters, the same number the API checks', () => {
    expect(SEARCH_MIN_LENGTH).toBe(CONTRACT_MIN_LENGTH);
    expect(isSearchable('фу')).toBe(false);
    expect(isSearchable('  фу  ')).toBe(false);
    expect(isSearchable('фут')).toBe(true);
  });

  it('takes at most 100 characters, the number the API and the server’s own page take', () => {
    expect(SEARCH_MAX_LENGTH).toBe(CONTRACT_MAX_LENGTH);
    expect(PLAIN_PAGE_SEARCH_MAX_LENGTH).toBe(SEARCH_MAX_LENGTH);
  });

  it('cuts a longer query to 100 characters and says it did; a shorter one is kept as typed', () => {
    expect(boundedQuery('  футер   3 нитка ')).toEqual({ query: 'футер 3 нитка', cut: false });
    const pasted = boundedQuery('кулирка '.repeat(1250));
    expect(pasted.cut).toBe(true);
    expect(pasted.query.length).toBeLessThanOrEqual(100);
    expect(pasted.query.startsWith('кулирка кулирка')).toBe(true);
    // Never half of a character written with two UTF-16 units.
    const emoji = boundedQuery(`${'а'.repeat(99)}🧵🧵`);
    expect(emoji).toEqual({ query: 'а'.repeat(99), cut: true });
  });
});

describe('the results address', () => {
  it('carries the query and, past the first page, PAGEN_1', () => {
    expect(resultsHref('футер')).toBe('/search-result/?search=%D1%84%D1%83%D1%82%D0%B5%D1%80');
    expect(resultsHref('a&b', 3)).toBe('/search-result/?search=a%26b&PAGEN_1=3');
  });

  it('reads PAGEN_1 as a whole number from 1, anything else as the first page', () => {
    expect(parsePage('4')).toBe(4);
    for (const bad of [null, undefined, '', '0', '-2', '2.5', 'abc', '99999999']) {
      expect(parsePage(bad)).toBe(1);
    }
  });

  it('renders the pages asked for, no more than exist and no more than 8 at once', () => {
    expect(pagesToRender(3, 10)).toBe(3);
    expect(pagesToRender(5, 2)).toBe(2);
    expect(pagesToRender(50, 100)).toBe(8);
  });

  it('puts the banner at position 4 once there are 3 products before it', () => {
    expect(bannerSlot(15, 4)).toBe(3);
    expect(bannerSlot(3, 4)).toBe(3);
    expect(bannerSlot(2, 4)).toBeNull();
  });
});

describe('arrow keys in the combobox', () => {
  it('go down and up through the options and wrap at the ends', () => {
    expect(nextActive(-1, 3, 'ArrowDown')).toBe(0);
    expect(nextActive(2, 3, 'ArrowDown')).toBe(0);
    expect(nextActive(-1, 3, 'ArrowUp')).toBe(2);
    expect(nextActive(0, 3, 'ArrowUp')).toBe(2);
    expect(nextActive(0, 0, 'ArrowDown')).toBe(-1);
  });
});
