import { pageLeads, pageTitles } from '@/features/shell';
import { PlaceholderPage, pageMetadata } from '@/features/shell/server';
import { routes } from '@/lib/routes';

const path = routes.vacancies();

export const generateMetadata = () =>
  pageMetadata(path, { title: pageTitles.vacancies, description: pageLeads.vacancies });

export default function CareerVacancyPage() {
  return <PlaceholderPage path={path} title={pageTitles.vacancies} lead={pageLeads.vacancies} />;
}
