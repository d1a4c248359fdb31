/**
 * The shop's pages are valid HTML (issue #36): the Nu HTML Checker, the W3C validator, finds no
 * error in the main pages as the server sends them — home, the catalogue, a section, a product,
 * search results, contacts, about, a vacancy, the press centre and an article, a buyers page —
 * to a visitor and to a logged-in buyer, nor in the buyer's cart and account pages. The pages'
 * section, product, vacancy, article and buyers page are the seeded ones the API lists.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { routes } from '../lib/routes';
import { describeHtmlErrors, htmlErrors, type ServedPage } from './support/html-checker';
import { companyFields, registerBuyer } from './support/session';
import { placeOrder, productInStock } from './support/shop';

/** The `data` of an API call's answer. */
async function apiData<T>(request: APIRequestContext, call: string): Promise<T> {
  const response = await request.get(`/api/v1${call}`);
  expect(response.status(), call).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** The main pages of the issue, the seeded section, product, vacancy, article and buyers page. */
async function mainPages(request: APIRequestContext): Promise<string[]> {
  const [sections, products, vacancies, press, buyers] = await Promise.all([
    apiData<{ sectionList: { menu: { id: number; elementCount: number; page_url: string }[] } }>(
      request,
      '/catalog/getSectionsList/',
    ),
    apiData<{ catalog_list: { elements: { title: string; detail_url: string }[] } }>(
      request,
      '/catalog/getList/?perPage=1',
    ),
    apiData<{ vacancies: { detail_url: string }[] }>(request, '/career/getVacancies/'),
    apiData<{ items: { detail_url: string }[] }>(request, '/press-center/getList/?perPage=1'),
    apiData<{ menu: { link: string }[] }>(request, '/through_blocks/getForBuyersMenu/'),
  ]);
  // A real section (not the virtual 'Все полотна') with products in it.
  const section = sections.sectionList.menu.find((s) => s.id > 0 && s.elementCount > 0);
  const [product] = products.catalog_list.elements;
  const [vacancy] = vacancies.vacancies;
  const [article] = press.items;
  const [buyersPage] = buyers.menu;
  for (const [what, found] of Object.entries({ section, product, vacancy, article, buyersPage }))
    expect(found, `a seeded ${what}`).toBeDefined();
  // Search results for a word of that product's name: a page with cards.
  const word = product!.title.split(/\s+/)[0]!.toLowerCase();
  return [
    routes.home(),
    routes.catalog(),
    section!.page_url,
    product!.detail_url,
    routes.searchResult(word),
    routes.contacts(),
    routes.about(),
    vacancy!.detail_url,
    routes.pressCenter(),
    article!.detail_url,
    buyersPage!.link,
  ];
}

/**
 * The page at `address` as `request` is served it: it must be the page itself, with a 200, not
 * where a redirect would lead (a guarded page sends a visitor elsewhere).
 */
async function served(
  request: APIRequestContext,
  address: string,
  who: string,
): Promise<ServedPage> {
  const response = await request.get(address);
  const label = `${address} (${who})`;
  expect(response.status(), label).toBe(200);
  expect(new URL(response.url()).pathname, label).toBe(new URL(address, 'http://shop').pathname);
  return { address: label, html: await response.text() };
}

test.describe('valid HTML (issue #36)', () => {
  // About thirty pages fetched and one run of the checker (a Java program) over them all.
  test.describe.configure({ timeout: 180_000 });

  test('the checker finds no error in the main pages, the cart and the account', async ({
    page,
    request,
  }) => {
    const pages = await mainPages(request);
    const checked: ServedPage[] = [];
    for (const address of pages) checked.push(await served(request, address, 'a visitor'));

    // A company buyer (every account page is theirs, the company's data too) with an order in
    // the history, a product in the cart and one in the favourites: the pages with their lists.
    await registerBuyer(
      page,
      'html',
      companyFields('ООО «Ровная кромка»', '153002, г. Иваново, ул. Лежневская, д. 138'),
    );
    await placeOrder(page, { payment: 'invoice' });
    const card = await productInStock(page);
    const added = await page.request.post('/api/v1/basket/addItemsToBasket/', {
      form: { product_id: String(card.id), quantity: String(card.packing.stepKg) },
    });
    expect(added.status(), await added.text()).toBe(200);
    const favourite = await page.request.post('/api/v1/personalAccountFavorites/addFavorites/', {
      form: { product_id: String(card.id) },
    });
    expect(favourite.status(), await favourite.text()).toBe(200);

    const buyerPages = [
      ...pages,
      routes.cart(),
      routes.user(),
      routes.userCompany(),
      routes.userFavourites(),
      routes.userHistory(),
      routes.userManager(),
    ];
    for (const address of buyerPages) checked.push(await served(page.request, address, 'a buyer'));

    const errors = await htmlErrors(checked);
    expect(describeHtmlErrors(errors), `${errors.length} HTML errors`).toEqual([]);
  });
});
