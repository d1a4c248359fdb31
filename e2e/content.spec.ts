/**
 * The content pages, the home page's preloader and the request forms (issue #9): every page
 * renders its API content with a 200, the preloader shows once per session on home only, a
 * sample request with a file reaches the manager's mail, and contacts without a map key list
 * the places with a "Показать на карте" link each. Issue 17's looks: grids whose rows fill or
 * centre, pictures no two places share, years never grouped, texts the shop keeps.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { hydrated } from './support/hydration';
import { openWith, withLiveForm } from './support/open';
import { outboxMails } from './support/outbox';

/** A part of the client addresses of this run: a rerun within the rate window is a new client. */
const run = Date.now() % 250;

async function blockTitle(request: APIRequestContext, call: string): Promise<string> {
  const response = await request.get(`/api/v1${call}/`);
  expect(response.status(), call).toBe(200);
  return ((await response.json()) as { data: { block: { title: string } } }).data.block.title;
}

async function firstCode(request: APIRequestContext, call: string, key: string) {
  const body = (await (await request.get(`/api/v1${call}`)).json()) as {
    data: Record<string, { code: string; title: string }[]>;
  };
  return body.data[key]![0]!;
}

/** Skips the preloader: these tests are about the pages under it. */
async function withoutPreloader(page: Page) {
  await page.context().addCookies([
    {
      name: 'disable-preloader',
      value: '1',
      url: test.info().project.use.baseURL ?? 'http://127.0.0.1:3100',
    },
  ]);
}

