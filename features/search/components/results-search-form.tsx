import Form from 'next/form';
import { routes } from '@/lib/routes';
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from '../model/limits';
import { searchTexts } from '../texts';
import styles from './search-results.module.scss';

/**
 * The query again, on the results page, ready to be changed: a new query opens its own results,
 * which replace these (storefront.md §4: a new search sets the list, 'Показать ещё' adds to it).
 */
export function ResultsSearchForm({ query }: { query: string }) {
  return (
    <Form action={routes.searchResult()} role="search" className={styles.pageForm}>
      <label htmlFor="search-result-field" className="visually-hidden">
        {searchTexts.field}
      </label>
      <input
        id="search-result-field"
        key={query}
        className={styles.pageField}
        name="search"
        type="search"
        required
        minLength={SEARCH_MIN_LENGTH}
        maxLength={SEARCH_MAX_LENGTH}
        defaultValue={query}
        placeholder={searchTexts.field}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className={styles.pageSubmit}>
        {searchTexts.submit}
      </button>
    </Form>
  );
}
