import type { FormHTMLAttributes, InputHTMLAttributes, ReactNode, Ref } from 'react';
import { SearchIcon } from '@/components/icons';
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from '@/features/search/model/limits';
import { routes } from '@/lib/routes';
import { shellTexts } from '../texts';
import styles from './search-form.module.scss';

/**
 * The search field's markup (./search-form.tsx is its behaviour): without script a plain form to
 * the results page (?search=, at least 3 characters). Rendered on the server, then by the search
 * form itself with its handlers and the quick search panel as `children`.
 */
export function SearchFormView({
  id,
  variant,
  formRef,
  form,
  input,
  children,
}: {
  id: string;
  variant: 'header' | 'menu';
  formRef?: Ref<HTMLFormElement>;
  form?: Omit<FormHTMLAttributes<HTMLFormElement>, 'action' | 'role' | 'className'>;
  input?: Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'type' | 'className'>;
  children?: ReactNode;
}) {
  return (
    <form
      ref={formRef}
      action={routes.searchResult()}
      role="search"
      className={styles.form}
      data-variant={variant}
      {...form}
    >
      <div className={styles.field}>
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
          maxLength={SEARCH_MAX_LENGTH}
          placeholder={shellTexts.searchPlaceholder}
          autoComplete="off"
          enterKeyHint="search"
          {...input}
        />
        <button type="submit" className={styles.submit} aria-label={shellTexts.searchSubmit}>
          <SearchIcon size={20} />
        </button>
      </div>
      {children}
    </form>
  );
}
