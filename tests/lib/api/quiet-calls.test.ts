/**
 * storefront.md §8 (SF-8.06, SF-8.07): the general banners, search and pre-search swallow errors
 * and answer null, on the server too (the results page renders there); the SEO call answers
 * empty strings. Each is driven through the real client against a failing server, a malformed
 * answer, a dropped connection and a cancelled call. (Favourite ids, the packing limit and sewn
 * collections are read through their features' wrappers.)
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@/lib/api/client';
import { searchEndpoints } from '@/lib/api/endpoints/search';
import { EMPTY_SEO, seoEndpoints } from '@/lib/api/endpoints/seo';
import type { Transport } from '@/lib/api/transport';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const failures = {
  'a server error': () => json(500, { status: 'error', message: 'Ошибка сервера' }),
  'a malformed answer': () => json(200, { status: 'success', data: { unexpected: true } }),
  'a dropped connection': () => new TypeError('fetch failed'),
} as const;

function clientAnswering(answer: () => Response | Error) {
  const transport: Transport = async () => {
    const next = answer();
    if (next instanceof Error) throw next;
    return next;
  };
  return createApiClient({
    transport: () => transport,
    origin: () => 'http://shop.test',
    sleep: async () => {},
  });
}

type Client = ReturnType<typeof createApiClient>;
const quietCalls: Array<[string, string, (client: Client) => Promise<unknown>]> = [
  ['general banners', 'getGeneralBanners', (c) => searchEndpoints(c).generalBanners()],
  ['search', 'search', (c) => searchEndpoints(c).search({ text: 'футер', perPage: 4 })],
  [
    'search sections and collections',
    'searchSectionsAndCollections',
    (c) => searchEndpoints(c).sectionsAndCollections('футер'),
  ],
  ['pre-search', 'preliminaryInformation', (c) => searchEndpoints(c).preliminaryInformation()],
];

afterEach(() => vi.restoreAllMocks());

describe('calls that swallow their errors', () => {
  for (const [name, call, run] of quietCalls) {
    for (const [failure, answer] of Object.entries(failures)) {
      it(`${name} answers null on ${failure}, and logs it`, async () => {
        const log = vi.spyOn(console, 'error').mockImplementation(() => {});
        await expect(run(clientAnswering(answer))).resolves.toBeNull();
        expect(log).toHaveBeenCalledWith(
          expect.stringContaining(`${call} failed`),
          expect.any(Object),
          expect.anything(),
        );
      });
    }

    it(`${name} answers null without a log line when the call was cancelled`, async () => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => {});
      const aborted = () => new DOMException('The operation was aborted.', 'AbortError');
      await expect(run(clientAnswering(aborted))).resolves.toBeNull();
      expect(log).not.toHaveBeenCalled();
    });
  }

  it('a search failure is logged with what was asked', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await searchEndpoints(clientAnswering(failures['a server error'])).search({
      text: 'кулирка',
      perPage: 15,
      page: 2,
    });
    expect(log).toHaveBeenCalledWith(
      '[search] search failed',
      { text: 'кулирка', perPage: 15, page: 2 },
      expect.anything(),
    );
  });

  it('the SEO call answers empty strings on every failure', async () => {
    for (const answer of Object.values(failures)) {
      await expect(seoEndpoints(clientAnswering(answer)).forPage('/about/')).resolves.toEqual(
        EMPTY_SEO,
      );
    }
    expect(EMPTY_SEO).toEqual({ title: '', description: '', keywords: '', h1: '' });
  });

  it('a working call still answers its data', async () => {
    const banners = { banners: [] };
    const ok = () => json(200, { status: 'success', data: banners });
    await expect(searchEndpoints(clientAnswering(ok)).generalBanners()).resolves.toEqual(banners);
  });
});
