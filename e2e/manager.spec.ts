/**
 * The managers' workspace (issue #20): a visitor's sample request reaches the Moscow manager's
 * queue; the manager logs in at /manager/, opens it, takes it in work and writes a note; a
 * buyer is kept out.
 */
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, demoBuyers, logIn } from './support/session';

let sent = 0;

async function sendSampleRequest(page: Page, fio: string): Promise<number> {
  sent += 1;
  const response = await page.request.post('/api/v1/catalog/sampleOrder/', {
    form: {
      fio,
      phone: '+7 (916) 555-12-34',
      email: 'vera@example.ru',
      consent: 'true',
      stock: 'msk',
      product_name: 'Футер петля, серый меланж',
    },
    headers: { 'x-forwarded-for': `10.77.${Date.now() % 250}.${sent}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

test('the Moscow manager logs in, opens a new request, takes it in work and adds a note', async ({
  page,
}) => {
  // Letters only (the form's rule for a name), unique per run: the digits of now as letters.
  const tag = [...String(Date.now()).slice(-6)].map((d) => 'абвгдежзик'[Number(d)]).join('');
  const fio = `Заявитель Тест${tag}`;
  const id = await sendSampleRequest(page, fio);

  await page.goto('/manager/');
  await expect(page.getByRole('heading', { name: 'Вход для сотрудников' })).toBeVisible();
  const robots = page.locator('meta[name="robots"]');
  await expect(robots).toHaveAttribute('content', /noindex/);
  await page.getByLabel('E-mail').fill('manager.msk@selvedge.local');
  await page.getByLabel('Пароль').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Войти' }).click();

  await expect(page.getByRole('heading', { name: 'Заявки' })).toBeVisible();
  // New requests are at the top; other tests send theirs meanwhile, so find ours by the search.
  await expect(page.getByRole('link', { name: `№${id}` })).toBeVisible();
  await page.getByLabel('Поиск по заявкам').fill(fio);
  await page.getByRole('button', { name: 'Показать' }).click();
  await expect(page).toHaveURL(/[?&]q=/);
  const firstRow = page.getByRole('row').nth(1);
  await expect(firstRow).toContainText(`№${id}`);
  await expect(firstRow).toContainText(fio);
  await expect(firstRow).toContainText('Новая');

  // The filtered list downloads as CSV for Excel: a BOM, a header and our request alone.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Скачать CSV' }).click(),
  ]);
  const csv = await readFile((await download.path())!);
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = csv.subarray(3).toString('utf8').trimEnd().split('\r\n');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`${id};`);
  expect(lines[1]).toContain(fio);

  await firstRow.getByRole('link', { name: `№${id}` }).click();
  await expect(page.getByRole('heading', { name: `Заявка №${id}` })).toBeVisible();
  await expect(page.getByText('Заявка получена, ответственный:')).toBeVisible();

  await page.getByRole('button', { name: 'Взять в работу' }).click();
  await expect(page.getByText('Статус: «Новая» → «В работе»')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ждём клиента' })).toBeVisible();

  await page.getByLabel('Заметка').fill('Позвонила, образцы отправим в пятницу');
  await page.getByRole('button', { name: 'Добавить заметку' }).click();
  await expect(page.getByText('Позвонила, образцы отправим в пятницу')).toBeVisible();
  await expect(page.getByLabel('Заметка')).toHaveValue('');

  // The queue shows it in work now, filtered by the status tab.
  await page.getByRole('link', { name: '← Все заявки' }).click();
  await page.getByRole('link', { name: /^В работе/ }).click();
  await expect(page).toHaveURL(/status=in_work/);
  await expect(page.getByRole('link', { name: `№${id}` })).toBeVisible();
});

test('a buyer is kept out of the workspace and its API', async ({ page }) => {
  await logIn(page, demoBuyers.individual);
  await page.goto('/manager/');
  await expect(
    page.getByRole('heading', { name: 'Раздел доступен только сотрудникам' }),
  ).toBeVisible();
  const answer = await page.request.get('/api/v1/manager/requests/');
  expect(answer.status()).toBe(403);
  expect(await answer.json()).toEqual({
    status: 'error',
    message: 'Раздел доступен только сотрудникам',
  });
});

/** Serious and critical axe violations, one line each (as e2e/a11y.spec.ts judges the shop). */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.waitForLoadState('load');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function logInAsStaff(page: Page, email: string) {
  const response = await page.request.post('/api/v1/manager/login/', {
    form: { login: email, password: DEMO_PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(200);
}

for (const width of ['desktop', '@mobile']) {
  test(`the queue and a card read well and pass axe (${width})`, async ({ page }) => {
    const id = await sendSampleRequest(page, 'Проверка Доступности');
    await page.goto('/manager/');
    expect(await seriousViolations(page), 'login').toEqual([]);
    await logInAsStaff(page, 'head@selvedge.local');
    await page.goto('/manager/?q=Проверка');
    await expect(page.getByRole('link', { name: `№${id}` })).toBeVisible();
    expect(await seriousViolations(page), 'queue').toEqual([]);
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow(), 'queue overflows the viewport').toBeLessThanOrEqual(0);
    await page.goto(`/manager/requests/${id}/`);
    await expect(page.getByRole('heading', { name: `Заявка №${id}` })).toBeVisible();
    expect(await seriousViolations(page), 'card').toEqual([]);
    expect(await overflow(), 'card overflows the viewport').toBeLessThanOrEqual(0);
  });
}

test('a staff session is sent from the buyers’ pages to the workspace', async ({ page }) => {
  await logInAsStaff(page, 'manager.spb@selvedge.local');
  await page.goto('/cart/');
  await expect(page).toHaveURL(/\/manager\/$/);
  await expect(page.getByRole('heading', { name: 'Заявки' })).toBeVisible();
  const basket = await page.request.get('/api/v1/basket/getBasket/');
  expect(basket.status()).toBe(403);
});
