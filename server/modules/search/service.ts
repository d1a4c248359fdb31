/**
 * Search as a Russian shopper expects it: word forms through the 'russian' text-search
 * configuration, prefixes while typing, and small typos corrected against the catalogue's own
 * vocabulary — but only when the words as typed find nothing, so a correct query is never
 * second-guessed.
 */
import 'server-only';
import { routes } from '../../../lib/routes';
import type { CatalogService } from '../catalog/service';
import type { PopularService } from './popular-service';
import type { SearchRepository } from './repository';

export const FULL_SEARCH_PAGE_SIZE = 15;
const SUGGESTIONS = 8;

/** Lower-case words of letters and digits; everything else (quotes, operators) is dropped. */
/** Control characters (PostgreSQL refuses NUL in text) become spaces; spaces collapse. */
export function cleanSearchText(text: string): string {
  return text
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function searchWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-zа-яё0-9]+/)
    .filter((word) => word.length > 0)
    .slice(0, 8);
}

/**
 * The words a search uses and one page of what they find: the words as typed, or, when those
 * find nothing, each corrected to the closest catalogue term. `perPage` 0 only counts.
 */
async function find(repo: SearchRepository, words: string[], perPage: number, offset: number) {
  let used = words;
  let result = words.length > 0 ? await repo.page(words, perPage, offset) : { ids: [], total: 0 };
  let corrected: string | null = null;
  if (result.total === 0 && words.length > 0) {
    const fixed = await Promise.all(
      words.map(async (w) => (w.length >= 3 ? ((await repo.closestTerm(w)) ?? w) : w)),
    );
    if (fixed.join(' ') !== words.join(' ')) {
      used = fixed;
      corrected = fixed.join(' ');
      result = await repo.page(used, perPage, offset);
    }
  }
  return { used, corrected, result };
}

/** What a search for `raw` uses (the corrected words if need be) and how many products it finds. */
export async function resolveQuery(repo: SearchRepository, raw: string) {
  const { used, result } = await find(repo, searchWords(cleanSearchText(raw)), 0, 0);
  return { used, total: result.total };
}

export function createSearchService(
  repo: SearchRepository,
  catalog: Pick<CatalogService, 'cardsFor'>,
  popular: Pick<PopularService, 'record' | 'suggested' | 'blockedTexts'>,
) {
  const sectionSuggestions = async () => {
    const [sections, blocked] = await Promise.all([repo.sectionTitles(), popular.blockedTexts()]);
    const hidden = new Set(blocked);
    return sections
      .filter((s) => !hidden.has(searchWords(s.title).join(' ')))
      .map((s) => ({ id: s.id, text: s.title, link: routes.searchResult(s.title) }));
  };

  return {
    /**
     * A read only: the results page is rendered from a cache and the quick panel looks up at
     * every pause of the typing, so neither says who searched what; the results page in the
     * browser does that (`record`).
     */
    async search(raw: string, perPage = FULL_SEARCH_PAGE_SIZE, page = 1) {
      const text = cleanSearchText(raw);
      const offset = (page - 1) * perPage;
      const { corrected, result } = await find(repo, searchWords(text), perPage, offset);
      const maxPage = Math.max(1, Math.ceil(result.total / perPage));
      return {
        catalog_list: {
          elements: await catalog.cardsFor(result.ids),
          pagin: { current: page, max_page: maxPage, total: result.total },
        },
        query: { text, corrected },
      };
    },

    /**
     * A search someone made (the results page says so from the browser): what it used is
     * counted for popular searches, once per person and day, when it found something.
     */
    async record(raw: string, address: string) {
      const { used, total } = await resolveQuery(repo, raw);
      await popular.record(used, total, address);
    },

    async sectionsAndCollections(raw: string) {
      const { sectionRows, collectionRows } = await repo.sectionsAndCollections(
        cleanSearchText(raw),
        SUGGESTIONS,
      );
      return {
        sections_and_collections: [
          ...sectionRows.map((s) => ({ id: s.id, link: routes.catalog(s.slug), text: s.title })),
          ...collectionRows.map((c) => ({
            id: c.id,
            link: routes.catalog(c.sectionSlug, c.slug),
            text: `${c.sectionTitle} · ${c.title}`,
          })),
        ],
      };
    },

    async preliminary() {
      const [often, collections] = await Promise.all([
        popular.suggested(),
        repo.popularCollections(SUGGESTIONS),
      ]);
      // A new shop has no popular searches yet: its sections are the natural first suggestions
      // (less any a manager hid).
      const oftenSearched =
        often.length > 0
          ? often.map((q) => ({ id: q.id, text: q.text, link: routes.searchResult(q.text) }))
          : await sectionSuggestions();
      return {
        oftenSearched: oftenSearched.slice(0, SUGGESTIONS),
        collectionSearch: collections.map((c) => ({
          id: c.id,
          title: c.title,
          image: c.image,
          quantity: c.count,
          uri: routes.catalog(c.sectionSlug, c.slug),
          link: routes.catalog(c.sectionSlug, c.slug),
          slug: c.slug,
          filter: 'collection',
          value: c.slug,
        })),
      };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