test.describe('content pages', () => {
  const pages: [path: string, call: string][] = [
    ['/', '/main_page/getMainTrust'],
    ['/about/', '/about_company/getCompanyContent'],
    ['/manufacture/', '/about_production/getUniqueEquipment'],
    ['/tailoring/', '/tailoring/getAssortment'],
    ['/custom-design/', '/individual_order/getWhatAreWeDoing'],
    ['/career/', '/career/getWorkingConditions'],
    ['/career/internship/', '/career_students/getPracticeForStudents'],
    ['/career/vacancy/', '/vacancies/getBanner'],
  ];
  for (const [pagePath, call] of pages) {
    test(`${pagePath} renders its blocks from ${call}`, async ({ page, request }) => {
      await withoutPreloader(page);
      const title = await blockTitle(request, call);
      const response = await page.goto(pagePath);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    });
  }

  test('vacancies: sections filter the list and a vacancy opens with its description', async ({
    page,
    request,
  }) => {
    const sections = (
      (await (await request.get('/api/v1/career/getVacanciesSection/')).json()) as {
        data: { sections: { title: string; count: number }[] };
      }
    ).data.sections;
    await page.goto('/career/vacancy/');
    const nav = page.getByRole('navigation', { name: 'Направления' });
    await nav.getByRole('link', { name: new RegExp(sections[0]!.title) }).click();
    await expect(page).toHaveURL(/section=/);
    const list = page.getByRole('region', { name: 'Открытые вакансии' });
    await expect(list.getByRole('heading', { level: 2 })).toHaveCount(
      Math.min(6, sections[0]!.count),
    );
    const first = list.getByRole('heading', { level: 2 }).first();
    const name = (await first.textContent())!;
    await first.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Обязанности' })).toBeVisible();
  });

  test('press centre pages its publications and opens one', async ({ page, request }) => {
    const item = await firstCode(request, '/press-center/getList/?perPage=9', 'items');
    const response = await page.goto('/press-center/');
    expect(response?.status()).toBe(200);
    const list = page.getByRole('region', { name: 'Все публикации' });
    await expect(list.getByRole('heading', { level: 2 })).toHaveCount(9);
    await page
      .getByRole('navigation', { name: 'Страницы' })
      .getByRole('link', { name: 'Страница 2' })
      .click();
    await expect(page).toHaveURL(/PAGEN_1=2/);
    await expect(list.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(list.getByRole('link', { name: item.title })).toHaveCount(0);
    const detail = await page.goto(`/press-center/${item.code}/`);
    expect(detail?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: item.title })).toBeVisible();
    expect((await page.goto('/press-center/net-takoj-novosti/'))?.status()).toBe(404);
  });

  test('buyers pages have their text and the menu; the policy has its own address too', async ({
    page,
  }) => {
    await page.goto('/buyers/oplata_i_dostavka/');
    const menu = page.getByRole('navigation', { name: 'Покупателям' });
    await expect(menu.getByRole('link', { name: 'Оплата и доставка' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await menu.getByRole('link', { name: 'Возврат' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Возврат' })).toBeVisible();
    const policy = await page.goto('/politika_konfidentsialnosti/');
    expect(policy?.status()).toBe(200);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Политика конфиденциальности' }),
    ).toBeVisible();
  });

  test('contacts without a map key list every place with its address and a map link', async ({
    page,
    request,
  }) => {
    const contacts = (
      (await (await request.get('/api/v1/through_blocks/getContactAll/')).json()) as {
        data: {
          contacts: { title: string; address: string; latitude: number; longitude: number }[];
        };
      }
    ).data.contacts;
    await page.goto('/contacts/');
    await expect(page.getByRole('region', { name: 'Фабрика и склады на карте' })).toHaveCount(0);
    const list = page.getByRole('list', { name: 'Адреса фабрики и складов' });
    for (const card of contacts) {
      const item = list
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: card.title }) });
      await expect(item).toContainText(card.address);
      // Bare coordinates told a visitor nothing: each place links to Yandex Maps instead.
      const map = item.getByRole('link', { name: `Показать на карте: ${card.title}` });
      await expect(map).toHaveText('Показать на карте');
      await expect(map).toHaveAttribute(
        'href',
        `https://yandex.ru/maps/?pt=${card.longitude},${card.latitude}&z=16&l=map`,
      );
      if (!Number.isInteger(card.latitude))
        await expect(item).not.toContainText(
          card.latitude.toLocaleString('ru-RU', { maximumFractionDigits: 6 }),
        );
    }
    const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
    expect(JSON.parse(jsonLd!)['@type']).toBe('Organization');
  });

  test('sitemap.xml lists the pages, publications and vacancies; robots.txt points to it', async ({
    request,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const p of [
      '/about/',
      '/contacts/',
      '/buyers/vozvrat/',
      '/press-center/itogi-goda/',
      '/career/vacancy/kolorist/',
    ]) {
      expect(sitemap).toContain(p);
    }
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Sitemap:');
    // The answers to forms and the login posted without a script are no pages to index.
    expect(robots).toContain('Disallow: /forms/');
    expect(robots).toContain('Disallow: /login/');
    expect(sitemap).not.toContain('/forms/');
  });
});

test.describe('every content page', () => {
  /** The content routes of the route table (storefront.md §2), with a sample {id}. */
  const routes = [
    '/',
    '/about/',
    '/manufacture/',
    '/tailoring/',
    '/custom-design/',
    '/career/',
    '/career/internship/',
    '/career/vacancy/',
    '/career/vacancy/kolorist/',
    '/press-center/',
    '/press-center/itogi-goda/',
    '/buyers/usloviya_zakaza/',
    '/buyers/oplata_i_dostavka/',
    '/buyers/etapy_sotrudnichestva/',
    '/buyers/politika_konfidentsialnosti/',
    '/buyers/vozvrat/',
    '/politika_konfidentsialnosti/',
    '/contacts/',
  ];

  test('answers 200 with its heading, the getSeo title, a canonical address and Open Graph', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await withoutPreloader(page);
    for (const route of routes) {
      const seo = (
        (await (await request.get(`/api/v1/seoTags/getSeo/?page=${route}`)).json()) as {
          data: { title: string; h1: string };
        }
      ).data;
      const response = await page.goto(route);
      expect(response?.status(), route).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }), route).toBeVisible();
      if (seo.title) await expect(page, route).toHaveTitle(seo.title);
      if (seo.h1) await expect(page.getByRole('heading', { level: 1 }), route).toHaveText(seo.h1);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      // The policy's second address names the buyers page as the one to index.
      const canonicalPath =
        route === '/politika_konfidentsialnosti/' ? '/buyers/politika_konfidentsialnosti/' : route;
      expect(new URL(canonical!).pathname, route).toBe(canonicalPath);
      const og = (property: string) =>
        page.locator(`meta[property="og:${property}"]`).getAttribute('content');
      expect(await og('title'), route).toBeTruthy();
      expect(await og('url'), route).toBe(canonical);
      expect(await og('locale'), route).toBe('ru_RU');
    }
  });

  test('Organization JSON-LD is on home and contacts', async ({ page }) => {
    await withoutPreloader(page);
    for (const route of ['/', '/contacts/']) {
      await page.goto(route);
      const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
      expect(JSON.parse(jsonLd!)['@type'], route).toBe('Organization');
    }
  });
});

