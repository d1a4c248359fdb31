import { notFound } from 'next/navigation';
import { isSlug, pageTitles } from '@/features/shell';
import { PlaceholderPage, pageMetadata } from '@/features/shell/server';
import { routes } from '@/lib/routes';

interface Props {
  params: Promise<{ id: string }>;
}

async function vacancyPath(params: Props['params']): Promise<string> {
  const { id } = await params;
  if (!isSlug(id)) notFound();
  return routes.vacancy(id);
}

export async function generateMetadata({ params }: Props) {
  return pageMetadata(await vacancyPath(params), { title: pageTitles.vacancy });
}

// TODO(#9): the vacancy from /vacancies/getVacancyDetails/.
export default async function VacancyPage({ params }: Props) {
  return <PlaceholderPage path={await vacancyPath(params)} title={pageTitles.vacancy} />;
}
