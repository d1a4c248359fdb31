import { PageIntro } from '@/components/page-intro';
import { pageTitles, searchQueryLead } from '@/features/shell/texts';
import { pageHeading, pageMetadata } from '@/features/shell/seo/page-metadata';
import { boundedQuery } from '@/features/search/model/limits';
import { parsePage } from '@/features/search/model/results-url';
import { SearchResultsSection } from '@/features/search/components/search-results-section';
import { routes } from '@/lib/routes';

const path = routes.searchResult();

interface Props {
  searchParams: Promise<{ search?: string | string[]; PAGEN_1?: string | string[] }>;
}

const firstOf = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

// A results page only echoes its query: kept out of the index, canonical without the query.
export const generateMetadata = () =>
  pageMetadata(path, { title: pageTitles.searchResult }, { noindex: true });

/** /search-result/?search=…&PAGEN_1=n (storefront.md §2): the first n pages, server-rendered. */
export default async function SearchResultPage({ searchParams }: Props) {
  const params = await searchParams;
  // A longer query (a paste into an address) is cut to the fields' limit, and the page says so.
  const { query, cut } = boundedQuery(firstOf(params.search) ?? '');
  const page = parsePage(firstOf(params.PAGEN_1));
  const heading = await pageHeading(path, pageTitles.searchResult);
  return (
    <>
      <PageIntro title={heading} lead={query ? searchQueryLead(query) : undefined} />
      <SearchResultsSection query={query} page={page} cut={cut} />
    </>
  );
}