test.describe('home page media and motion', () => {
  test('the main slider moves with next and previous once Swiper takes over', async ({ page }) => {
    await withoutPreloader(page);
    await page.goto('/');
    const slider = page.getByRole('region', { name: 'Главные предложения' });
    const slides = slider.locator('.swiper-slide');
    await expect(slides).toHaveCount(3);
    // The first slide and its picture are in the server HTML.
    await expect(slides.first().locator('img')).toHaveAttribute('fetchpriority', 'high');

    // The first click counts (before Swiper arrives it waits for it): made once React has the
    // button, for a click before hydration would do nothing at all.
    const next = await hydrated(slider.getByRole('button', { name: 'Следующий слайд' }));
    await next.click();
    await expect(slider).toHaveClass(/swiper-initialized/);
    await expect(slides.nth(1)).toHaveClass(/swiper-slide-active/);
    await expect(slider.getByRole('button', { name: 'Слайд 2 из 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await slider.getByRole('button', { name: 'Следующий слайд' }).click();
    await expect(slides.nth(2)).toHaveClass(/swiper-slide-active/);
    await slider.getByRole('button', { name: 'Предыдущий слайд' }).click();
    await expect(slides.nth(1)).toHaveClass(/swiper-slide-active/);
    await page.keyboard.press('ArrowLeft');
    await expect(slides.first()).toHaveClass(/swiper-slide-active/);
  });

  test('a video plays only while in view', async ({ page }) => {
    await withoutPreloader(page);
    await page.goto('/');
    const video = page.locator('#getMainCompany video');
    await video.scrollIntoViewIfNeeded();
    await expect(video.locator('source')).toHaveAttribute('src', '/video/knitting.webm');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await video.scrollIntoViewIfNeeded();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true);
  });

  test('under reduced motion a video waits for the visitor to play it', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await withoutPreloader(page);
    await page.goto('/');
    const video = page.locator('#getMainCompany video');
    await video.scrollIntoViewIfNeeded();
    await expect(video).toHaveAttribute('controls');
    // Well past the 100 ms start delay, it is still waiting.
    await page.waitForTimeout(500);
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await video.evaluate((v: HTMLVideoElement) => v.play());
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true);
  });

  test('gsap is fetched only when the first animated block nears the viewport', async ({
    page,
  }) => {
    await withoutPreloader(page);
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push(response.text().catch(() => ''));
    });
    const hasGsap = async () =>
      (await Promise.all(scripts)).some((code) => code.includes('scrollerProxy'));
    await page.goto('/', { waitUntil: 'networkidle' });
    expect(await hasGsap()).toBe(false);
    // Scrolled on until a block comes up: the first wheel may land before the page has hydrated
    // (a page from the cache arrives sooner than its scripts run), and then nothing watched it.
    await expect
      .poll(async () => {
        await page.mouse.wheel(0, 600);
        return hasGsap();
      })
      .toBe(true);
  });
});

