import { notFound } from 'next/navigation';
import { BuyersPage as BuyersText } from '@/features/content/components/buyers-page';
import { pageTitles } from '@/features/shell/texts';
import { pageHeading, pageMetadata } from '@/features/shell/seo/page-metadata';
import { buyersPageIds, routes, type BuyersPageId } from '@/lib/routes';

interface Props {
  params: Promise<{ id: string }>;
}

/** Only the five buyers pages of storefront.md §2 exist; any other id is a 404. */
async function buyersPage(params: Props['params']): Promise<BuyersPageId> {
  const { id } = await params;
  const page = buyersPageIds.find((known) => known === id);
  if (!page) notFound();
  return page;
}

export async function generateMetadata({ params }: Props) {
  const id = await buyersPage(params);
  return pageMetadata(routes.buyers(id), { title: pageTitles.buyers[id] });
}

export default async function BuyersPage({ params }: Props) {
  const id = await buyersPage(params);
  const title = await pageHeading(routes.buyers(id), pageTitles.buyers[id]);
  return <BuyersText code={id} title={title} />;
}
