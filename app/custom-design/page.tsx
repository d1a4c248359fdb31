import { pageLeads, pageTitles } from '@/features/shell';
import { PlaceholderPage, pageMetadata } from '@/features/shell/server';
import { routes } from '@/lib/routes';

const path = routes.customDesign();

export const generateMetadata = () =>
  pageMetadata(path, { title: pageTitles.customDesign, description: pageLeads.customDesign });

export default function CustomDesignPage() {
  return (
    <PlaceholderPage path={path} title={pageTitles.customDesign} lead={pageLeads.customDesign} />
  );
}
