import { pageLeads, pageTitles } from '@/features/shell';
import { PlaceholderPage, pageMetadata } from '@/features/shell/server';
import { routes } from '@/lib/routes';

const path = routes.about();

export const generateMetadata = () =>
  pageMetadata(path, { title: pageTitles.about, description: pageLeads.about });

export default function AboutPage() {
  return <PlaceholderPage path={path} title={pageTitles.about} lead={pageLeads.about} />;
}
