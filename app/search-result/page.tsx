import { pageTitles, searchQueryLead } from '@/features/shell';
import { PlaceholderPage, pageMetadata } from '@/features/shell/server';
import { routes } from '@/lib/routes';

const path = routes.searchResult();

interface Props {
  searchParams: Promise<{ search?: string | string[] }>;
}

// A results page only echoes its query: kept out of the index, canonical without the query.
export const generateMetadata = () =>
  pageMetadata(path, { title: pageTitles.searchResult }, { noindex: true });

// TODO(#5): results for ?search= (15 per page), often searched, collections.
export default async function SearchResultPage({ searchParams }: Props) {
  const { search } = await searchParams;
  const query = (Array.isArray(search) ? search[0] : search)?.trim();
  return (
    <PlaceholderPage
      path={path}
      title={pageTitles.searchResult}
      lead={query ? searchQueryLead(query) : undefined}
    />
  );
}
