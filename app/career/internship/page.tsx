import { pageLeads, pageTitles } from '@/features/shell';
import { PlaceholderPage, pageMetadata } from '@/features/shell/server';
import { routes } from '@/lib/routes';

const path = routes.internship();

export const generateMetadata = () =>
  pageMetadata(path, { title: pageTitles.internship, description: pageLeads.internship });

export default function CareerInternshipPage() {
  return <PlaceholderPage path={path} title={pageTitles.internship} lead={pageLeads.internship} />;
}
