import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { quickOrderTexts } from '../lib/api/contract/quick-order';
import { fitQuantity } from '../lib/catalog/packing';
import { formatNumber } from '../lib/format/money';
import { hydrated } from './support/hydration';
import { companyFields, registerBuyer } from './support/session';
import { placeOrder } from './support/shop';

/**
 * Issue #34, items 13, 15 and 17 (the quick order's parts), walked as a buyer walks them at
 * 1440 px:
 * - the invoice of a private buyer (and of a company with a 200-character name) opened in the
 *   browser: the PDF is drawn by pdf.js with its text layer, as a PDF viewer shows it, so that
 *   'Покупатель (Заказчик):' and 'Основание:' have boxes on the page; they must not meet. A
 *   screenshot of each lands in test-results for the lead to look at;
 * - the quick order: '-5', '0' and '11.5 кг' get messages about the quantity; a file over 1 MB
 *   is refused under the shop's own 'Прикрепить файл' field and takes the previous file's
 *   preview with it.
 */

// --- The invoice in the browser -------------------------------------------------------------

/** pdf.js of the shop's own dependencies (pdf-parse reads the invoices with it in the tests). */
const pdfjsBuild = path.join(process.cwd(), 'node_modules', 'pdfjs-dist', 'build');
/** A page of the shop's origin that only this test answers (page.route): never the server. */
const VIEWER = '/__e2e__/invoice-viewer/';
/** 1.5 × A4's 595 pt: a page 893 px wide, as a viewer shows it in a 1440 px window. */
const SCALE = 1.5;

/**
 * A minimal PDF viewer: every page drawn on a canvas, with pdf.js's text layer over it (the
 * transparent, positioned text a viewer selects and searches). The text layer's rules are
 * those of pdfjs-dist/web/pdf_viewer.css that position it.
 */
const viewerHtml = (invoiceUrl: string) => `<!doctype html>
<html lang="ru">
<head>
<meta charset="utf-8">
<title>Счёт</title>
<style>
  body { margin: 0; background: #525659; }
  main { display: grid; justify-content: center; gap: 16px; padding: 16px; }
  .page {
    position: relative; background: #fff; box-shadow: 0 1px 4px rgb(0 0 0 / 50%);
    --scale-factor: ${SCALE}; --user-unit: 1;
    --total-scale-factor: calc(var(--scale-factor) * var(--user-unit));
    --scale-round-x: 1px; --scale-round-y: 1px;
  }
  .page canvas { display: block; width: 100%; height: 100%; }
  .textLayer {
    position: absolute; inset: 0; overflow: clip; line-height: 1; text-size-adjust: none;
    forced-color-adjust: none; transform-origin: 0 0; z-index: 0;
  }
  .textLayer :is(span, br) {
    color: transparent; position: absolute; white-space: pre; transform-origin: 0% 0%;
  }
</style>
</head>
<body>
<main id="pages"></main>
<script type="module">
  try {
    const pdfjs = await import('./pdf.mjs');
    // pdf.js on the page's own thread (its "fake worker"): no worker script to serve.
    globalThis.pdfjsWorker = await import('./pdf.worker.mjs');
    const response = await fetch(${JSON.stringify(invoiceUrl)});
    if (!response.ok) throw new Error('invoice: ' + response.status);
    const data = new Uint8Array(await response.arrayBuffer());
    const pdf = await pdfjs.getDocument({ data }).promise;
    for (let n = 1; n <= pdf.numPages; n += 1) {
      const page = await pdf.getPage(n);
      const viewport = page.getViewport({ scale: ${SCALE} });
      const sheet = document.createElement('section');
      sheet.className = 'page';
      sheet.dataset.page = String(n);
      sheet.style.width = viewport.width + 'px';
      sheet.style.height = viewport.height + 'px';
      const canvas = document.createElement('canvas');
      canvas.width = Math.ceil(viewport.width);
      canvas.height = Math.ceil(viewport.height);
      const layer = document.createElement('div');
      layer.className = 'textLayer';
      sheet.append(canvas, layer);
      document.getElementById('pages').append(sheet);
      await page.render({ canvas, viewport }).promise;
      await new pdfjs.TextLayer({
        textContentSource: page.streamTextContent(),
        container: layer,
        viewport,
      }).render();
    }
    document.body.dataset.state = 'ready';
  } catch (error) {
    document.body.dataset.error = String((error && error.stack) || error);
    document.body.dataset.state = 'failed';
  }
</script>
</body>
</html>`;

