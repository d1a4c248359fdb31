import { describe, expect, it } from 'vitest';
import { isLoginRequired, matchRoute, routeSettings, routeTable } from '@/lib/route-table';
import { buyersPageIds, routes } from '@/lib/routes';

describe('the route table of storefront.md §2', () => {
  it.each([
    ['/', 'transparent', 'main', 'default'],
    ['/about/', 'transparent', 'about', 'default'],
    ['/buyers/vozvrat/', 'light', 'shared', 'default'],
    ['/career/', 'light', 'default', 'default'],
    ['/career/internship/', 'light', 'default', 'default'],
    ['/career/vacancy/', 'transparent', 'default', 'gray'],
    ['/career/vacancy/12/', 'light', 'career-detail', 'default'],
    ['/cart/', 'light', 'cart', 'default'],
    ['/catalog/', 'light', 'catalog', 'default'],
    ['/catalog/futer/', 'light', 'catalog', 'default'],
    ['/catalog/futer/123/', 'light', 'product', 'default'],
    ['/checkout/', 'light', 'checkout', 'default'],
    ['/checkout-success/', 'light', 'shared', 'default'],
    ['/contacts/', 'light', 'shared', 'default'],
    ['/custom-design/', 'transparent', 'custom-design', 'default'],
    ['/manufacture/', 'transparent', 'manufacture', 'default'],
    ['/press-center/', 'transparent', 'default', 'gray'],
    ['/press-center/news-1/', 'light', 'shared', 'default'],
    ['/search-result/', 'light', 'shared', 'default'],
    ['/tailoring/', 'transparent', 'default', 'default'],
    ['/user/', 'light', 'shared', 'gray'],
    ['/user/company/', 'light', 'shared', 'gray'],
    ['/user/favourites/', 'light', 'favourites', 'gray'],
    ['/user/history/', 'light', 'orders-history', 'gray'],
    ['/user/manager/', 'light', 'shared', 'gray'],
  ])('%s: header %s, layout %s, background %s', (path, header, layout, background) => {
    expect(matchRoute(path)).toMatchObject({ header, layout, mainBackground: background });
  });

  it('short header on company, history and manager pages only', () => {
    const short = routeTable.filter((r) => r.shortHeader).map((r) => r.pattern);
    expect(short.sort()).toEqual(['/user/company', '/user/history', '/user/manager']);
  });

  it('cart, checkout and the whole user area need login; nothing else does', () => {
    const guarded = routeTable.filter((r) => r.loginRequired).map((r) => r.pattern);
    expect(guarded.sort()).toEqual([
      '/cart',
      '/checkout',
      '/user',
      '/user/company',
      '/user/favourites',
      '/user/history',
      '/user/manager',
    ]);
    expect(isLoginRequired('/user/history/')).toBe(true);
    expect(isLoginRequired('/catalog/')).toBe(false);
    expect(isLoginRequired('/checkout-success/')).toBe(false);
  });

  it('/modal/ has no settings of its own', () => {
    expect(matchRoute('/modal/')?.header).toBeNull();
  });

  it('the five buyers pages and the privacy-policy alias are routes', () => {
    for (const id of buyersPageIds) expect(matchRoute(routes.buyers(id))?.layout).toBe('shared');
    expect(matchRoute(routes.privacyPolicy())).toMatchObject({ header: 'light', layout: 'shared' });
  });

  it('ignores query and hash, and tolerates a missing trailing slash', () => {
    expect(matchRoute('/catalog/futer?smartFilter=x#top')?.layout).toBe('catalog');
  });

  it('an unmatched path has no route; its screen takes the light fallback', () => {
    expect(matchRoute('/no/such/page/here/')).toBeNull();
    expect(routeSettings('/nowhere/')).toMatchObject({ header: 'light', loginRequired: false });
  });

  it('every href helper lands on a route of the table', () => {
    const hrefs = [
      routes.home(),
      routes.about(),
      routes.career(),
      routes.internship(),
      routes.vacancies(),
      routes.vacancy(3),
      routes.cart(),
      routes.catalog(),
      routes.catalog('futer'),
      routes.catalog('futer', 'base'),
      routes.product('futer', 9),
      routes.checkout(),
      routes.checkoutSuccess(12),
      routes.contacts(),
      routes.customDesign(),
      routes.manufacture(),
      routes.modal(),
      routes.pressCenter(),
      routes.pressItem('x'),
      routes.searchResult('футер'),
      routes.tailoring(),
      routes.user(),
      routes.userCompany(),
      routes.userFavourites(),
      routes.userHistory(),
      routes.userManager(),
    ];
    for (const href of hrefs) {
      expect(href.split('?')[0], href).toMatch(/\/$/);
      expect(matchRoute(href), href).not.toBeNull();
    }
  });
});
