import { pageLeads, pageTitles } from '@/features/shell';
import { PlaceholderPage, pageMetadata } from '@/features/shell/server';
import { routes } from '@/lib/routes';

const path = routes.tailoring();

export const generateMetadata = () =>
  pageMetadata(path, { title: pageTitles.tailoring, description: pageLeads.tailoring });

export default function TailoringPage() {
  return <PlaceholderPage path={path} title={pageTitles.tailoring} lead={pageLeads.tailoring} />;
}
