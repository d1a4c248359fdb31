import { notFound } from 'next/navigation';
import { isSlug, pageTitles } from '@/features/shell';
import { PlaceholderPage, pageMetadata } from '@/features/shell/server';
import { routes } from '@/lib/routes';

interface Props {
  params: Promise<{ category: string; id: string }>;
}

async function productPath(params: Props['params']): Promise<string> {
  const { category, id } = await params;
  if (!isSlug(category) || !isSlug(id)) notFound();
  return routes.product(category, id);
}

export async function generateMetadata({ params }: Props) {
  return pageMetadata(await productPath(params), { title: pageTitles.product });
}

// TODO(#4): the product card (and the collection listing that shares this path).
export default async function ProductPage({ params }: Props) {
  return <PlaceholderPage path={await productPath(params)} title={pageTitles.product} />;
}
