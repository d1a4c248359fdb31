/**
 * The spec's route table (storefront.md §2, accounts.md §2) as data: header theme, layout,
 * main background, short header and login rule for every route. Read by the shell (theme,
 * layout, background) and by proxy.ts (login rule).
 */
export type HeaderTheme = 'transparent' | 'light' | 'gray';
export type LayoutName =
  | 'about'
  | 'career-detail'
  | 'cart'
  | 'catalog'
  | 'checkout'
  | 'custom-design'
  | 'default'
  | 'favourites'
  | 'main'
  | 'manufacture'
  | 'no-footer'
  | 'orders-history'
  | 'product'
  | 'shared';

export interface RouteSettings {
  /** Path pattern; `{name}` matches one segment. Trailing slash implied. */
  pattern: string;
  /** null: the route has no settings of its own (/modal/). */
  header: HeaderTheme | null;
  layout: LayoutName;
  mainBackground: 'default' | 'gray';
  shortHeader: boolean;
  loginRequired: boolean;
}

const route = (
  pattern: string,
  header: HeaderTheme | null,
  layout: LayoutName,
  extra: Partial<Pick<RouteSettings, 'mainBackground' | 'shortHeader' | 'loginRequired'>> = {},
): RouteSettings => ({
  pattern,
  header,
  layout,
  mainBackground: extra.mainBackground ?? 'default',
  shortHeader: extra.shortHeader ?? false,
  loginRequired: extra.loginRequired ?? false,
});

const gray = 'gray' as const;

/**
 * "none stated" in the spec means the default layout. The user area needs login throughout
 * (accounts.md §2: "The user area, cart and checkout need login"), so /user/company/ and
 * /user/history/ carry the rule too although the storefront table omits it on those rows.
 * The privacy-policy alias has no settings in the spec; it takes those of the buyers pages.
 */
export const routeTable: readonly RouteSettings[] = [
  route('/', 'transparent', 'main'),
  route('/about', 'transparent', 'about'),
  route('/buyers/{id}', 'light', 'shared'),
  route('/politika_konfidentsialnosti', 'light', 'shared'),
  route('/career', 'light', 'default'),
  route('/career/internship', 'light', 'default'),
  route('/career/vacancy', 'transparent', 'default', { mainBackground: gray }),
  route('/career/vacancy/{id}', 'light', 'career-detail'),
  route('/cart', 'light', 'cart', { loginRequired: true }),
  route('/catalog', 'light', 'catalog'),
  route('/catalog/{category}', 'light', 'catalog'),
  route('/catalog/{category}/{id}', 'light', 'product'),
  route('/checkout', 'light', 'checkout', { loginRequired: true }),
  route('/checkout-success', 'light', 'shared'),
  route('/contacts', 'light', 'shared'),
  route('/custom-design', 'transparent', 'custom-design'),
  route('/manufacture', 'transparent', 'manufacture'),
  route('/modal', null, 'no-footer'),
  route('/press-center', 'transparent', 'default', { mainBackground: gray }),
  route('/press-center/{id}', 'light', 'shared'),
  route('/search-result', 'light', 'shared'),
  route('/tailoring', 'transparent', 'default'),
  route('/user', 'light', 'shared', { mainBackground: gray, loginRequired: true }),
  route('/user/company', 'light', 'shared', {
    mainBackground: gray,
    shortHeader: true,
    loginRequired: true,
  }),
  route('/user/favourites', 'light', 'favourites', { mainBackground: gray, loginRequired: true }),
  route('/user/history', 'light', 'orders-history', {
    mainBackground: gray,
    shortHeader: true,
    loginRequired: true,
  }),
  route('/user/manager', 'light', 'shared', {
    mainBackground: gray,
    shortHeader: true,
    loginRequired: true,
  }),
];

/** Settings of the not-found screen and of any path outside the table. */
export const fallbackRoute: RouteSettings = route('*', 'light', 'default');

function segments(path: string): string[] {
  return path.split(/[?#]/, 1)[0]!.split('/').filter(Boolean);
}

const compiled = routeTable.map((settings) => ({ settings, parts: segments(settings.pattern) }));

/** The settings of a pathname, or null when no route of the table matches it. */
export function matchRoute(pathname: string): RouteSettings | null {
  const parts = segments(pathname);
  for (const { settings, parts: pattern } of compiled) {
    if (pattern.length !== parts.length) continue;
    if (pattern.every((p, i) => p.startsWith('{') || p === parts[i])) return settings;
  }
  return null;
}

export function routeSettings(pathname: string): RouteSettings {
  return matchRoute(pathname) ?? fallbackRoute;
}

export function isLoginRequired(pathname: string): boolean {
  return matchRoute(pathname)?.loginRequired ?? false;
}
