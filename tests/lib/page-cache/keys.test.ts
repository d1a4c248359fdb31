import { describe, expect, it } from 'vitest';
import {
  cachedPathFor,
  decodeVariant,
  isCacheablePath,
  shopPathOfKey,
  tagsForPath,
  variantFor,
} from '@/lib/page-cache/keys.mjs';

describe('which pages come from the cache', () => {
  it('serves the public pages and never the buyer’s own', () => {
    for (const path of [
      '/',
      '/catalog/',
      '/catalog/futer/',
      '/catalog/futer/osen-zima/',
      '/catalog/futer/ft-1001/',
      '/search-result/',
      '/about/',
      '/contacts/',
      '/career/',
      '/career/internship/',
      '/career/vacancy/',
      '/career/vacancy/12/',
      '/press-center/',
      '/press-center/7/',
      '/buyers/delivery/',
      '/politika_konfidentsialnosti/',
    ])
      expect(isCacheablePath(path), path).toBe(true);
    for (const path of [
      '/cart/',
      '/checkout/',
      '/checkout-success/',
      '/user/',
      '/user/history/',
      '/modal/',
      '/api/v1/health/',
      '/catalog/a/b/c/',
    ])
      expect(isCacheablePath(path), path).toBe(false);
  });
});

describe('the variant segment', () => {
  it('is the same for the same query in any order, without tracking parameters', () => {
    const a = variantFor(new URLSearchParams('sort=price&stockCode=21&utm_source=mail&_rsc=x1'));
    const b = variantFor(new URLSearchParams('gclid=9&stockCode=21&sort=price'));
    expect(a).toBe(b);
    expect(decodeVariant(a!).searchParams).toEqual({ sort: 'price', stockCode: '21' });
  });

  it('keeps repeated parameters and the preloader flag', () => {
    const variant = variantFor(new URLSearchParams('smartFilter=a&smartFilter=b'), {
      preloader: true,
    });
    expect(decodeVariant(variant!)).toEqual({
      preloader: true,
      searchParams: { smartFilter: ['a', 'b'] },
    });
    expect(variantFor(new URLSearchParams(''))).toBe('-');
    expect(decodeVariant('-')).toEqual({ preloader: false, searchParams: {} });
  });

  it('round-trips Cyrillic search text', () => {
    const variant = variantFor(new URLSearchParams({ search: 'футер серый', PAGEN_1: '2' }));
    expect(decodeVariant(variant!).searchParams).toEqual({ search: 'футер серый', PAGEN_1: '2' });
  });

  it('refuses a query too long to be worth keeping', () => {
    expect(variantFor(new URLSearchParams({ search: 'х'.repeat(2000) }))).toBeNull();
  });

  it('reads a garbled variant as no query rather than failing', () => {
    expect(decodeVariant('-~%%%').searchParams).toEqual({});
  });
});

describe('keys and tags', () => {
  it('finds the shop path in the key Next gives the handler', () => {
    const variant = variantFor(new URLSearchParams('sort=new'))!;
    const key = `/route-cache/APP_PAGE/abc123/$${cachedPathFor('/catalog/futer/', variant).replace(/\/$/, '')}`;
    expect(shopPathOfKey(key)).toBe('/catalog/futer/');
    expect(shopPathOfKey('/route-cache/APP_PAGE/abc123/$/cached/-/index')).toBe('/');
    expect(shopPathOfKey('/route-cache/APP_PAGE/abc123/$/user')).toBeNull();
  });

  it('tags a page with what can change it', () => {
    expect(tagsForPath('/')).toEqual(['all', 'home']);
    expect(tagsForPath('/catalog/')).toEqual(['all', 'catalog']);
    expect(tagsForPath('/catalog/futer/')).toEqual(['all', 'section:futer']);
    expect(tagsForPath('/catalog/futer/ft-1/')).toEqual([
      'all',
      'collection:futer/ft-1',
      'product:ft-1',
    ]);
    expect(tagsForPath('/search-result/')).toEqual(['all', 'search']);
    expect(tagsForPath('/about/')).toEqual(['all', 'content']);
  });
});
