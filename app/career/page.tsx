import { pageLeads, pageTitles } from '@/features/shell';
import { PlaceholderPage, pageMetadata } from '@/features/shell/server';
import { routes } from '@/lib/routes';

const path = routes.career();

export const generateMetadata = () =>
  pageMetadata(path, { title: pageTitles.career, description: pageLeads.career });

export default function CareerPage() {
  return <PlaceholderPage path={path} title={pageTitles.career} lead={pageLeads.career} />;
}
