import { describe, expect, it } from 'vitest';
import {
  deviceOf,
  isSampled,
  pageTypeOf,
  reportOf,
  WEB_VITAL_LIMITS,
  WEB_VITALS_SAMPLE_RATE,
} from '@/features/shell/model/web-vitals-report';
import {
  WEB_VITAL_MAX_CLS,
  WEB_VITAL_MAX_MS,
  webVitalReportSchema,
} from '@/lib/api/contract/web-vitals';

describe('the page type of a real visitor’s report (issue #37)', () => {
  it.each([
    ['/', 'home'],
    ['/catalog/', 'catalog'],
    ['/catalog/poplin/', 'catalog'],
    ['/cart/', 'checkout'],
    ['/checkout/', 'checkout'],
    ['/checkout-success/', 'checkout'],
    ['/user/', 'account'],
    ['/user/history/', 'account'],
    ['/user/favourites/', 'account'],
    ['/about/', 'content'],
    ['/contacts/', 'content'],
    ['/press-center/12/', 'content'],
    ['/career/vacancy/3/', 'content'],
    ['/buyers/oplata_i_dostavka/', 'content'],
    ['/politika_konfidentsialnosti/', 'content'],
    ['/search-result/', 'content'],
  ])('%s is %s', (path, type) => {
    expect(pageTypeOf(path, false)).toBe(type);
  });

  it('tells a product from a collection at the same address shape by the page itself', () => {
    expect(pageTypeOf('/catalog/poplin/poplin-white-10042/', true)).toBe('product');
    expect(pageTypeOf('/catalog/poplin/summer/', false)).toBe('catalog');
    // A section's page is never a product's, whatever the page says.
    expect(pageTypeOf('/catalog/poplin/', true)).toBe('catalog');
  });

  it('reads an address without its trailing slash the same way', () => {
    expect(pageTypeOf('/cart', false)).toBe('checkout');
    expect(pageTypeOf('/catalog', false)).toBe('catalog');
  });

  it('reports nothing for the managers’ workspace', () => {
    expect(pageTypeOf('/manager/', false)).toBeNull();
    expect(pageTypeOf('/manager/web-vitals/', false)).toBeNull();
    expect(pageTypeOf('/manager/requests/5/', false)).toBeNull();
  });
});

describe('the device class', () => {
  it('is a phone below 768 px, a tablet below the shop’s desktop header (1191 px)', () => {
    expect(deviceOf(360)).toBe('phone');
    expect(deviceOf(767)).toBe('phone');
    expect(deviceOf(768)).toBe('tablet');
    expect(deviceOf(1190)).toBe('tablet');
    expect(deviceOf(1191)).toBe('desktop');
    expect(deviceOf(1440)).toBe('desktop');
  });
});

describe('sampling', () => {
  it('takes the draws below the rate, so a draw of 0 is always in', () => {
    expect(isSampled(0)).toBe(true);
    expect(isSampled(WEB_VITALS_SAMPLE_RATE - 0.001)).toBe(true);
    expect(isSampled(WEB_VITALS_SAMPLE_RATE)).toBe(false);
    expect(isSampled(0.99)).toBe(false);
  });
});

describe('the report’s body', () => {
  it('carries the page type, the device and the measured metrics in the contract’s order', () => {
    const report = reportOf('product', 'phone', {
      TTFB: 412.3,
      CLS: 0.123456,
      LCP: 1834.6,
    });
    expect(report).toEqual({
      page: 'product',
      device: 'phone',
      metrics: [
        { name: 'LCP', value: 1835 },
        { name: 'CLS', value: 0.1235 },
        { name: 'TTFB', value: 412 },
      ],
    });
    // What the API validates it with accepts it as it is.
    expect(webVitalReportSchema.parse(report)).toEqual(report);
  });

  it('is nothing without a metric', () => {
    expect(reportOf('home', 'desktop', {})).toBeNull();
  });

  it('leaves out a value the API would refuse, keeping the others', () => {
    const report = reportOf('home', 'desktop', {
      TTFB: WEB_VITAL_MAX_MS + 1,
      INP: Number.NaN,
      CLS: WEB_VITAL_MAX_CLS + 1,
      LCP: 900,
    });
    expect(report?.metrics).toEqual([{ name: 'LCP', value: 900 }]);
    expect(reportOf('home', 'desktop', { LCP: -1 })).toBeNull();
  });

  it('keeps the contract’s limits', () => {
    expect(WEB_VITAL_LIMITS).toEqual({ ms: WEB_VITAL_MAX_MS, cls: WEB_VITAL_MAX_CLS });
  });
});
