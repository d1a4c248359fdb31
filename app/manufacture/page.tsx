import { pageLeads, pageTitles } from '@/features/shell';
import { PlaceholderPage, pageMetadata } from '@/features/shell/server';
import { routes } from '@/lib/routes';

const path = routes.manufacture();

export const generateMetadata = () =>
  pageMetadata(path, { title: pageTitles.manufacture, description: pageLeads.manufacture });

export default function ManufacturePage() {
  return (
    <PlaceholderPage path={path} title={pageTitles.manufacture} lead={pageLeads.manufacture} />
  );
}