test.describe('the preloader', () => {
  test('shows on the first home page of a session, then never again; never elsewhere', async ({
    page,
  }) => {
    await page.goto('/about/');
    await expect(page.getByTestId('preloader')).toHaveCount(0);

    await page.goto('/');
    const preloader = page.getByTestId('preloader');
    await expect(preloader).toBeAttached();
    // The content is there beneath it from the start.
    await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
    await expect(preloader).toHaveCount(0, { timeout: 6_000 });
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'disable-preloader')?.value).toBe('1');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('preloader')).toHaveCount(0);
  });

  test('its logo is 213×279 on a desktop and 128×166 on a phone (storefront.md §9)', async ({
    browser,
  }) => {
    for (const [width, size] of [
      [1440, { width: 213, height: 279 }],
      [360, { width: 128, height: 166 }],
    ] as const) {
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      const page = await context.newPage();
      // Measured while it is up: it leaves about 2.5 s after the page comes alive.
      await page.goto('/', { waitUntil: 'commit' });
      const logo = page.getByTestId('preloader').locator('svg');
      await expect
        .poll(
          async () => {
            const box = await logo.boundingBox();
            return box && { width: Math.round(box.width), height: Math.round(box.height) };
          },
          { message: `${width} px` },
        )
        .toEqual(size);
      await context.close();
    }
  });

  test('a search engine gets the home page without it', async ({ browser }) => {
    const context = await browser.newContext({
      userAgent: 'Mozilla/5.0 (compatible; YandexBot/3.0)',
    });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('preloader')).toHaveCount(0);
    await context.close();
  });
});

