import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BUYER_EMAIL, DEMO_PASSWORD } from '@/server/db/seed/accounts';
import { createBrowserHandler } from '@/server/gateway/browser';
import { createPlainLoginHandler } from '@/server/gateway/plain-login';
import { createMemoryFormDrafts, type FormDrafts } from '@/server/platform/form-drafts';
import { startApi, type TestApi } from '../../support/api';
import { authAppOver, type AuthApi } from './auth-support';

/*
 * The login dialog's form posted by the browser without a script (issue #37): sent on through
 * the browser's door as the script's login, and answered with a redirect, never with JSON.
 */

const PRODUCT = '/catalog/kulirka/kulirka-belyj-1/';
const WRONG = 'Wrong-2026-secret';

let address = 0;
function post(
  fields: Record<string, string>,
  {
    referer = `http://shop.test${PRODUCT}?PAGEN_1=2`,
    origin = 'http://shop.test',
    back,
  }: { referer?: string; origin?: string; back?: string } = {},
): Request {
  const query = back === undefined ? '' : `?back=${encodeURIComponent(back)}`;
  // As a browser posts a plain form: url-encoded, naming the page it was on; each test from its
  // own address, so that the login limits never meet.
  return new Request(`http://shop.test/login/send/${query}`, {
    method: 'POST',
    body: new URLSearchParams(fields).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin,
      referer,
      'x-forwarded-for': `10.8.0.${++address}`,
      'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/156.0',
    },
  });
}

const cookieNames = (answer: Response) =>
  answer.headers.getSetCookie().map((cookie) => cookie.split('=')[0]);

describe('the login form posted without a script', () => {
  let api: TestApi;
  let auth: AuthApi;
  let drafts: FormDrafts;
  let door: ReturnType<typeof createBrowserHandler>;
  let handle: (request: Request) => Promise<Response>;

  beforeAll(async () => {
    api = await startApi('pglite');
    // The real app with the real token viewer: the cookies the login sets must make a buyer.
    auth = authAppOver(api);
    drafts = createMemoryFormDrafts();
    // The browser's door in front of the app, as in the running shop: its origin check too.
    door = createBrowserHandler(auth.fetch, undefined, () => ({ siteOrigin: 'http://shop.test' }));
    handle = createPlainLoginHandler(door, () => drafts);
  });
  afterAll(() => api.close());

  const draftOf = async (answer: Response) => {
    const location = new URL(answer.headers.get('location')!, 'http://shop.test');
    return { location, draft: await drafts.get(location.searchParams.get('draft') ?? '') };
  };

  it('logs the buyer in and leads back to the page the dialog was on, with the session', async () => {
    const answer = await handle(post({ login: DEMO_BUYER_EMAIL, password: DEMO_PASSWORD }));
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`${PRODUCT}?PAGEN_1=2`);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    // The httpOnly tokens and the readable flag, as the script's login gets them.
    expect(cookieNames(answer)).toEqual(expect.arrayContaining(['tokens', 'session_auth']));

    // The page it leads to is the buyer's: with the cookie, the catalogue shows prices.
    const cookie = answer.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const list = await door(
      new Request('http://shop.test/api/v1/catalog/getList?perPage=5', { headers: { cookie } }),
    );
    expect(list.status).toBe(200);
    expect(await list.text()).toMatch(/"price"/);
  });

  it('prefers the page the login page names over its own address', async () => {
    const answer = await handle(
      post(
        { login: DEMO_BUYER_EMAIL, password: DEMO_PASSWORD },
        { back: PRODUCT, referer: `http://shop.test/login/?back=${encodeURIComponent(PRODUCT)}` },
      ),
    );
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(PRODUCT);
  });

  it('leads home, never to another site, when the page named is not the shop’s', async () => {
    const fromElsewhere = await handle(
      post(
        { login: DEMO_BUYER_EMAIL, password: DEMO_PASSWORD },
        { referer: `https://evil.example${PRODUCT}` },
      ),
    );
    expect(fromElsewhere.status).toBe(303);
    expect(fromElsewhere.headers.get('location')).toBe('/');
    expect(cookieNames(fromElsewhere)).toContain('tokens');

    const namedElsewhere = await handle(
      post({ login: DEMO_BUYER_EMAIL, password: DEMO_PASSWORD }, { back: '//evil.example/' }),
    );
    expect(namedElsewhere.headers.get('location')).toBe(`${PRODUCT}?PAGEN_1=2`);

    const noPage = await handle(
      post(
        { login: DEMO_BUYER_EMAIL, password: DEMO_PASSWORD },
        { back: '//evil.example/', referer: 'https://evil.example/' },
      ),
    );
    expect(noPage.headers.get('location')).toBe('/');
  });

  it('answers a wrong password with the login page: the e-mail kept, the password never', async () => {
    const answer = await handle(post({ login: DEMO_BUYER_EMAIL, password: WRONG }));
    expect(answer.status).toBe(303);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.getSetCookie()).toEqual([]);
    const { location, draft } = await draftOf(answer);
    expect(location.pathname).toBe('/login/');
    expect(location.searchParams.get('back')).toBe(`${PRODUCT}?PAGEN_1=2`);
    expect(draft).toEqual({
      form: 'login',
      values: { login: DEMO_BUYER_EMAIL },
      errors: {},
      message: 'Не правильные логин или пароль',
      hadFiles: false,
    });
    expect(JSON.stringify(draft)).not.toContain(WRONG);
    expect(location.toString()).not.toContain(WRONG);
  });

  it('keeps the server’s messages for fields the browser let through', async () => {
    const { draft } = await draftOf(await handle(post({ login: 'x', password: '' })));
    expect(draft?.values).toEqual({ login: 'x' });
    expect(draft?.errors).toEqual({
      login: 'Недопустимый e-mail. Пример: ivanov@mail.ru',
      password: 'Обязательное поле',
    });
  });

  it('refuses a post from another site, as the script’s login would be', async () => {
    const answer = await handle(
      post(
        { login: DEMO_BUYER_EMAIL, password: DEMO_PASSWORD },
        { origin: 'https://evil.example', referer: 'https://evil.example/' },
      ),
    );
    expect(answer.status).toBe(303);
    expect(answer.headers.getSetCookie()).toEqual([]);
    const { location, draft } = await draftOf(answer);
    expect(location.pathname).toBe('/login/');
    expect(location.searchParams.has('back')).toBe(false);
    expect(draft?.message).toBe('Запрос с чужого сайта отклонён');
  });

  it('says the login failed when the draft cannot be kept', async () => {
    const failing = createPlainLoginHandler(door, () => ({
      put: () => Promise.reject(new Error('Redis is down')),
      get: () => Promise.resolve(null),
      claim: () => Promise.reject(new Error('Redis is down')),
      settle: () => Promise.reject(new Error('Redis is down')),
      outcome: () => Promise.reject(new Error('Redis is down')),
    }));
    const answer = await failing(post({ login: DEMO_BUYER_EMAIL, password: WRONG }));
    expect(answer.headers.get('location')).toBe(
      `/login/?failed=1&back=${encodeURIComponent(`${PRODUCT}?PAGEN_1=2`)}`,
    );
  });
});
