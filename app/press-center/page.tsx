import { pageLeads, pageTitles } from '@/features/shell';
import { PlaceholderPage, pageMetadata } from '@/features/shell/server';
import { routes } from '@/lib/routes';

const path = routes.pressCenter();

export const generateMetadata = () =>
  pageMetadata(path, { title: pageTitles.pressCenter, description: pageLeads.pressCenter });

export default function PressCenterPage() {
  return (
    <PlaceholderPage path={path} title={pageTitles.pressCenter} lead={pageLeads.pressCenter} />
  );
}
