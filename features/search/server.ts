import 'server-only';

/** Search's server-only entry: the results page below its heading. */
export { loadSearchResults, type SearchResultsData } from './api/load-results';
export { SearchResultsSection } from './components/search-results-section';
export { parsePage, resultsHref } from './model/results-url';
export { boundedQuery, normaliseQuery } from './model/limits';
