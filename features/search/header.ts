/**
 * What the header's server-rendered search field needs (features/shell/components/search-form-view):
 * no client component, so that rendering the field adds nothing to a page's first load.
 */
export { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from './model/limits';
