import 'server-only';
import { LoginDialog } from '@/features/auth/components/login-dialog';
import { favouriteHeartTexts } from '@/features/favourites/heart-texts';
import { loadSearchResults } from '../api/load-results';
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from '../model/limits';
import { searchCutNote, searchTexts } from '../texts';
import { ResultsSearchForm } from './results-search-form';
import { SearchResults } from './search-results';
import styles from './search-results.module.scss';

/**
 * The results page below its heading, rendered on the server with the first pages, under a
 * field holding the query. Too short a query asks for more; a failed search shows nothing
 * (storefront.md §8).
 */
export async function SearchResultsSection({
  query,
  page,
  cut = false,
}: {
  query: string;
  page: number;
  /** The address asked for a longer query, cut to this one. */
  cut?: boolean;
}) {
  const data = await loadSearchResults(query, page);
  const form = (
    <div className={styles.formRow}>
      <ResultsSearchForm query={data.query} />
      {cut ? (
        <p className={styles.cutNote} role="status">
          {searchCutNote(SEARCH_MAX_LENGTH)}
        </p>
      ) : null}
    </div>
  );
  if (data.pages === null) {
    return (
      <>
        {form}
        {data.query.length > 0 && data.query.length < SEARCH_MIN_LENGTH ? (
          <div className={styles.results}>
            <p className={styles.empty}>{searchTexts.tooShort}</p>
          </div>
        ) : null}
      </>
    );
  }
  return (
    <>
      {form}
      <SearchResults
        // A new query, or a new PAGEN_1 from the server, starts the list afresh ("set").
        key={`${data.query}|${data.pages.length}`}
        query={data.query}
        initialPages={data.pages}
        variants={data.variants}
        banners={data.banners}
      />
      {/* A visitor's hearts open it at the first tap, before the page's code (issue #37). */}
      {data.pages.some((p) => p.catalog_list.elements.some((card) => card.price === undefined)) ? (
        <LoginDialog for="favourites" reason={favouriteHeartTexts.loginToAdd} />
      ) : null}
    </>
  );
}
