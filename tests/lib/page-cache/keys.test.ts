import { describe, expect, it } from 'vitest';
import { config as proxyConfig } from '@/proxy';
import {
  CACHEABLE_SOURCES,
  PAGE_QUERY_KEYS,
  cachedPathFor,
  decodeVariant,
  isCacheablePath,
  queryGroupOfKey,
  renderedUrlOf,
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

describe('proxy.ts runs exactly where the cache cannot answer alone', () => {
  const [withTokens, withFlag, ...rest] = proxyConfig.matcher;
  const everythingElse = rest.at(-1) as string;
  const byQuery = rest.slice(0, -1) as { has: { type: string; key: string }[] }[];

  it('runs for every session and every parameter a page is rendered from', () => {
    expect(withTokens).toMatchObject({ has: [{ type: 'cookie', key: 'tokens' }] });
    expect(withFlag).toMatchObject({ has: [{ type: 'cookie', key: 'session_auth' }] });
    expect(byQuery.map((m) => m.has[0]!.key)).toEqual(PAGE_QUERY_KEYS);
  });

  it('skips the cacheable pages and nothing else', () => {
    const matches = (path: string) => new RegExp(`^${everythingElse}$`).test(path);
    for (const source of CACHEABLE_SOURCES) {
      const path = source.replace(/:[a-z]+/g, 'x-1');
      expect(matches(path), path).toBe(false);
      expect(isCacheablePath(path), path).toBe(true);
    }
    for (const path of [
      '/cart/',
      '/user/history/',
      '/checkout/',
      '/modal/',
      '/cached/-/about/',
      '/no-such-page/',
      '/catalog/a/b/c/',
      '/about',
      '/catalog/futer',
    ]) {
      expect(matches(path), path).toBe(true);
      expect(isCacheablePath(path), path).toBe(false);
    }
  });
});

describe('the variant segment', () => {
  it('is the same for the same query in any order, with only the parameters pages read', () => {
    const a = variantFor(
      new URLSearchParams('sort=price&stockCode=21&utm_source=mail&_rsc=x1&change_password=yes'),
    );
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
      buyer: null,
      searchParams: { smartFilter: ['a', 'b'] },
    });
    expect(variantFor(new URLSearchParams(''))).toBe('-');
    expect(decodeVariant('-')).toEqual({ preloader: false, buyer: null, searchParams: {} });
  });

  it('names the warehouse of a buyers’ copy, apart from the visitors’ one', () => {
    const query = new URLSearchParams('sort=price');
    const visitors = variantFor(query)!;
    const ivanovo = variantFor(query, { buyerStore: 3 })!;
    const none = variantFor(query, { buyerStore: null })!;
    expect(new Set([visitors, ivanovo, none, variantFor(query, { buyerStore: 1 })]).size).toBe(4);
    expect(decodeVariant(ivanovo)).toEqual({
      preloader: false,
      buyer: { storeId: 3, priceTypeId: null },
      searchParams: { sort: 'price' },
    });
    expect(decodeVariant(none).buyer).toEqual({ storeId: null, priceTypeId: null });
    expect(
      decodeVariant(variantFor(new URLSearchParams(), { buyerStore: 2, preloader: true })!),
    ).toEqual({ preloader: true, buyer: { storeId: 2, priceTypeId: null }, searchParams: {} });
    // A visitor's variant never decodes as a buyer's, whatever it carries.
    expect(decodeVariant(visitors).buyer).toBeNull();
    expect(decodeVariant('p').buyer).toBeNull();
    expect(decodeVariant('b-1').buyer).toBeNull();
  });

  it('names the price type of a buyers’ copy: buyers of two types never share one (issue #35)', () => {
    const query = new URLSearchParams('sort=price_asc');
    const wholesale = variantFor(query, { buyerStore: 3, buyerPriceType: 1 })!;
    const retail = variantFor(query, { buyerStore: 3, buyerPriceType: 2 })!;
    const untyped = variantFor(query, { buyerStore: 3, buyerPriceType: null })!;
    expect(new Set([wholesale, retail, untyped, variantFor(query)]).size).toBe(4);
    expect(decodeVariant(wholesale).buyer).toEqual({ storeId: 3, priceTypeId: 1 });
    expect(decodeVariant(retail)).toEqual({
      preloader: false,
      buyer: { storeId: 3, priceTypeId: 2 },
      searchParams: { sort: 'price_asc' },
    });
    expect(decodeVariant(untyped).buyer).toEqual({ storeId: 3, priceTypeId: null });
    const home = variantFor(new URLSearchParams(), {
      buyerStore: null,
      buyerPriceType: 2,
      preloader: true,
    })!;
    expect(decodeVariant(home)).toEqual({
      preloader: true,
      buyer: { storeId: null, priceTypeId: 2 },
      searchParams: {},
    });
    // The form before price types ('b3') is no buyer's copy any more: it never gets prices.
    expect(decodeVariant('b3').buyer).toBeNull();
    expect(decodeVariant('b3t0').buyer).toBeNull();
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

describe('the address a cacheable page is rendered from', () => {
  it('is its key’s query alone: one-time links and tracking are dropped', () => {
    expect(renderedUrlOf('/?change_password=yes&USER_CHECKWORD=c0de&USER_LOGIN=a%40b.ru')).toBe(
      '/',
    );
    expect(renderedUrlOf('/catalog/futer/?utm_source=x&sort=name&PAGEN_1=2&_rsc=9z')).toBe(
      '/catalog/futer/?PAGEN_1=2&sort=name&_rsc=9z',
    );
    expect(renderedUrlOf('/about/?')).toBe('/about/');
  });

  it('leaves what is never cached as it came', () => {
    for (const url of ['/user/?code=1', '/cart/', '/api/v1/x/?code=1', 'http://h/?code=1'])
      expect(renderedUrlOf(url)).toBe(url);
  });

  it('leaves a listing’s filter sent as a plain form whole: proxy.ts reads its fields to redirect it (issue #37)', () => {
    const submit = '/catalog/kulirka/?set_filter=y&is.packing=roll&from.density=200';
    expect(renderedUrlOf(submit)).toBe(submit);
    // Elsewhere the mark keeps nothing.
    expect(renderedUrlOf('/about/?set_filter=y&is.packing=roll')).toBe('/about/');
  });
});

describe('keys and tags', () => {
  it('groups the copies with a query by their page, and no other copy', () => {
    expect(queryGroupOfKey('/route-cache/APP_PAGE/h/$/cached/-~c2VhcmNoPTE/search-result')).toBe(
      '/search-result/',
    );
    expect(queryGroupOfKey('/route-cache/APP_PAGE/h/$/cached/b2~c29ydD1h/catalog/futer')).toBe(
      '/catalog/futer/',
    );
    expect(queryGroupOfKey('/route-cache/APP_PAGE/h/$/cached/b2p/index')).toBeNull();
    expect(queryGroupOfKey('/route-cache/APP_PAGE/h/$/cart')).toBeNull();
  });

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
