/**
 * Real visitors' Core Web Vitals (issue #37, part 4): a page view's beacon is stored as one row
 * of its page type, device class and values (nothing of the visitor), answered 204 with no
 * cookie, refused from another site; the head reads p75s over 1 and 28 days; rows older than
 * 90 days go.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { successEnvelope } from '@/lib/api/contract';
import { managerMessages } from '@/lib/api/contract/manager';
import { managerExchangeMessages } from '@/lib/api/contract/manager-exchange';
import {
  rateWebVital,
  webVitalsSummarySchema,
  type WebVitalsSummary,
} from '@/lib/api/contract/web-vitals';
import { encodeSessionTokens } from '@/lib/cookies';
import { users, webVitalReports } from '@/server/db/schema';
import { DEMO_HEAD_EMAIL } from '@/server/db/seed/accounts';
import { createBrowserHandler } from '@/server/gateway';
import { createVitalsRepository } from '@/server/modules/vitals/repository';
import {
  createVitalsPruning,
  createVitalsService,
  VITALS_PRUNE_EVERY_MS,
} from '@/server/modules/vitals/service';
import { BUYER_HEADER, backends, startApi, type TestApi } from '../../support/api';
import { createBuyer } from '../../support/buyers';

const DAY_MS = 86_400_000;
const SITE = 'https://selvedge.example';

interface Envelope<T = unknown> {
  status: string;
  message?: string;
  data: T;
  errors?: Record<string, string>;
}

describe('how a value is rated', () => {
  it('is good up to the first threshold, poor past the second', () => {
    expect(rateWebVital('LCP', 2500)).toBe('good');
    expect(rateWebVital('LCP', 2501)).toBe('needs-improvement');
    expect(rateWebVital('LCP', 4000)).toBe('needs-improvement');
    expect(rateWebVital('LCP', 4001)).toBe('poor');
    expect(rateWebVital('INP', 200)).toBe('good');
    expect(rateWebVital('INP', 501)).toBe('poor');
    expect(rateWebVital('CLS', 0.1)).toBe('good');
    expect(rateWebVital('CLS', 0.25)).toBe('needs-improvement');
    expect(rateWebVital('CLS', 0.26)).toBe('poor');
    expect(rateWebVital('TTFB', 1800)).toBe('needs-improvement');
  });
});

describe.each(backends())('web vitals on %s', (backend) => {
  let api: TestApi;
  let headers: Record<'head' | 'manager' | 'buyer', Record<string, string>>;
  /** A different client address for each test, so that no test meets another's rate limit. */
  let address = 0;
  const nextAddress = () => `10.37.0.${++address}`;

  /** A beacon as the browser sends it: JSON in a Blob of type application/json. */
  const beacon = (body: unknown, init: { type?: string; from?: string } = {}) =>
    api.call('/vitals/', {
      method: 'POST',
      headers: {
        'content-type': init.type ?? 'application/json',
        'x-forwarded-for': init.from ?? nextAddress(),
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const stored = () => api.handle.db.select().from(webVitalReports);
  const summaryAs = (who: Record<string, string>) =>
    api.json<Envelope<WebVitalsSummary>>('/manager/web-vitals/', { headers: who });
  const summary = async () => {
    const answer = await summaryAs(headers.head);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return successEnvelope(webVitalsSummarySchema).parse(answer.body).data;
  };
  const windowOf = (data: WebVitalsSummary, days: 1 | 28) =>
    data.windows.find((window) => window.days === days)!;
  const insertAged = (ageMs: number, page: 'home' | 'catalog' = 'home') =>
    api.handle.db.insert(webVitalReports).values({
      page,
      device: 'phone',
      lcp: 1500,
      createdAt: new Date(Date.now() - ageMs),
    });

  beforeAll(async () => {
    api = await startApi(backend);
    const staff = async (email: string) =>
      (await api.handle.db.select().from(users).where(eq(users.email, email)))[0]!;
    const head = await staff(DEMO_HEAD_EMAIL);
    const manager = await staff('manager.msk@selvedge.local');
    const buyer = await createBuyer(api);
    headers = {
      head: { [BUYER_HEADER]: `${head.id}:${head.storeId ?? ''}:head` },
      manager: { [BUYER_HEADER]: `${manager.id}:${manager.storeId ?? ''}:manager` },
      buyer: buyer.headers,
    };
  });
  afterAll(() => api?.close());
  beforeEach(async () => {
    await api.handle.db.delete(webVitalReports);
  });

  it('stores one row per page view, and the head sees its p75, count and rating', async () => {
    for (const lcp of [1000, 2000, 3000, 5000]) {
      const answer = await beacon({
        page: 'home',
        device: 'phone',
        metrics: [
          { name: 'LCP', value: lcp },
          { name: 'TTFB', value: lcp / 10 },
        ],
      });
      expect(answer.status).toBe(204);
      expect(await answer.text()).toBe('');
    }
    // A view that measured only its layout shifts (never touched, no LCP yet) still counts.
    await beacon({ page: 'home', device: 'phone', metrics: [{ name: 'CLS', value: 0.3 }] });
    await beacon({ page: 'catalog', device: 'desktop', metrics: [{ name: 'INP', value: 180 }] });
    await beacon({ page: 'home', device: 'desktop', metrics: [{ name: 'INP', value: 240 }] });
    expect(await stored()).toHaveLength(7);

    const data = await summary();
    expect(data.thresholds).toEqual({
      LCP: [2500, 4000],
      INP: [200, 500],
      CLS: [0.1, 0.25],
      TTFB: [800, 1800],
    });
    for (const days of [1, 28] as const) {
      const { rows } = windowOf(data, days);
      // Only the pairs that reported, home before the catalogue, phone before desktop.
      expect(rows.map((row) => `${row.page}/${row.device}`)).toEqual([
        'home/phone',
        'home/desktop',
        'catalog/desktop',
      ]);
      // percentile_cont(0.75) of 1000, 2000, 3000, 5000: 3000 + 0.25 × 2000.
      expect(rows[0]).toEqual({
        page: 'home',
        device: 'phone',
        views: 5,
        metrics: {
          LCP: { p75: 3500, count: 4, rating: 'needs-improvement' },
          TTFB: { p75: 350, count: 4, rating: 'good' },
          CLS: { p75: 0.3, count: 1, rating: 'poor' },
        },
      });
      expect(rows[1]!.metrics).toEqual({
        INP: { p75: 240, count: 1, rating: 'needs-improvement' },
      });
      expect(rows[2]).toMatchObject({ views: 1, metrics: { INP: { p75: 180, rating: 'good' } } });
    }
  });

  it('refuses a bad report with Russian messages per field, and stores nothing of it', async () => {
    const refused = async (body: unknown, errors: Record<string, string>) => {
      const answer = await beacon(body);
      expect(answer.status).toBe(400);
      expect(await answer.json()).toEqual({
        status: 'error',
        message: 'Проверьте правильность заполнения полей',
        errors,
      });
    };
    await refused(
      { page: 'home', device: 'phone', metrics: [{ name: 'FID', value: 12 }] },
      { 'metrics.0.name': 'Неизвестный показатель' },
    );
    await refused(
      { page: 'home', device: 'phone', metrics: [{ name: 'LCP', value: -1 }] },
      { 'metrics.0.value': 'Значение не может быть меньше нуля' },
    );
    await refused(
      { device: 'phone', metrics: [{ name: 'LCP', value: 900 }] },
      { page: 'Неизвестный тип страницы' },
    );
    await refused(
      {
        page: 'home',
        device: 'watch',
        metrics: [
          { name: 'CLS', value: 101 },
          { name: 'CLS', value: 0.1 },
        ],
      },
      {
        device: 'Неизвестный класс устройства',
        'metrics.0.value': 'Не более 100',
        'metrics.1.name': 'Показатель повторяется',
      },
    );
    await refused(
      { page: 'home', device: 'phone', metrics: [{ name: 'LCP', value: 120_001 }] },
      { 'metrics.0.value': 'Не более двух минут' },
    );
    await refused(
      { page: 'home', device: 'phone', metrics: [] },
      { metrics: 'Нет ни одного показателя' },
    );
    expect(await stored()).toEqual([]);
  });

  it('keeps nothing of the visitor: fields it does not know are dropped', async () => {
    const answer = await beacon({
      page: 'product',
      device: 'tablet',
      metrics: [{ name: 'LCP', value: 2100 }],
      url: 'https://selvedge.example/catalog/futer/123/?utm_source=mail',
      email: 'buyer@example.ru',
      userId: 17,
    });
    expect(answer.status).toBe(204);
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(Object.keys(rows[0]!).sort()).toEqual(
      ['cls', 'createdAt', 'device', 'id', 'inp', 'lcp', 'page', 'ttfb'].sort(),
    );
    expect(rows[0]).toMatchObject({ page: 'product', device: 'tablet', lcp: 2100, inp: null });
  });

  it('takes a beacon of a string (text/plain), and answers without a cookie', async () => {
    const answer = await beacon(
      JSON.stringify({ page: 'checkout', device: 'phone', metrics: [{ name: 'INP', value: 96 }] }),
      { type: 'text/plain;charset=UTF-8' },
    );
    expect(answer.status).toBe(204);
    expect(answer.headers.get('set-cookie')).toBeNull();
    expect(await stored()).toMatchObject([{ page: 'checkout', device: 'phone', inp: 96 }]);
    // The same checks as JSON, and a text that is no JSON is bad input.
    const bad = await beacon('{"page":"home","device":"phone","metrics":[{"name":"LCP"}]}', {
      type: 'text/plain',
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors).toEqual({ 'metrics.0.value': 'Значение должно быть числом' });
    const garbage = await beacon('page=home', { type: 'text/plain' });
    expect(garbage.status).toBe(400);
    expect((await garbage.json()).message).toBe('Некорректный запрос');
    // A form post is not a report.
    const form = await beacon('page=home', { type: 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(415);
    expect(await stored()).toHaveLength(1);
  });

  it('refuses a body over 4 KB before reading it', async () => {
    const answer = await beacon({
      page: 'home',
      device: 'phone',
      metrics: [{ name: 'LCP', value: 1000 }],
      padding: 'x'.repeat(5000),
    });
    expect(answer.status).toBe(413);
    expect((await answer.json()).message).toBe('Слишком большой запрос');
    expect(await stored()).toEqual([]);
  });

  it('drops, with the same 204, the reports of an address past 60 in 10 minutes', async () => {
    const from = nextAddress();
    const one = { page: 'home', device: 'phone', metrics: [{ name: 'LCP', value: 1000 }] };
    for (let i = 0; i < 60; i++) expect((await beacon(one, { from })).status).toBe(204);
    expect(await stored()).toHaveLength(60);
    const over = await beacon(one, { from });
    expect(over.status).toBe(204);
    expect(await stored()).toHaveLength(60);
    // Another address is not held back by it.
    expect((await beacon(one)).status).toBe(204);
    expect(await stored()).toHaveLength(61);
  });

  it('through the browser door: the shop’s own beacon passes without touching the session; another site’s is refused', async () => {
    const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    // An access token about to expire: any other call would refresh it first.
    const expiring = `${base64url({ alg: 'HS256' })}.${base64url({ sub: '5', exp: Math.floor(Date.now() / 1000) + 5 })}.sig`;
    const seen: Request[] = [];
    const answer = async (request: Request) => {
      seen.push(request.clone());
      const url = new URL(request.url);
      return api.call(url.pathname.replace(/^\/api\/v1/, '') + url.search, {
        method: request.method,
        headers: request.headers,
        body: await request.arrayBuffer(),
      });
    };
    const refresh = vi.fn(async () => ({ jwt: 'new', rt: 'rt-2' }));
    const handler = createBrowserHandler(answer, refresh, () => ({ siteOrigin: SITE }));
    const sent = (origin: string) =>
      handler(
        new Request(`${SITE}/api/v1/vitals/`, {
          method: 'POST',
          headers: {
            origin,
            'content-type': 'text/plain;charset=UTF-8',
            cookie: `tokens=${encodeSessionTokens({ jwt: expiring, rt: 'rt-1' })}; session_auth=1`,
            'x-forwarded-for': nextAddress(),
          },
          body: JSON.stringify({
            page: 'account',
            device: 'desktop',
            metrics: [{ name: 'TTFB', value: 420 }],
          }),
        }),
      );

    const own = await sent(SITE);
    expect(own.status).toBe(204);
    expect(own.headers.get('set-cookie')).toBeNull();
    expect(refresh).not.toHaveBeenCalled();
    expect(seen).toHaveLength(1);
    expect(seen[0]!.headers.get('authorization')).toBeNull();
    expect(seen[0]!.headers.get('cookie')).toBe('session_auth=1');
    expect(await stored()).toMatchObject([{ page: 'account', device: 'desktop', ttfb: 420 }]);

    const foreign = await sent('https://evil.example');
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toEqual({
      status: 'error',
      message: 'Запрос с чужого сайта отклонён',
    });
    expect(seen).toHaveLength(1);
    expect(await stored()).toHaveLength(1);
  });

  it('counts a 2-day-old report in the 28 days, not in the last day; nothing older than 28', async () => {
    await insertAged(60_000);
    await insertAged(2 * DAY_MS, 'catalog');
    await insertAged(30 * DAY_MS, 'catalog');
    const data = await summary();
    expect(windowOf(data, 1).rows.map((row) => [row.page, row.views])).toEqual([['home', 1]]);
    expect(windowOf(data, 28).rows.map((row) => [row.page, row.views])).toEqual([
      ['home', 1],
      ['catalog', 1],
    ]);
  });

  it('deletes reports older than 90 days, at most once an hour, on a report or the summary', async () => {
    let clock = Date.now();
    const service = createVitalsService(createVitalsRepository(api.handle.db), {
      background: api.deps.background,
      pruning: createVitalsPruning(),
      now: () => new Date(clock),
    });
    const ages = async () =>
      (await stored()).map((row) => Math.round((clock - row.createdAt.getTime()) / DAY_MS)).sort();
    await insertAged(91 * DAY_MS);
    await insertAged(89 * DAY_MS);

    await service.record({ page: 'home', device: 'phone', metrics: [{ name: 'LCP', value: 900 }] });
    await api.deps.background.settled();
    expect(await ages()).toEqual([0, 89]);

    // Within the hour another report prunes nothing.
    await insertAged(95 * DAY_MS);
    clock += VITALS_PRUNE_EVERY_MS - 1000;
    await service.record({ page: 'home', device: 'phone', metrics: [{ name: 'LCP', value: 900 }] });
    await api.deps.background.settled();
    expect((await ages()).at(-1)).toBe(95);

    // An hour on, the head's summary prunes before it reads.
    clock += 1000;
    const head = { role: 'head' as const };
    const data = await service.summary(head);
    expect((await ages()).at(-1)).toBe(89);
    expect(windowOf(data, 28).rows[0]!.views).toBe(2);
  });

  it('is the head’s: 401 to a visitor, 403 to a buyer and a manager', async () => {
    const visitor = await summaryAs({});
    expect(visitor.status).toBe(401);
    expect(visitor.body.message).toBe('Необходимо войти в личный кабинет');
    const buyer = await summaryAs(headers.buyer);
    expect(buyer.status).toBe(403);
    expect(buyer.body.message).toBe(managerMessages.forbidden);
    const manager = await summaryAs(headers.manager);
    expect(manager.status).toBe(403);
    expect(manager.body.message).toBe(managerExchangeMessages.headOnly);
    const empty = await summary();
    expect(empty.windows.map((window) => [window.days, window.rows])).toEqual([
      [1, []],
      [28, []],
    ]);
  });
});
