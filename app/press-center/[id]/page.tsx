import { notFound } from 'next/navigation';
import { isSlug, pageTitles } from '@/features/shell';
import { PlaceholderPage, pageMetadata } from '@/features/shell/server';
import { routes } from '@/lib/routes';

interface Props {
  params: Promise<{ id: string }>;
}

async function pressItemPath(params: Props['params']): Promise<string> {
  const { id } = await params;
  if (!isSlug(id)) notFound();
  return routes.pressItem(id);
}

export async function generateMetadata({ params }: Props) {
  return pageMetadata(await pressItemPath(params), { title: pageTitles.pressItem });
}

// TODO(#9): the publication from /through_blocks/getMediaDetails/.
export default async function PressItemPage({ params }: Props) {
  return <PlaceholderPage path={await pressItemPath(params)} title={pageTitles.pressItem} />;
}
