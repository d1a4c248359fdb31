/**
 * Issue #35, the orders side: an order a buyer places in the browser reaches 1C's next query
 * exactly once, and the status 1C sends back shows in the buyer's history. 1C is played by a
 * request context that speaks the protocol as 1C does (HTTP Basic, then the cookie and `sessid`).
 */
import { expect, request, test } from '@playwright/test';
import { registerBuyer } from './support/session';
import { placeOrder } from './support/shop';

const EXCHANGE = '/bitrix/admin/1c_exchange.php';

async function as1c(baseURL: string) {
  const oneC = await request.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': `10.135.${process.pid % 250}.7` },
  });
  const login = await oneC.get(`${EXCHANGE}?type=sale&mode=checkauth`, {
    headers: {
      authorization: `Basic ${Buffer.from('1c@selvedge.local:Selvedge2026').toString('base64')}`,
    },
  });
  expect(login.status()).toBe(200);
  const [ok, name, value, sessid] = (await login.text()).split('\n');
  expect(ok).toBe('success');
  const headers = { cookie: `${name}=${value}` };
  const call = async (query: string, body?: string) => {
    const url = `${EXCHANGE}?type=sale&${query}&${sessid}`;
    const answer =
      body === undefined
        ? await oneC.get(url, { headers })
        : await oneC.post(url, { headers, data: body });
    return answer.text();
  };
  expect(await call('mode=init&version=2.08')).toMatch(/^zip=yes\nfile_limit=\d+/);
  return { call, dispose: () => oneC.dispose() };
}

const numbersIn = (xml: string) =>
  [...xml.matchAll(/<Номер>(\d+)<\/Номер>/g)].map((m) => Number(m[1]));

test('an order placed in the browser goes to 1C once, and the status 1C sends back shows in the history', async ({
  page,
  baseURL,
}) => {
  test.slow();
  const oneC = await as1c(baseURL!);
  // What was waiting before this test is 1C's already.
  await oneC.call('mode=query');
  await oneC.call('mode=success');

  await registerBuyer(page, 'onec');
  const order = await placeOrder(page);

  const first = await oneC.call('mode=query');
  expect(numbersIn(first)).toContain(order);
  expect(first).toContain('<ХозОперация>Заказ товара</ХозОперация>');
  expect(await oneC.call('mode=success')).toMatch(/^success/);
  expect(numbersIn(await oneC.call('mode=query'))).not.toContain(order);
  await oneC.call('mode=success');

  const back =
    '<?xml version="1.0" encoding="UTF-8"?>\n<КоммерческаяИнформация ВерсияСхемы="2.08" ДатаФормирования="2026-11-27T10:00:00">' +
    `<Документ><Ид>e1c-${order}</Ид><Номер>${order}</Номер><Дата>2026-11-27</Дата><ХозОперация>Заказ товара</ХозОперация>` +
    '<Роль>Продавец</Роль><Валюта>руб</Валюта><Курс>1</Курс><Сумма>1</Сумма><ЗначенияРеквизитов>' +
    '<ЗначениеРеквизита><Наименование>Дата отгрузки по 1С</Наименование><Значение>2026-11-27T09:00:00</Значение></ЗначениеРеквизита>' +
    '</ЗначенияРеквизитов></Документ></КоммерческаяИнформация>';
  expect(await oneC.call(`mode=file&filename=orders-${order}.xml`, back)).toMatch(/^success/);
  expect(await oneC.call(`mode=import&filename=orders-${order}.xml`)).toMatch(/^success/);
  await oneC.dispose();

  await page.goto('/user/history/');
  await expect(page.getByText(`№ ${order}`).first()).toBeVisible();
  await expect(page.getByText('Отгружен').first()).toBeVisible();
  // The change is 1C's, and the order's history says so.
  await page.getByText('Состав заказа').first().click();
  await expect(page.getByRole('row').filter({ hasText: 'Отгружен' }).first()).toContainText('1С');
});
