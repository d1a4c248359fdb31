import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads, stores } from '@/server/db/schema';
import { createBrowserHandler } from '@/server/gateway/browser';
import { createPlainFormHandler, safeBack } from '@/server/gateway/plain-forms';
import { createMemoryFormDrafts, type FormDrafts } from '@/server/platform/form-drafts';
import { startApi, type TestApi } from '../../support/api';

/*
 * A product request posted by the browser without a script (issue #37): sent on through the
 * API like the script's, and answered with a redirect to a page, never with JSON.
 */

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PRODUCT = '/catalog/kulirka/kulirka-belyj-1/';

let address = 0;
function post(
  form: string,
  fields: Record<string, string>,
  {
    back = PRODUCT,
    file = false,
    from = `10.9.0.${++address}`,
  }: { back?: string; file?: boolean; from?: string } = {},
): Request {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  if (file) body.append('files', new File([PDF], 'ТЗ.pdf', { type: 'application/pdf' }));
  // The browser names the shop as the page's origin; each test from its own address.
  return new Request(`http://shop.test/forms/${form}/send/?back=${encodeURIComponent(back)}`, {
    method: 'POST',
    body,
    headers: { origin: 'http://shop.test', 'x-forwarded-for': from },
  });
}

describe('a request form posted without a script', () => {
  let api: TestApi;
  let drafts: FormDrafts;
  let handle: (request: Request, form: string) => Promise<Response>;
  let handleDoor: (request: Request) => Response | Promise<Response>;
  let storeXmlId: string;

  beforeAll(async () => {
    api = await startApi('pglite');
    drafts = createMemoryFormDrafts();
    // The browser's door in front of the app, as in the running shop: its origin check too.
    const browserDoor = createBrowserHandler(
      async (request) =>
        api.call(new URL(request.url).pathname.replace(/^\/api\/v1/, ''), {
          method: request.method,
          headers: request.headers,
          body: await request.arrayBuffer(),
        }),
      undefined,
      () => ({ siteOrigin: 'http://shop.test' }),
    );
    handleDoor = browserDoor;
    handle = createPlainFormHandler(browserDoor, () => drafts);
    const [store] = await api.handle.db.select().from(stores).orderBy(asc(stores.sort)).limit(1);
    storeXmlId = store!.xmlId;
  });
  afterAll(() => api.close());

  const draftOf = async (answer: Response) => {
    const location = new URL(answer.headers.get('location')!, 'http://shop.test');
    return { location, draft: await drafts.get(location.searchParams.get('draft') ?? '') };
  };

  it('sends a complete question and answers with the «sent» page leading back', async () => {
    const before = (await api.handle.db.select().from(leads)).length;
    const answer = await handle(
      post('question', {
        fio: 'Петрова Анна',
        // Typed as people write it: the plain field has no mask.
        phone: '8 912 345 67 89',
        storeXmlId,
        product_name: 'Кулирка, белый',
        comment: 'Есть ли 200 кг?',
        consent: 'true',
      }),
      'question',
    );
    expect(answer.status).toBe(303);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('location')).toBe(
      `/forms/question/?sent=1&back=${encodeURIComponent(PRODUCT)}`,
    );
    const after = await api.handle.db.select().from(leads);
    expect(after).toHaveLength(before + 1);
    expect(JSON.stringify(after.at(-1))).toContain('Есть ли 200 кг?');
    expect(JSON.stringify(after.at(-1))).toContain('+7 (912) 345-67-89');
  });

  it('keeps what was typed and the server’s messages when it refuses, and no lead is made', async () => {
    const before = (await api.handle.db.select().from(leads)).length;
    const answer = await handle(
      post(
        'sample',
        { fio: 'Петрова Анна', phone: '12', stock: '', product_name: 'Кулирка, белый' },
        { file: true },
      ),
      'sample',
    );
    expect(answer.status).toBe(303);
    const { location, draft } = await draftOf(answer);
    expect(location.pathname).toBe('/forms/sample/');
    expect(location.searchParams.get('back')).toBe(PRODUCT);
    expect(draft).toMatchObject({
      form: 'sample',
      values: { fio: 'Петрова Анна', phone: '12', product_name: 'Кулирка, белый' },
      hadFiles: true,
    });
    // Russian, per field: the phone, the warehouse and the missing consent.
    expect(draft!.errors.phone).toMatch(/телефон/i);
    expect(draft!.errors.stock).toBeTruthy();
    expect(draft!.errors.consent).toMatch(/согласие/i);
    expect(await api.handle.db.select().from(leads)).toHaveLength(before);
  });

  describe('posted twice (a double click, nothing stops it without a script)', () => {
    const question = (comment: string) => ({
      fio: 'Петрова Анна',
      phone: '+7 (912) 345-67-89',
      storeXmlId,
      product_name: 'Кулирка, белый',
      comment,
      consent: 'true',
    });
    const leadsSaying = async (comment: string) =>
      (await api.handle.db.select().from(leads)).filter((lead) =>
        JSON.stringify(lead).includes(comment),
      );

    it('makes one lead, and both posts lead to the «sent» page', async () => {
      const comment = `Двойной щелчок ${Date.now()}`;
      const twice = [0, 1].map(() =>
        handle(post('question', question(comment), { file: true, from: '10.9.1.1' }), 'question'),
      );
      const answers = await Promise.all(twice);
      for (const answer of answers) {
        expect(answer.status).toBe(303);
        expect(answer.headers.get('location')).toMatch(/^\/forms\/question\/\?sent=1/);
      }
      // And a reload of the post a moment later (the browser asks whether to send it again).
      const again = await handle(
        post('question', question(comment), { file: true, from: '10.9.1.1' }),
        'question',
      );
      expect(again.headers.get('location')).toMatch(/^\/forms\/question\/\?sent=1/);
      expect(await leadsSaying(comment)).toHaveLength(1);
    });

    it('keeps apart the same words from two addresses, and two different questions', async () => {
      const comment = `Те же слова ${Date.now()}`;
      await handle(post('question', question(comment), { from: '10.9.1.2' }), 'question');
      await handle(post('question', question(comment), { from: '10.9.1.3' }), 'question');
      await handle(
        post('question', question(`${comment}, и ещё`), { from: '10.9.1.3' }),
        'question',
      );
      expect(await leadsSaying(comment)).toHaveLength(3);
    });

    it('sends each post when the store that remembers them is down', async () => {
      const down = () => Promise.reject(new Error('Redis is down'));
      const failing = createPlainFormHandler(
        (request) => handleDoor(request),
        () => ({ ...drafts, claim: down, settle: down, outcome: down }),
      );
      const comment = `Без Redis ${Date.now()}`;
      const answer = await failing(
        post('question', question(comment), { from: '10.9.1.4' }),
        'question',
      );
      expect(answer.headers.get('location')).toMatch(/^\/forms\/question\/\?sent=1/);
      expect(await leadsSaying(comment)).toHaveLength(1);
    });
  });

  it('refuses a post from another site, as the script’s call would be', async () => {
    const forged = post('question', { fio: 'Петрова Анна' });
    forged.headers.set('origin', 'https://evil.example');
    const before = (await api.handle.db.select().from(leads)).length;
    const { draft } = await draftOf(await handle(forged, 'question'));
    expect(await api.handle.db.select().from(leads)).toHaveLength(before);
    expect(draft?.message).toBe('Запрос с чужого сайта отклонён');
  });

  it('answers 404 for a form it does not take without a script', async () => {
    expect((await handle(post('career', {}), 'career')).status).toBe(404);
  });

  it('leads back only to a page of the shop', () => {
    expect(safeBack(PRODUCT)).toBe(PRODUCT);
    expect(safeBack('/catalog/?sort=new')).toBe('/catalog/?sort=new');
    for (const bad of [
      '//evil.example/',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:x',
      '',
    ])
      expect(safeBack(bad)).toBeNull();
    expect(safeBack(`/${'a'.repeat(600)}`)).toBeNull();
  });
});