/** Opens the invoice at `invoiceUrl` (the shop's, with the buyer's cookies) in the viewer. */
async function openInvoice(page: Page, invoiceUrl: string) {
  await page.route(new RegExp(`^[^?#]*${VIEWER}`), async (route) => {
    const name = new URL(route.request().url()).pathname.slice(VIEWER.length);
    if (name === '')
      return route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: viewerHtml(invoiceUrl),
      });
    if (name === 'pdf.mjs' || name === 'pdf.worker.mjs')
      return route.fulfill({
        contentType: 'text/javascript; charset=utf-8',
        body: await readFile(path.join(pdfjsBuild, name)),
      });
    return route.fulfill({ status: 404, body: '' });
  });
  await page.goto(VIEWER);
  const body = page.locator('body');
  await expect(body).toHaveAttribute('data-state', /ready|failed/, { timeout: 20_000 });
  expect(await body.getAttribute('data-error'), 'pdf.js drew the invoice').toBeNull();
  await expect(page.locator('.textLayer span').first()).toBeAttached();
}

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(target: Locator): Promise<Box> {
  await expect(target).toHaveCount(1);
  const box = await target.boundingBox();
  expect(box, 'the text has a box on the page').not.toBeNull();
  return box!;
}

const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A piece of the invoice's text layer that is exactly `text` (spaces around aside). */
const textPiece = (page: Page, text: string) =>
  page.locator('.textLayer span').filter({ hasText: new RegExp(`^\\s*${escaped(text)}\\s*$`) });

/**
 * The buyer's block ('Покупатель (Заказчик):' and the buyer's lines) and the row 'Основание:'
 * do not overlap: '(Заказчик):' against 'Основание:', and every piece of text from 'Покупатель'
 * down to the basis against the basis row.
 */
async function expectBuyerClearOfBasis(page: Page) {
  const customer = await boxOf(textPiece(page, '(Заказчик):'));
  const basis = await boxOf(textPiece(page, 'Основание:'));
  expect(
    intersects(customer, basis),
    `'(Заказчик):' ${JSON.stringify(customer)} and 'Основание:' ${JSON.stringify(basis)}`,
  ).toBe(false);
  expect(basis.y, "'Основание:' starts below '(Заказчик):'").toBeGreaterThanOrEqual(
    customer.y + customer.height,
  );

  const top = (await boxOf(textPiece(page, 'Покупатель'))).y;
  const basisRow = page.locator('.textLayer span').filter({ hasText: /^Заказ № \d+ от / });
  const row = [basis, await boxOf(basisRow)];
  const pieces = page.locator('.textLayer span');
  for (let i = 0; i < (await pieces.count()); i += 1) {
    const piece = await pieces.nth(i).boundingBox();
    if (!piece || piece.y < top - 1 || piece.y >= basis.y - 1) continue;
    const text = await pieces.nth(i).textContent();
    for (const cell of row)
      expect(intersects(piece, cell), `«${text}» overlaps the row 'Основание:'`).toBe(false);
  }
}

async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  const file = testInfo.outputPath(name);
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

/** The invoice link of order `orderId` in the buyer's history, as the buyer finds it. */
async function invoiceLinkOf(page: Page, orderId: number): Promise<string> {
  await page.goto('/user/history/');
  const link = page.getByRole('link', {
    name: `Скачать счёт на оплату заказа № ${orderId} (PDF)`,
  });
  await expect(link).toBeVisible();
  return (await link.getAttribute('href'))!;
}

/** A new company buyer named `companyName`, with a long legal address. */
const registerCompany = (page: Page, companyName: string) =>
  registerBuyer(
    page,
    'invoice-company',
    companyFields(
      companyName,
      '153002, Ивановская область, г. Иваново, ул. Лежневская, д. 138, корпус 4, помещение 17',
    ),
  );

