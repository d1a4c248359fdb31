/**
 * Every href of the shop (docs/style.md §3). Paths end with a slash: a path without a file
 * extension gets one (storefront.md §2).
 */
const q = (params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
};

export const buyersPageIds = [
  'usloviya_zakaza',
  'oplata_i_dostavka',
  'etapy_sotrudnichestva',
  'politika_konfidentsialnosti',
  'vozvrat',
] as const;
export type BuyersPageId = (typeof buyersPageIds)[number];

export const routes = {
  home: () => '/',
  about: () => '/about/',
  buyers: (id: BuyersPageId | string) => `/buyers/${id}/`,
  privacyPolicy: () => '/politika_konfidentsialnosti/',
  career: () => '/career/',
  internship: () => '/career/internship/',
  vacancies: () => '/career/vacancy/',
  vacancy: (id: string | number) => `/career/vacancy/${id}/`,
  cart: () => '/cart/',
  catalog: (category?: string, collection?: string) =>
    category
      ? collection
        ? `/catalog/${category}/${collection}/`
        : `/catalog/${category}/`
      : '/catalog/',
  product: (category: string, id: string | number) => `/catalog/${category}/${id}/`,
  checkout: () => '/checkout/',
  checkoutSuccess: (orderId?: string | number) => `/checkout-success/${q({ orderId })}`,
  /** Downloads (issue #21): plain links, the /api/v1 gateway attaches the buyer's session. */
  invoice: (orderId: string | number) => `/api/v1/order/invoice${q({ id: orderId })}`,
  quickOrderTemplate: () => '/api/v1/basket/quickOrder/template',
  cartExport: (format: 'csv' | 'xlsx') => `/api/v1/basket/export${q({ format })}`,
  orderExport: (orderId: string | number, format: 'csv' | 'xlsx') =>
    `/api/v1/order/export${q({ id: orderId, format })}`,
  contacts: () => '/contacts/',
  customDesign: () => '/custom-design/',
  manufacture: () => '/manufacture/',
  /** A modal by itself (features/shell/model/standalone-modals.ts); no name: the list. */
  modal: (name?: string) => `/modal/${q({ name })}`,
  pressCenter: () => '/press-center/',
  pressItem: (id: string | number) => `/press-center/${id}/`,
  searchResult: (search?: string) => `/search-result/${q({ search })}`,
  tailoring: () => '/tailoring/',
  user: () => '/user/',
  userCompany: () => '/user/company/',
  userFavourites: () => '/user/favourites/',
  userHistory: () => '/user/history/',
  userManager: () => '/user/manager/',
  /** The managers' workspace (issue #20): the queue, its filters in the query. */
  manager: (query: Record<string, string | number | undefined> = {}) => `/manager/${q(query)}`,
  managerRequest: (id: number) => `/manager/requests/${id}/`,
  /** The orders of the staff member's warehouses (issue #20), the status filter in the query. */
  managerOrders: (query: Record<string, string | number | undefined> = {}) =>
    `/manager/orders/${q(query)}`,
  managerOrder: (id: number) => `/manager/orders/${id}/`,
  /** The often searched queries staff pin and hide (issue #34). */
  managerSearches: () => '/manager/searches/',
  /** The head's «Обмен с 1С»: exchanges, warehouses, exchange settings (issue #35). */
  managerExchange: () => '/manager/exchange/',
  /** The head's view of real visitors' Core Web Vitals (issue #37). */
  managerWebVitals: () => '/manager/web-vitals/',
  /**
   * A product request's own page (issue #37): what a form posted without a script is answered
   * with (sent, or refused with its draft), or the form alone.
   */
  requestForm: (
    form: 'sample' | 'question',
    query: { back?: string; sent?: 1; draft?: string; failed?: 1 } = {},
  ) => `/forms/${form}/${q(query)}`,
  /** Where that form posts without a script (server/gateway/plain-forms.ts). */
  requestFormSend: (form: 'sample' | 'question', back?: string) =>
    `/forms/${form}/send/${q({ back })}`,
  /**
   * The login form by itself (issue #37): what the login dialog's form posted without a script
   * is answered with when refused (its draft), leading back to the page it came from.
   */
  login: (query: { draft?: string; failed?: 1; back?: string } = {}) => `/login/${q(query)}`,
  /** Where the login form posts without a script (server/gateway/plain-login.ts). */
  loginSend: (back?: string) => `/login/send/${q({ back })}`,
} as const;