test.describe('request forms', () => {
  test('a sample request with a file reaches the warehouse manager with the file attached', async ({
    page,
  }) => {
    // A whole walk with a file, the consent and the mail: slow on two busy cores.
    test.slow();
    await withoutPreloader(page);
    const before = (await outboxMails()).length;
    // As a visitor asks for it: 'Заказать образец' on a product page.
    await page.goto('/catalog/futer/');
    await page.getByRole('article').first().getByRole('heading').getByRole('link').click();
    const dialog = await withLiveForm(
      await openWith(
        page.getByRole('button', { name: 'Заказать образец' }).first(),
        page.getByRole('dialog', { name: 'Заказать образцы' }),
      ),
    );
    const submit = dialog.getByRole('button', { name: 'Отправить заявку' });
    await dialog.getByLabel('ФИО').fill('Петрова Анна');
    await dialog.getByRole('textbox', { name: 'Телефон' }).pressSequentially('9123456789');
    await dialog.getByLabel('E-mail').fill('anna@example.ru');
    await dialog.getByLabel('Полотно').fill('Футер 3-нитка петля');
    await expect(submit).toBeDisabled();
    await dialog.getByRole('combobox', { name: 'Склад' }).click();
    await dialog
      .getByRole('option', { name: /^Склад / })
      .first()
      .click();
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'tz.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
    });
    await expect(dialog.getByText('tz.pdf')).toBeVisible();

    // 152-FZ: the consent is never ticked in advance. Without it the form says why and sends
    // nothing; the box links to the privacy policy.
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/catalog/sampleOrder')) sent.push(request.url());
    });
    const consent = dialog.getByRole('checkbox', { name: /Я даю согласие/ });
    await expect(consent).not.toBeChecked();
    await expect(
      dialog.getByText('Необходимо дать согласие на обработку персональных данных'),
    ).toBeVisible();
    await expect(
      dialog.getByRole('link', { name: 'политикой конфиденциальности' }),
    ).toHaveAttribute('href', '/politika_konfidentsialnosti/');
    await expect(submit).toBeDisabled();
    await submit.click({ force: true });
    await expect(dialog.getByText('Заявка отправлена')).toHaveCount(0);
    expect(sent).toEqual([]);
    expect((await outboxMails()).length).toBe(before);

    await consent.check();
    await expect(
      dialog.getByText('Необходимо дать согласие на обработку персональных данных'),
    ).toHaveCount(0);
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(dialog.getByText('Заявка отправлена')).toBeVisible();
    await expect(dialog.getByText('Наш менеджер свяжется с вами в ближайшее время')).toBeVisible();

    await expect.poll(async () => (await outboxMails()).length).toBe(before + 1);
    const mail = (await outboxMails()).at(-1)!;
    expect(mail.subject).toContain('Заявка на образцы полотна');
    expect(mail.attachments?.map((a) => a.filename)).toEqual(['tz.pdf']);

    await dialog.getByRole('status').getByRole('button', { name: 'Закрыть' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('an order call from contacts: submitting, the success note, Закрыть and a reset form', async ({
    page,
  }) => {
    await withoutPreloader(page);
    const before = (await outboxMails()).length;
    await page.goto('/contacts/');
    const form = page.getByRole('region', { name: 'Заказать звонок' });
    const submit = form.getByRole('button', { name: 'Отправить заявку' });
    await expect(submit).toBeDisabled();
    // The form comes with the server's page: typed before hydration, nothing would reach it.
    const fio = await hydrated(form.getByLabel('ФИО'));
    await fio.fill('Иванова Мария');
    await form.getByRole('textbox', { name: 'Телефон' }).pressSequentially('9161234567');
    await expect(submit).toBeDisabled();
    await form.getByRole('checkbox', { name: /Я даю согласие/ }).check();
    await expect(submit).toBeEnabled();
    await submit.click();
    const note = form.getByRole('status');
    await expect(note).toContainText('Заявка отправлена');
    await expect(note).toContainText('Наш менеджер свяжется с вами в ближайшее время');
    await expect.poll(async () => (await outboxMails()).length).toBe(before + 1);

    await note.getByRole('button', { name: 'Закрыть' }).click();
    await expect(form.getByLabel('ФИО')).toHaveValue('');
    await expect(form.getByRole('checkbox', { name: /Я даю согласие/ })).not.toBeChecked();
    await expect(submit).toBeDisabled();
  });

  test('a .exe chosen in the product page question form is refused at once with the server words', async ({
    page,
  }) => {
    // Its own client address: the forms' rate limit counts per address (issue #34, item 10).
    await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': `10.134.${run}.10` });
    await withoutPreloader(page);
    await page.goto('/catalog/futer/');
    await page.getByRole('article').first().getByRole('heading').getByRole('link').click();
    const dialog = await withLiveForm(
      await openWith(
        page.getByRole('button', { name: 'Задать вопрос' }).first(),
        page.getByRole('dialog', { name: 'Задать вопрос' }),
      ),
    );
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/catalog/addCatalogFeedback')) sent.push(request.url());
    });
    const message = 'Файл «fake.exe» не подходит: можно приложить PDF, DOC, DOCX, JPG, PNG, WEBP';
    const input = dialog.locator('input[type="file"]');
    await input.setInputFiles({
      name: 'fake.exe',
      mimeType: 'application/x-msdownload',
      buffer: Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]),
    });
    await expect(dialog.getByRole('alert')).toHaveText(message);
    await expect(input).toHaveAccessibleDescription(message);
    await expect(dialog.getByRole('button', { name: 'Удалить fake.exe' })).toHaveCount(0);
    expect(sent).toEqual([]);

    // A file the server takes replaces the message.
    await input.setInputFiles({
      name: 'tz.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
    });
    await expect(dialog.getByText('tz.pdf')).toBeVisible();
    await expect(dialog.getByText(message)).toHaveCount(0);
  });

  test('a disguised file is refused with the server message under the file field', async ({
    page,
  }) => {
    await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': `10.134.${run}.11` });
    await withoutPreloader(page);
    await page.goto('/tailoring/');
    const form = page.getByRole('region', { name: 'Рассчитать пошив' });
    // The form comes with the server's page: typed before hydration, nothing would reach it.
    const fio = await hydrated(form.getByLabel('ФИО'));
    await fio.fill('Сидоров Пётр');
    await form.getByRole('textbox', { name: 'Телефон' }).pressSequentially('9001112233');
    await form.locator('input[type="file"]').setInputFiles({
      name: 'lekala.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]),
    });
    await form.getByRole('checkbox', { name: /Я даю согласие/ }).check();
    await form.getByRole('button', { name: 'Отправить заявку' }).click();
    // Only the server, reading the bytes, can tell: its words land under the file field.
    const message = 'Файл «lekala.pdf» не подходит: можно приложить PDF, DOC, DOCX, JPG, PNG, WEBP';
    await expect(form.getByRole('alert')).toHaveText(message);
    await expect(form.locator('input[type="file"]')).toHaveAccessibleDescription(message);
    await expect(form.getByText('При отправке формы произошла ошибка')).toHaveCount(0);
  });
});

