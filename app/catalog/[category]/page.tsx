import { notFound } from 'next/navigation';
import { isSlug, pageTitles } from '@/features/shell';
import { PlaceholderPage, pageMetadata } from '@/features/shell/server';
import { routes } from '@/lib/routes';

interface Props {
  params: Promise<{ category: string }>;
}

async function categoryPath(params: Props['params']): Promise<string> {
  const { category } = await params;
  if (!isSlug(category)) notFound();
  return routes.catalog(category);
}

export async function generateMetadata({ params }: Props) {
  return pageMetadata(await categoryPath(params), { title: pageTitles.catalog });
}

// TODO(#4): the section's products, filters and banners.
export default async function CatalogCategoryPage({ params }: Props) {
  return <PlaceholderPage path={await categoryPath(params)} title={pageTitles.catalog} />;
}
