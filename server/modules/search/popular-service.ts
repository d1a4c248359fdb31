/**
 * Popular searches (issue #34): 'Часто ищут' is what many people found, normalised, never what
 * one visitor typed. The rules:
 *
 * - What is kept is what search used: the corrected words when a typo was corrected, letters
 *   and digits only, at most POPULAR_TEXT_MAX characters, with a letter in it ('160' alone means
 *   nothing to anybody else), and only when it found something. The text as typed is never
 *   stored.
 * - A person counts once a day: the searcher is an HMAC of the client address and the Moscow
 *   day under the server's secret, so the table holds no address, and one person's traces on
 *   two days cannot be joined. Traces older than POPULAR_WINDOW_DAYS are deleted as searches
 *   come in.
 * - Suggested: pinned queries first, in the order they were pinned, then those searched by at
 *   least POPULAR_MIN_SEARCHERS people within the window, most searchers first; a hidden one
 *   never. With nothing of that, the caller shows the catalogue's sections (a new shop).
 *
 * The list is kept in the memo cache (30 s); a manager's change and a query reaching the
 * threshold drop it in this process, other processes catch up within the TTL.
 */
import 'server-only';
import { createHmac } from 'node:crypto';
import {
  POPULAR_MIN_SEARCHERS,
  POPULAR_SHOWN,
  POPULAR_TEXT_MAX,
  POPULAR_WINDOW_DAYS,
  popularSearchMessages as messages,
  type PopularSearchAction,
  type PopularSearches,
} from '../../../lib/api/contract/popular-searches';
import { AppError } from '../../http/app-error';
import type { MemoCache } from '../../platform/memo-cache';
import type { PopularRepository, PopularRow } from './popular-repository';

export const POPULAR_CACHE_KEY = 'search:popular';
/** The manager's page lists this many candidates, most searchers first. */
const CANDIDATES_LISTED = 50;
const DAY_MS = 86_400_000;
/** Moscow keeps UTC+3 all year. */
const MOSCOW_OFFSET_MS = 3 * 3_600_000;

/** The Moscow day of a moment, 'YYYY-MM-DD'. */
export function moscowDay(at: Date): string {
  return new Date(at.getTime() + MOSCOW_OFFSET_MS).toISOString().slice(0, 10);
}

/** The day `days` before a 'YYYY-MM-DD' day. */
export function daysBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Who searched, as nobody can read it back: an HMAC of the address and the day under the
 * server's secret (the message is prefixed, so it can never be a token's signature).
 */
export function searcherKey(secret: string, address: string, day: string): string {
  return createHmac('sha256', secret)
    .update(`popular-searches\n${day}\n${address}`)
    .digest('base64url')
    .slice(0, 22);
}

/** The words search used, as a suggestion; null when they make none. */
export function suggestionText(words: readonly string[]): string | null {
  const text = words.join(' ');
  if (text.length === 0 || text.length > POPULAR_TEXT_MAX) return null;
  if (!words.some((word) => /[a-zа-яё]/.test(word))) return null;
  return text;
}

/** A query as search would use it: its words (corrected if need be) and how much they find. */
export type ResolveQuery = (raw: string) => Promise<{ used: string[]; total: number }>;

export function createPopularService(
  repo: PopularRepository,
  deps: { cache: MemoCache; secret: string; now?: () => Date },
) {
  const now = deps.now ?? (() => new Date());
  const window = () => {
    const day = moscowDay(now());
    return { day, since: daysBefore(day, POPULAR_WINDOW_DAYS - 1) };
  };
  const suggested = (limit: number) => repo.suggested(limit, POPULAR_MIN_SEARCHERS, window().since);
  const changed = () => deps.cache.delete(POPULAR_CACHE_KEY);

  return {
    /** One search that found `hits` products with `used` words, by the client at `address`. */
    async record(used: readonly string[], hits: number, address: string) {
      const text = suggestionText(used);
      if (text === null || hits <= 0) return;
      const { day, since } = window();
      const searcher = searcherKey(deps.secret, address, day);
      const { added, before } = await repo.record(text, hits, searcher, day, since);
      // Just reached the threshold: shown from the next opening of the panel, not in 30 s.
      if (added && before + 1 === POPULAR_MIN_SEARCHERS) changed();
    },

    /** The panel's list (up to `POPULAR_SHOWN`); empty when nothing qualifies. */
    suggested: () => deps.cache.getOrSet(POPULAR_CACHE_KEY, () => suggested(POPULAR_SHOWN)),

    /** What the fallback must leave out too: the queries managers hid. */
    blockedTexts: () => repo.blockedTexts(),

    /** The manager's page: pinned, candidates (whether shown now) and hidden queries. */
    async forManagers(): Promise<PopularSearches> {
      const { since } = window();
      const [managed, candidates, shownNow] = await Promise.all([
        repo.managed(since),
        repo.candidates(since, CANDIDATES_LISTED),
        suggested(POPULAR_SHOWN),
      ]);
      const shown = new Set(shownNow.map((row) => row.id));
      const item = (row: PopularRow) => ({
        id: row.id,
        text: row.text,
        searchers: row.searchers,
        hits: row.hits,
        last_searched_at: row.lastSearchedAt?.toISOString() ?? null,
        shown: shown.has(row.id),
      });
      return {
        min_searchers: POPULAR_MIN_SEARCHERS,
        days: POPULAR_WINDOW_DAYS,
        shown_max: POPULAR_SHOWN,
        fallback: shownNow.length === 0,
        pinned: managed.filter((row) => row.pinnedPosition !== null).map(item),
        candidates: candidates.map(item),
        blocked: managed.filter((row) => row.blockedAt !== null).map(item),
      };
    },

    /** A manager's own query: kept as search would use it, and only if it finds something. */
    async pinText(raw: string, resolve: ResolveQuery) {
      const { used, total } = await resolve(raw);
      const text = used.join(' ');
      if (text.length === 0) throw new AppError(400, messages.noWords, { text: messages.noWords });
      if (text.length > POPULAR_TEXT_MAX) {
        throw new AppError(400, messages.textTooLong, { text: messages.textTooLong });
      }
      if (total === 0) {
        const message = messages.nothingFound(text);
        throw new AppError(400, message, { text: message });
      }
      await repo.pinText(text, total);
      changed();
    },

    async act(id: number, action: PopularSearchAction) {
      if (!(await repo.exists(id))) throw new AppError(404, messages.notFound);
      await repo[action](id);
      changed();
    },
  };
}

export type PopularService = ReturnType<typeof createPopularService>;
