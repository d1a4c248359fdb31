import { describe, expect, it } from 'vitest';
import { FILTER_FORM_MARK, filterFormTarget } from '@/lib/catalog/filter-form';
import { cachedPageOf } from '@/lib/page-cache/pages.mjs';

const target = (query: string) => filterFormTarget('/catalog/kulirka/', new URLSearchParams(query));

describe('the smart filter sent as a plain form (issue #37)', () => {
  it('leads to the spec’s smart-filter address, values and bounds in their canonical order', () => {
    expect(
      target(
        'set_filter=y&is.color=red&is.color=blue&from.density=120&to.density=&is.composition=cotton',
      ),
    ).toBe(
      '/catalog/kulirka/?smartFilter=color-is-blue-or-red%2Fcomposition-is-cotton%2Fdensity-from-120%2F',
    );
  });

  it('reads a decimal comma, and leaves out a bound that is not a number', () => {
    expect(target('set_filter=y&from.width=1,5&to.width=abc')).toBe(
      '/catalog/kulirka/?smartFilter=width-from-1.5%2F',
    );
  });

  it('keeps the warehouse and the sort, and starts at the first page', () => {
    expect(target('set_filter=y&stockCode=msk&sort=new&PAGEN_1=4&is.color=red')).toBe(
      '/catalog/kulirka/?smartFilter=color-is-red%2F&stockCode=msk&sort=new',
    );
  });

  it('with nothing chosen, the listing without a filter (the earlier filter is replaced)', () => {
    expect(target('set_filter=y&smartFilter=color-is-red/')).toBe('/catalog/kulirka/');
  });

  it('is not a submit without its mark, and a value that cannot be in the address is dropped', () => {
    expect(target('is.color=red')).toBeNull();
    expect(target('set_filter=y&is.color=<script>&is.Color=red')).toBe('/catalog/kulirka/');
  });

  it('reaches proxy.ts on every listing, with or without a session: its mark is one of their keys', () => {
    for (const path of ['/catalog/', '/catalog/kulirka/', '/catalog/kulirka/penye/'])
      expect(cachedPageOf(path)?.page.query, path).toContain(FILTER_FORM_MARK);
  });
});