/**
 * The rows of a card grid as a visitor sees them: whether the last row is as full as the first
 * or centred under it (issue 17: a lone card under a full row, steps left-aligned in a grid
 * with an empty column).
 */
async function gridRows(grid: Locator) {
  return grid.evaluate((list) => {
    const box = list.getBoundingClientRect();
    const rows = new Map<number, DOMRect[]>();
    for (const child of Array.from(list.children)) {
      const rect = child.getBoundingClientRect();
      if (rect.width === 0) continue;
      const top = Math.round(rect.top);
      rows.set(top, [...(rows.get(top) ?? []), rect]);
    }
    const sorted = [...rows.entries()].sort((a, b) => a[0] - b[0]).map(([, r]) => r);
    const last = sorted.at(-1) ?? [];
    const left = (last[0]?.left ?? box.left) - box.left;
    const right = box.right - (last.at(-1)?.right ?? box.right);
    return {
      counts: sorted.map((r) => r.length),
      full: last.length === sorted[0]?.length,
      centred: Math.abs(left - right) <= 2,
    };
  });
}

async function expectRowsFillOrCentre(grid: Locator, what: string) {
  const rows = await gridRows(grid);
  expect(rows.full || rows.centred, `${what}: rows ${rows.counts.join(' + ')}`).toBe(true);
  return rows;
}

