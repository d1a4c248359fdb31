import Form from 'next/form';
import { SearchIcon } from '@/components/icons';
import { routes } from '@/lib/routes';
import { shellTexts } from '../texts';
import styles from './search-form.module.scss';

/** storefront.md §5: search needs at least 3 characters. */
export const SEARCH_MIN_LENGTH = 3;

/**
 * The search field of the header and of the mobile menu: submits to the search results page
 * (?search=). TODO(#5): the quick search panel (900 ms debounce, 4 results with
 * up to 3 variants) attaches to this field.
 */
export function SearchForm({ id, variant }: { id: string; variant: 'header' | 'menu' }) {
  return (
    <Form
      action={routes.searchResult()}
      role="search"
      className={styles.form}
      data-variant={variant}
    >
      <label htmlFor={id} className="visually-hidden">
        {shellTexts.searchLabel}
      </label>
      <input
        id={id}
        className={styles.input}
        name="search"
        type="search"
        required
        minLength={SEARCH_MIN_LENGTH}
        placeholder={shellTexts.searchPlaceholder}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className={styles.submit} aria-label={shellTexts.searchSubmit}>
        <SearchIcon size={20} />
      </button>
    </Form>
  );
}