test.describe('the invoice (issue #34 item 13)', () => {
  test("a private buyer's invoice: '(Заказчик):' and 'Основание:' do not overlap", async ({
    page,
  }, testInfo) => {
    test.slow();
    await registerBuyer(page, 'invoice');
    const orderId = await placeOrder(page, { payment: 'invoice' });
    await openInvoice(page, await invoiceLinkOf(page, orderId));
    await expect(
      page.locator('.textLayer span').filter({ hasText: /^Покупатель Проверочный, тел\. / }),
    ).toHaveCount(1);
    await screenshot(page, testInfo, 'invoice-private-1440.png');
    await expectBuyerClearOfBasis(page);
  });

  test("a company's invoice with a 200-character name wraps it clear of 'Основание:'", async ({
    page,
  }, testInfo) => {
    test.slow();
    const name =
      'ООО «Ивановская текстильная мануфактура, швейное производство и оптовая торговля ' +
      'трикотажным полотном, фурнитурой и нитками для ателье, мастерских и домов моды ' +
      'Центрального федерального округа России»';
    expect(name).toHaveLength(200);
    await registerCompany(page, name);
    const orderId = await placeOrder(page, { payment: 'invoice' });
    await openInvoice(page, await invoiceLinkOf(page, orderId));
    await expect(page.locator('.textLayer')).toContainText('ООО «Ивановская текстильная');
    await screenshot(page, testInfo, 'invoice-company-1440.png');
    await expectBuyerClearOfBasis(page);
  });
});

// --- The quick order ------------------------------------------------------------------------

interface Card {
  id: number;
  article?: string | null;
  color: string;
  packing: { stepKg: number };
  quantity: number;
}

/** A product of the buyer's warehouse with an article and more than 12 kg in stock. */
async function productWithArticle(page: Page): Promise<Card & { article: string }> {
  const basket = await page.request.get('/api/v1/basket/getBasket');
  const { data } = (await basket.json()) as { data: { store: { xml: string } } };
  const list = await page.request.get(
    `/api/v1/catalog/getList?stockCode=${data.store.xml}&perPage=60`,
  );
  const body = (await list.json()) as { data: { catalog_list: { elements: Card[] } } };
  const card = body.data.catalog_list.elements.find(
    (c) => c.article && c.quantity >= Math.max(12, c.packing.stepKg * 3),
  );
  expect(card, 'a product with an article and stock').toBeDefined();
  return card as Card & { article: string };
}

/**
 * What the quick order says of '11.5 кг' of the product `line` names: the counter's rule
 * (lib/catalog/packing.ts) in the quick order's words, for the step and stock of the product the
 * shop matched (its own preview says which: two products may share an article and a colour).
 */