test.describe('the looks (issue 17)', () => {
  test.beforeEach(async ({ page }) => {
    await withoutPreloader(page);
    // Sections rise into place on scroll; measured without motion, they stand where they end.
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });

  const gridPages = [
    '/',
    '/about/',
    '/manufacture/',
    '/tailoring/',
    '/custom-design/',
    '/career/',
    '/career/internship/',
    '/career/vacancy/',
    '/press-center/',
    '/contacts/',
  ];
  for (const tag of ['', ' @mobile']) {
    test(`every card grid's last row is full or centred${tag}`, async ({ page }) => {
      test.slow();
      for (const pagePath of gridPages) {
        await page.goto(pagePath);
        const grids = page.locator('main [style*="--grid-fit"]');
        expect(await grids.count(), pagePath).toBeGreaterThan(0);
        for (const [i, grid] of (await grids.all()).entries())
          await expectRowsFillOrCentre(grid, `${pagePath} grid ${i + 1}`);
      }
    });
  }

  test('the nine catalogue sections stand in three full rows, the steps in full rows', async ({
    page,
  }) => {
    await page.goto('/');
    const sections = page.locator('#getMainProducts ul');
    expect((await gridRows(sections)).counts).toEqual([3, 3, 3]);
    await page.goto('/career/internship/');
    for (const steps of await page.locator('main ol[style*="--grid-fit"]').all())
      expect((await gridRows(steps)).full).toBe(true);
  });

  test('no picture appears in two places: section tiles, home, about and manufacture', async ({
    page,
  }) => {
    // Three long pages scrolled through until every lazy picture has its source.
    test.slow();
    /** The seeded file behind each picture of the main content (next/image passes it as url). */
    const pictures = async (pagePath: string, scope = 'main') => {
      await page.goto(pagePath);
      // Pictures get their source as they near the viewport: scroll the page through first.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 300) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 40));
        }
      });
      const images = page.locator(`${scope} img`);
      await expect(images.first()).toBeAttached();
      // A picture the quick scroll passed before its observer fired is brought into view.
      for (const image of await images.all())
        if (!(await image.getAttribute('src'))) await image.scrollIntoViewIfNeeded();
      await expect
        .poll(
          () => images.evaluateAll((imgs) => imgs.filter((img) => !img.getAttribute('src')).length),
          { timeout: 20_000 },
        )
        .toBe(0);
      const sources = await images.evaluateAll((imgs) =>
        imgs.map((img) => img.getAttribute('src')!),
      );
      return sources
        .map((src) => new URL(src, 'http://shop').searchParams.get('url') ?? src)
        .map((src) => src.replace(/-\d+x\d+\.(jpg|webp)$/, '').replace(/\.(jpg|webp)$/, ''))
        .filter((src) => src.includes('/media/'));
    };
    const tiles = await pictures('/', '#getMainProducts');
    expect(tiles).toHaveLength(9);
    expect(new Set(tiles).size).toBe(9);

    const seen = new Map<string, string>();
    for (const pagePath of ['/', '/about/', '/manufacture/']) {
      // The media centre shows press pictures on home: they belong to their publications.
      const own = await pictures(pagePath, 'main section:not(#getMediaCenter)');
      for (const src of new Set(own)) {
        expect(seen.get(src), `${src} on ${pagePath}`).toBeUndefined();
        seen.set(src, pagePath);
      }
      expect(own.length).toBe(new Set(own).size);
    }
  });

  test('a year is never grouped: "2008 год основания"', async ({ page }) => {
    await page.goto('/about/');
    const main = page.getByRole('main');
    await expect(main).toContainText(/\b2008\s+год/);
    await expect(main).not.toContainText(/\b2[\s\u00a0\u202f]008\b/);
  });

  test("FAQ questions carry the shop's own marker, a plus that turns when open", async ({
    page,
  }) => {
    await page.goto('/custom-design/');
    const question = page.locator('main details').first();
    const summary = question.locator('summary');
    const look = () =>
      summary.evaluate((el) => ({
        display: getComputedStyle(el).display,
        after: getComputedStyle(el, '::after').transform,
      }));
    const closed = await look();
    // display: list-item would draw the browser's triangle.
    expect(closed.display).toBe('block');
    await summary.click();
    await expect(question).toHaveAttribute('open', '');
    await expect.poll(async () => (await look()).after).not.toBe(closed.after);
  });

  test('the payment page promises what checkout offers', async ({ page }) => {
    await page.goto('/buyers/oplata_i_dostavka/');
    const main = page.getByRole('main');
    await expect(main).toContainText('Банковской картой при получении');
    await expect(main).toContainText('Наличными при получении');
    await expect(main).not.toContainText('при оформлении заказа');
  });

  test("vacancies filter by city as the hero promises, and a vacancy's form answers that vacancy", async ({
    page,
    request,
  }) => {
    await page.goto('/career/vacancy/');
    await expect(page.getByRole('main')).toContainText('Выберите направление и город');
    const cities = page.getByRole('navigation', { name: 'Города' });
    const city = cities.getByRole('link').nth(1);
    const name = (await city.textContent())!.trim();
    await city.click();
    await expect(page).toHaveURL(/[?&]city=/);
    await expect(cities.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
    const list = page.getByRole('region', { name: 'Открытые вакансии' });
    await expect(list.getByRole('heading', { level: 2 }).first()).toBeVisible();
    const cards = await list.getByRole('listitem').all();
    for (const card of cards) await expect(card).toContainText(name);

    const vacancy = await firstCode(request, '/career/getVacanciesPagin/', 'items');
    await page.goto(`/career/vacancy/${vacancy.code}/`);
    const form = page.getByRole('region', { name: 'Откликнуться' });
    await expect(form).toContainText('на эту вакансию');
    await expect(form).not.toContainText('если появится подходящая позиция');
    await expect(form.getByLabel('Вакансия')).toHaveValue(vacancy.title);
  });
});
