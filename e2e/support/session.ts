/**
 * Logged-in end-to-end tests: `await logIn(page, { email, password })` logs in through the API
 * from the page's own context, so the session cookies (httpOnly `tokens`, readable
 * `session_auth`) land in the browser exactly as after the login modal; then go on with
 * `page.goto(...)`. Seeded demo buyers: see `demoBuyers`.
 */
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Selvedge2026';
export const demoBuyers = {
  individual: { email: 'buyer@selvedge.local', password: DEMO_PASSWORD },
  company: { email: 'company@selvedge.local', password: DEMO_PASSWORD },
} as const;

let logins = 0;

/**
 * A client address of a login of its own: logins count against their address (30 in 15 min),
 * and a real deployment sees each person's own (the brief: never a weaker limit).
 */
const loginAddress = () =>
  `10.${(process.pid % 200) + 20}.${230 + (++logins % 20)}.${Math.floor(Math.random() * 250) + 1}`;

export async function logIn(page: Page, credentials: { email: string; password: string }) {
  const response = await page.request.post('/api/v1/user/login/', {
    form: { login: credentials.email, password: credentials.password },
    headers: { 'x-forwarded-for': loginAddress() },
  });
  expect(response.status(), await response.text()).toBe(200);
  const cookies = await page.context().cookies();
  expect(cookies.some((c) => c.name === 'tokens' && c.httpOnly)).toBe(true);
}

/** Logs staff in through the workspace's own login call (a buyer's login refuses staff). */
export async function logInAsStaff(page: Page, email: string) {
  const response = await page.request.post('/api/v1/manager/login/', {
    form: { login: email, password: DEMO_PASSWORD },
    headers: { 'x-forwarded-for': loginAddress() },
  });
  expect(response.status(), await response.text()).toBe(200);
}

export async function logOut(page: Page) {
  await page.request.get('/api/v1/user/logout/');
}

/** Whether the browser's session sees prices: the catalogue list carries them only for buyers. */
export async function seesPrices(page: Page): Promise<boolean> {
  const response = await page.request.get('/api/v1/catalog/getList/?perPage=5');
  expect(response.ok()).toBe(true);
  return /"price"/.test(await response.text());
}

let registered = 0;

/**
 * A new private buyer of the first warehouse, registered through the API from its own client
 * address (each test its own, as a real deployment would see it) and logged in: a test that
 * changes a cart or places orders owns its buyer. With `company` (INN, name, address, OGRN as
 * the registration takes them) a company buyer instead.
 */
export async function registerBuyer(page: Page, tag: string, company?: Record<string, string>) {
  registered += 1;
  const unique = `${Date.now().toString(36)}${process.pid}${registered}`;
  const address = `10.${(process.pid % 200) + 20}.${registered % 250}.${Math.floor(Math.random() * 250) + 1}`;
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': address });
  const email = `${tag}.${unique}@example.ru`;
  const stores = await page.request.get('/api/v1/user/getStoreIdXmlName/');
  const [first] = ((await stores.json()) as { data: { STOCK_ID: number | string }[] }).data;
  const kind = company ? 'registrationLegal' : 'registrationIndividual';
  const response = await page.request.post(`/api/v1/user/${kind}/`, {
    form: {
      fio: 'Покупатель Проверочный',
      personal_phone: '+7 (912) 345-67-89',
      email,
      password: DEMO_PASSWORD,
      password2: DEMO_PASSWORD,
      stock: String(first!.STOCK_ID),
      managerCheck: 'false',
      ...company,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  await logIn(page, { email, password: DEMO_PASSWORD });
  return { email, password: DEMO_PASSWORD, address };
}

/** A valid random ИНН of a company (10 digits, its check digit). */
function companyInn(): string {
  const digits = Array.from({ length: 9 }, (_, i) =>
    i === 0 ? 1 + Math.floor(Math.random() * 9) : Math.floor(Math.random() * 10),
  );
  const weights = [2, 4, 10, 3, 5, 9, 4, 6, 8];
  const check = (digits.reduce((sum, d, i) => sum + d * weights[i]!, 0) % 11) % 10;
  return [...digits, check].join('');
}

/** A valid random ОГРН (13 digits, its check digit). */
function companyOgrn(): string {
  const head = `1${Array.from({ length: 11 }, () => Math.floor(Math.random() * 10)).join('')}`;
  return `${head}${Number(BigInt(head) % 11n) % 10}`;
}

/** The company fields registerBuyer takes: a new company of that name and address. */
export function companyFields(name: string, address: string): Record<string, string> {
  return {
    inn: companyInn(),
    company_name: name,
    company_address: address,
    company_ogrn: companyOgrn(),
  };
}