async function elevenAndAHalf(page: Page, line: string): Promise<string> {
  const answer = await page.request.post('/api/v1/basket/quickOrder/preview', {
    form: { text: line },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const { data } = (await answer.json()) as {
    data: { lines: { step: number | null; available: number | null }[] };
  };
  const step = data.lines[0]!.step!;
  const stock = data.lines[0]!.available!;
  const fit = fitQuantity(11.5, { stepKg: step, stockKg: stock });
  const kg = (n: number) => formatNumber(n, 3);
  const why =
    fit.change === 'below-step'
      ? quickOrderTexts.fitBelowStep(kg(step))
      : fit.change === 'stock'
        ? quickOrderTexts.fitStock(kg(stock))
        : quickOrderTexts.fitStep(kg(step));
  return quickOrderTexts.fitted('11,5', kg(fit.kg), why);
}

async function openQuickOrder(page: Page) {
  await page.goto('/cart/');
  const heading = page.getByRole('heading', { level: 2, name: 'Быстрый заказ' });
  const toggle = await hydrated(heading.getByRole('button', { name: 'Быстрый заказ' }));
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return page.getByRole('region', { name: 'Быстрый заказ' });
}

test.describe('the quick order (issue #34 items 15 and 17)', () => {
  test("'-5', '0' and '11.5 кг' get messages about the quantity, naming the line", async ({
    page,
  }, testInfo) => {
    await registerBuyer(page, 'quick-kg');
    const card = await productWithArticle(page);
    const panel = await openQuickOrder(page);
    // The heading is the toggle (openQuickOrder): one control named 'Быстрый заказ', no second.
    await expect(page.getByRole('button', { name: /быстрый заказ/i })).toHaveCount(1);
    await panel
      .getByLabel('Строки заказа')
      .fill(
        [
          `${card.article} ${card.color} -5`,
          `${card.article} ${card.color} 0`,
          `${card.article} ${card.color} 11.5 кг`,
        ].join('\n'),
      );
    await panel.getByRole('button', { name: 'Проверить' }).click();
    const preview = page.getByRole('region', { name: 'Что будет добавлено' });
    const rows = preview.getByRole('row');
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(1)).toContainText(
      'Строка 1: количество должно быть больше нуля, а указано «-5»',
    );
    await expect(rows.nth(2)).toContainText(
      'Строка 2: количество должно быть больше нуля, а указано «0»',
    );
    const expected = await elevenAndAHalf(page, `${card.article} ${card.color} 11,5 кг`);
    await expect(rows.nth(3)).toContainText(expected.replace(/[\u00a0\u202f]/g, ' '));
    for (const row of [rows.nth(1), rows.nth(2)]) await expect(row).not.toContainText('нет цвета');
    await screenshot(page, testInfo, 'quick-order-quantities-1440.png');
  });

  test("the file field is the shop's 'Прикрепить файл'; a file over 1 MB is refused and leaves no stale preview", async ({
    page,
  }, testInfo) => {
    await registerBuyer(page, 'quick-file');
    const card = await productWithArticle(page);
    const panel = await openQuickOrder(page);
    // The shop's field in Russian, not the browser's 'Choose File / No file chosen'.
    const attach = panel.getByRole('button', { name: 'Прикрепить файл' });
    await expect(attach).toBeVisible();
    const input = panel.getByLabel(/^Файл CSV или XLSX/);
    await expect(input).toHaveAttribute('type', 'file');
    const control = await input.boundingBox();
    expect(control === null || (control.width <= 1 && control.height <= 1)).toBe(true);

    // A good file, checked: its preview.
    await input.setInputFiles({
      name: 'zakaz.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        `Артикул;Цвет;Кг\n${card.article};${card.color};${card.packing.stepKg}\n`,
      ),
    });
    await expect(panel.getByText('zakaz.csv')).toBeVisible();
    await panel.getByRole('button', { name: 'Проверить' }).click();
    const preview = page.getByRole('region', { name: 'Что будет добавлено' });
    await expect(preview).toBeVisible();
    await expect(preview).toContainText(card.article);

    // A file over 1 MB: refused on choosing, under the field, and nothing of the first is left.
    let sent = 0;
    page.on('request', (request) => {
      if (request.url().includes('/quickOrder/preview')) sent += 1;
    });
    await input.setInputFiles({
      name: 'bolshoy.csv',
      mimeType: 'text/csv',
      buffer: Buffer.alloc(1024 * 1024 + 1, 'a'),
    });
    const refusal = panel.getByRole('alert');
    await expect(refusal).toHaveText(quickOrderTexts.tooLarge);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(preview).toHaveCount(0);
    await expect(panel.getByText('zakaz.csv')).toHaveCount(0);
    await expect(panel.getByText('bolshoy.csv')).toHaveCount(0);
    await expect(panel.getByRole('button', { name: 'Прикрепить файл' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Проверить' })).toBeDisabled();
    // The refusal sits under the file field, above the buttons.
    const refusalBox = await boxOf(refusal);
    const checkBox = await boxOf(panel.getByRole('button', { name: 'Проверить' }));
    expect(refusalBox.y).toBeLessThan(checkBox.y);
    expect(sent, 'nothing was sent for the refused file').toBe(0);
    await screenshot(page, testInfo, 'quick-order-file-refused-1440.png');
  });
});