describe('the drafts kept in process', () => {
  it('forgets a draft after half an hour and keeps at most the newest entries', async () => {
    let now = 0;
    const drafts = createMemoryFormDrafts({ now: () => now, maxEntries: 2 });
    const draft = { form: 'question', values: {}, errors: {}, message: '', hadFiles: false };
    const first = await drafts.put(draft);
    expect(await drafts.get(first)).toEqual(draft);
    now = 30 * 60_000 + 1;
    expect(await drafts.get(first)).toBeNull();
    const [a, b, c] = [await drafts.put(draft), await drafts.put(draft), await drafts.put(draft)];
    expect(await drafts.get(a)).toBeNull();
    expect(await drafts.get(b)).toEqual(draft);
    expect(await drafts.get(c)).toEqual(draft);
  });
});

describe('where the plain posts go', () => {
  it('past proxy.ts, as /api does: it would keep only 10 MB of a body with three files', async () => {
    const { config } = await import('@/proxy');
    for (const matcher of config.matcher) {
      const source = typeof matcher === 'string' ? matcher : matcher.source;
      const matches = (path: string) => new RegExp(`^${source}$`).test(path);
      for (const post of ['/forms/question/send/', '/forms/sample/send/', '/login/send/'])
        expect(matches(post), source).toBe(false);
      // The pages they answer with are the shop's as any other.
      expect(matches('/forms/question/'), source).toBe(true);
    }
  });
});
