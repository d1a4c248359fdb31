'use client';

import { Link } from '@/components/link';
import { useSearchParams } from 'next/navigation';
import { Fragment, useEffect, useRef, useState, type MouseEvent } from 'react';
import type { Banner } from '@/lib/api/contract/catalog';
import { pluralize } from '@/lib/format/plural';
import type { ResultsPage } from '../api/search-queries';
import { SEARCH_BANNER_POSITION } from '../model/limits';
import { bannerSlot, parsePage, resultsHref } from '../model/results-url';
import { correctedLine, foundLine, productForms, searchTexts, shownOf } from '../texts';
import { BannerCard } from './banner-card';
import { ResultCard } from './result-card';
import styles from './search-results.module.scss';

export interface SearchResultsProps {
  query: string;
  /** Pages 1..n as the server rendered them. */
  initialPages: ResultsPage[];
  variants: { id: number; link: string; text: string }[];
  banners: Banner[];
}

/**
 * The results page's list (storefront.md §4 "Full search"): a new query replaces the list (the
 * page remounts this component per query), 'Показать ещё' appends the next 15 and pushes
 * PAGEN_1 into the address, so Back returns to the shorter list. A failed page adds nothing.
 */
export function SearchResults({ query, initialPages, variants, banners }: SearchResultsProps) {
  const [pages, setPages] = useState(initialPages);
  const [loading, setLoading] = useState(false);
  const inFlight = useRef(false);
  const params = useSearchParams();
  // The address says how many pages are shown; the pages already loaded stay for Forward. A page
  // served from the cache is rendered without its query (the server sent the pages it asks for),
  // so until the address has PAGEN_1 the server's pages are what is shown.
  const fromAddress = params.get('PAGEN_1');
  const shown = Math.min(
    pages.length,
    fromAddress === null ? initialPages.length : parsePage(fromAddress),
  );
  const visible = pages.slice(0, shown);
  const first = pages[0];
  const total = first?.catalog_list.pagin.total ?? 0;
  const maxPage = first?.catalog_list.pagin.max_page ?? 1;
  const corrected = first?.query.corrected ?? null;
  const marked = corrected ? `${query} ${corrected}` : query;
  const cards = visible.flatMap((page) => page.catalog_list.elements);
  const slot = bannerSlot(cards.length, SEARCH_BANNER_POSITION);
  const banner = banners[0];
  const next = shown + 1;

  // The search was made (issue #34): said from the browser, since the page itself may come from
  // the cache, so that the server counts this person once for 'Часто ищут'. A search that found
  // nothing is never suggested, so it is not said. The client loads now, not with the page.
  useEffect(() => {
    if (total === 0) return;
    void import('../api/search-api').then(({ searchApi }) => searchApi.recordSearch(query));
  }, [query, total]);

  const showMore = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const href = resultsHref(query, next);
    if (pages.length >= next) {
      window.history.pushState(null, '', href);
      return;
    }
    inFlight.current = true;
    setLoading(true);
    try {
      // The client and the search schemas load with the first 'Показать ещё', not with the page.
      const { fetchResultsPage } = await import('../api/search-queries');
      const page = await fetchResultsPage(query, next);
      if (!page || page.catalog_list.elements.length === 0) return;
      setPages((current) => [...current.slice(0, next - 1), page]);
      window.history.pushState(null, '', href);
    } catch (error) {
      // Only the code itself failing to load gets here; the call fails silently on its own.
      console.error('[search] loading more failed', { text: query, page: next }, error);
    } finally {
      inFlight.current = false;
      setLoading(false);
    }
  };

  return (
    <div className={styles.results}>
      {variants.length > 0 ? (
        <section className={styles.variants} aria-labelledby="search-variants">
          <h2 id="search-variants" className={styles.blockTitle}>
            {searchTexts.sectionsAndCollections}
          </h2>
          <ul className={styles.variantList}>
            {variants.map((hit) => (
              <li key={hit.link}>
                <Link href={hit.link} className={styles.variant}>
                  {hit.text}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className={styles.products} aria-labelledby="search-products">
        <h2 id="search-products" className="visually-hidden">
          {searchTexts.products}
        </h2>
        {cards.length === 0 ? (
          <p className={styles.empty}>{searchTexts.nothingFound}</p>
        ) : (
          <>
            <p className={styles.found}>{foundLine(pluralize(total, productForms))}</p>
            {corrected ? <p className={styles.corrected}>{correctedLine(corrected)}</p> : null}
            <ul className={styles.grid}>
              {cards.map((card, index) => (
                <Fragment key={card.id}>
                  {index === slot && banner ? (
                    <li className={styles.bannerCell}>
                      <BannerCard banner={banner} />
                    </li>
                  ) : null}
                  <li>
                    <ResultCard card={card} query={marked} />
                  </li>
                </Fragment>
              ))}
              {slot === cards.length && banner ? (
                <li className={styles.bannerCell}>
                  <BannerCard banner={banner} />
                </li>
              ) : null}
            </ul>
            <p className={styles.shown} role="status">
              {shownOf(cards.length, total)}
            </p>
            {shown < maxPage ? (
              <a
                href={resultsHref(query, next)}
                className={styles.more}
                onClick={showMore}
                aria-busy={loading || undefined}
                data-loading={loading || undefined}
              >
                {searchTexts.showMore}
              </a>
            ) : null}
          </>
        )}
      </section>
    </div>
  );
}
