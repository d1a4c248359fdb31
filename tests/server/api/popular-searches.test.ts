/**
 * 'Часто ищут' (issue #34): what many people found, normalised, never one visitor's typing; a
 * list staff edit at /manager/searches/ (pin, hide).
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { successEnvelope } from '@/lib/api/contract';
import { popularSearchesSchema, type PopularSearches } from '@/lib/api/contract/popular-searches';
import { preliminaryInformationSchema, searchResultSchema } from '@/lib/api/contract/search';
import { searchQueries, searchQuerySearchers, users } from '@/server/db/schema';
import { DEMO_HEAD_EMAIL } from '@/server/db/seed/accounts';
import {
  daysBefore,
  moscowDay,
  searcherKey,
  suggestionText,
} from '@/server/modules/search/popular-service';
import { BUYER_HEADER, backends, form, startApi, type TestApi } from '../../support/api';

const FORM_TYPE = 'application/x-www-form-urlencoded';

interface Envelope<T = unknown> {
  status: string;
  message?: string;
  data: T;
  errors?: Record<string, string>;
}

describe('who searched, kept so that nobody can be told from it', () => {
  it('is a keyed hash of the address and the day: no address, and two days cannot be joined', () => {
    const monday = searcherKey('secret-secret-secret-secret-secret-1', '10.1.2.3', '2026-11-23');
    expect(monday).not.toContain('10.1.2.3');
    expect(monday).toHaveLength(22);
    expect(searcherKey('secret-secret-secret-secret-secret-1', '10.1.2.3', '2026-11-23')).toBe(
      monday,
    );
    expect(searcherKey('secret-secret-secret-secret-secret-1', '10.1.2.3', '2026-11-24')).not.toBe(
      monday,
    );
    expect(searcherKey('secret-secret-secret-secret-secret-2', '10.1.2.3', '2026-11-23')).not.toBe(
      monday,
    );
  });

  it('counts Moscow days, and keeps only queries worth suggesting', () => {
    expect(moscowDay(new Date('2026-11-23T20:59:00Z'))).toBe('2026-11-23');
    expect(moscowDay(new Date('2026-11-23T21:00:00Z'))).toBe('2026-11-24');
    expect(daysBefore('2026-03-01', 1)).toBe('2026-02-28');
    expect(suggestionText(['футер', '3', 'нитка'])).toBe('футер 3 нитка');
    // A number alone means nothing to anybody else; a long text is no suggestion.
    expect(suggestionText(['160'])).toBeNull();
    expect(suggestionText(['а'.repeat(61)])).toBeNull();
    expect(suggestionText([])).toBeNull();
  });
});

describe.each(backends())('popular searches on %s', (backend) => {
  let api: TestApi;
  let manager = 0;
  let head = 0;

  const staffHeaders = (userId: number, role: 'manager' | 'head' = 'manager') => ({
    [BUYER_HEADER]: `${userId}:1:${role}`,
  });
  /** A search made from one client address, as the results page says it. */
  const searched = async (text: string, address: string) => {
    const answer = await api.json<Envelope>('/through_blocks/recordSearch/', {
      ...form({ search_element: text }),
      headers: { 'content-type': FORM_TYPE, 'x-forwarded-for': address },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  };
  const often = async () => {
    const { body } = await api.json('/through_blocks/preliminaryInformation');
    return successEnvelope(preliminaryInformationSchema)
      .parse(body)
      .data.oftenSearched.map((q) => q.text);
  };
  const list = async (userId = manager) => {
    const answer = await api.json<Envelope<PopularSearches>>('/manager/search-queries/', {
      headers: staffHeaders(userId),
    });
    expect(answer.status).toBe(200);
    return successEnvelope(popularSearchesSchema).parse(answer.body).data;
  };
  const post = (path: string, fields: Record<string, string>, userId = manager) =>
    api.json<Envelope<PopularSearches>>(path, {
      ...form(fields),
      headers: { 'content-type': FORM_TYPE, ...staffHeaders(userId) },
    });
  const idOf = async (text: string) => {
    const [row] = await api.handle.db
      .select({ id: searchQueries.id })
      .from(searchQueries)
      .where(eq(searchQueries.text, text));
    return row!.id;
  };
  const act = async (text: string, action: string) =>
    post(`/manager/search-queries/${await idOf(text)}/`, { action });

  beforeAll(async () => {
    api = await startApi(backend);
    const staffId = async (email: string) => {
      const [row] = await api.handle.db.select().from(users).where(eq(users.email, email));
      return row!.id;
    };
    manager = await staffId('manager.msk@selvedge.local');
    head = await staffId(DEMO_HEAD_EMAIL);
  });
  afterAll(() => api?.close());

  it('offers the sections while nothing is popular, less any a manager hid', async () => {
    expect(await often()).toContain('Флис');
    await searched('флис', '10.50.0.1');
    const hidden = await act('флис', 'block');
    expect(hidden.status).toBe(200);
    expect(hidden.body.message).toBe('Запрос скрыт из подсказок');
    expect(hidden.body.data.fallback).toBe(true);
    const texts = await often();
    expect(texts).not.toContain('Флис');
    expect(texts).toContain('Футер');
  });

  it('never suggests a typo one visitor searched many times, nor keeps it as typed', async () => {
    const { body } = await api.json(
      `/through_blocks/search?search_element=${encodeURIComponent('интерлак')}`,
    );
    expect(successEnvelope(searchResultSchema).parse(body).data.query.corrected).toBe('интерлок');
    for (let i = 0; i < 6; i++) await searched('интерлак', '10.50.1.1');
    const texts = await often();
    expect(texts).not.toContain('интерлак');
    expect(texts).not.toContain('интерлок');
    const kept = await api.handle.db.select({ text: searchQueries.text }).from(searchQueries);
    expect(kept.map((row) => row.text)).not.toContain('интерлак');
    // One person, one count, however many times.
    const candidate = (await list()).candidates.find((q) => q.text === 'интерлок');
    expect(candidate).toMatchObject({ searchers: 1, shown: false });
  });

  it('suggests the corrected query once three different people searched it, never the typo', async () => {
    await searched('интерлак', '10.50.1.2');
    expect(await often()).not.toContain('интерлок');
    await searched('ИНТЕРЛАК!', '10.50.1.3');
    const texts = await often();
    expect(texts).toContain('интерлок');
    expect(texts).not.toContain('интерлак');
    expect(texts).not.toContain('ИНТЕРЛАК!');
    const candidate = (await list()).candidates.find((q) => q.text === 'интерлок');
    expect(candidate).toMatchObject({ searchers: 3, shown: true });
    expect(candidate!.hits).toBeGreaterThan(0);
    expect(candidate!.last_searched_at).not.toBeNull();
    // What is kept of who searched is no address.
    const traces = await api.handle.db.select().from(searchQuerySearchers);
    expect(traces.map((t) => t.searcher).join(' ')).not.toMatch(/10\.50/);
  });

  it('keeps nothing of a search that found nothing, or of a number alone', async () => {
    for (const address of ['10.50.2.1', '10.50.2.2', '10.50.2.3']) {
      await searched('zzqqxxvv', address);
      await searched('160', address);
    }
    const kept = (await api.handle.db.select({ text: searchQueries.text }).from(searchQueries)).map(
      (row) => row.text,
    );
    expect(kept).not.toContain('zzqqxxvv');
    expect(kept).not.toContain('160');
    expect(await often()).not.toContain('160');
  });

  it('counts the searches of the last 30 days only, and deletes older traces', async () => {
    await searched('джерси', '10.50.3.1');
    const id = await idOf('джерси');
    const old = daysBefore(moscowDay(new Date()), 31);
    await api.handle.db.insert(searchQuerySearchers).values([
      { queryId: id, searcher: 'old-one', day: old },
      { queryId: id, searcher: 'old-two', day: old },
    ]);
    await searched('джерси', '10.50.3.2');
    expect(await often()).not.toContain('джерси');
    const left = await api.handle.db
      .select({ count: sql<number>`count(*)::int` })
      .from(searchQuerySearchers)
      .where(eq(searchQuerySearchers.day, old));
    expect(left[0]!.count).toBe(0);
  });

  it('stops counting an address that searches faster than a person', async () => {
    const searchersOf = async () =>
      (await list()).candidates.find((q) => q.text === 'джерси')?.searchers;
    const before = await searchersOf();
    for (let i = 0; i < 30; i++) await searched('zzqqxxvv', '10.50.5.1');
    await searched('джерси', '10.50.5.1');
    expect(await searchersOf()).toBe(before);
    await searched('джерси', '10.50.5.2');
    expect(await searchersOf()).toBe(before! + 1);
  });

  it('never suggests a hidden query, however many search it; shown again once unhidden', async () => {
    const hidden = await act('интерлок', 'block');
    expect(hidden.status).toBe(200);
    expect(hidden.body.data.blocked.map((q) => q.text)).toContain('интерлок');
    expect(hidden.body.data.candidates.map((q) => q.text)).not.toContain('интерлок');
    // The manager's change shows at once, not after the cache's 30 s.
    expect(await often()).not.toContain('интерлок');
    for (const address of ['10.50.4.1', '10.50.4.2', '10.50.4.3', '10.50.4.4']) {
      await searched('интерлок', address);
    }
    expect(await often()).not.toContain('интерлок');

    const back = await act('интерлок', 'unblock');
    expect(back.body.message).toBe('Запрос снова может попасть в подсказки');
    expect(await often()).toContain('интерлок');
  });

  it('puts pinned queries first, in the order pinned, corrected as search uses them', async () => {
    const first = await post('/manager/search-queries/', { text: 'Кулирка' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.message).toBe('Запрос закреплён');
    // A typo of the manager's is pinned as search would use it.
    const second = await post('/manager/search-queries/', { text: '  футр  ' }, head);
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    const pinned = second.body.data.pinned.map((q) => q.text);
    expect(pinned).toEqual(['кулирка', expect.stringMatching(/^футер/)]);
    expect(second.body.data.pinned.every((q) => q.shown)).toBe(true);
    const texts = await often();
    expect(texts.slice(0, 2)).toEqual(pinned);
    expect(texts).toContain('интерлок');
    expect(texts).not.toContain('Футер');

    // Pinning a hidden query shows it again; hiding a pinned one unpins it.
    await act('флис', 'pin');
    expect((await often()).slice(0, 3)).toEqual([...pinned, 'флис']);
    await act('кулирка', 'block');
    expect(await often()).not.toContain('кулирка');
    expect((await list()).pinned.map((q) => q.text)).toEqual([pinned[1], 'флис']);
    const unpinned = await act('флис', 'unpin');
    expect(unpinned.body.message).toBe('Запрос откреплён');
    expect(unpinned.body.data.pinned.map((q) => q.text)).toEqual([pinned[1]]);
  });

  it('answers bad input with a 400 in Russian', async () => {
    const empty = await post('/manager/search-queries/', { text: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ text: 'Напишите запрос' });
    const long = await post('/manager/search-queries/', { text: 'футер '.repeat(12) });
    expect(long.status).toBe(400);
    expect(long.body.errors).toEqual({ text: 'Не более 60 символов' });
    const signs = await post('/manager/search-queries/', { text: '!!! ???' });
    expect(signs.status).toBe(400);
    expect(signs.body.errors).toEqual({ text: 'В запросе нет ни букв, ни цифр' });
    const nothing = await post('/manager/search-queries/', { text: 'zzqqxxvv' });
    expect(nothing.status).toBe(400);
    expect(nothing.body.message).toBe('По запросу «zzqqxxvv» ничего не находится');
    const action = await post(`/manager/search-queries/${await idOf('джерси')}/`, {
      action: 'delete',
    });
    expect(action.status).toBe(400);
    expect(action.body.errors).toEqual({ action: 'Неизвестное действие' });
    const badId = await post('/manager/search-queries/abc/', { action: 'block' });
    expect(badId.status).toBe(400);
    expect(badId.body.errors).toEqual({ id: 'Запрос не найден' });
    const missing = await post('/manager/search-queries/999999/', { action: 'block' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Запрос не найден');
    const short = await api.json<Envelope>(
      '/through_blocks/recordSearch/',
      form({ search_element: 'фу' }),
    );
    expect(short.status).toBe(400);
    expect(short.body.errors).toEqual({ search_element: 'Введите не менее 3 символов' });
  });

  it('lets no visitor or buyer see or change the list, before reading the input', async () => {
    expect((await api.json('/manager/search-queries/')).status).toBe(401);
    const visitor = await api.json('/manager/search-queries/', form({ text: '' }));
    expect(visitor.status).toBe(401);
    const buyer = { [BUYER_HEADER]: `${manager}:1` };
    expect((await api.json('/manager/search-queries/', { headers: buyer })).status).toBe(403);
    const refused = await api.json<Envelope>(`/manager/search-queries/${await idOf('джерси')}/`, {
      ...form({ action: 'nonsense' }),
      headers: { 'content-type': FORM_TYPE, ...buyer },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Раздел доступен только сотрудникам');
  });
});
