/**
 * Search (storefront.md §2, §4, §8, §9). This entry is what the header imports, so it stays
 * light: the field's combobox helpers and the lazily loaded quick search panel. The results
 * page is composed from ./server.ts.
 */
export {
  LazyQuickSearchPanel,
  preloadQuickSearchPanel,
} from './components/lazy-quick-search-panel';
export { nextActive, optionId } from './model/combobox';
export { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from './model/limits';
export { searchCutNote } from './texts';
