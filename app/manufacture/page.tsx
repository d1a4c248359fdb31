import { pageLeads, pageTitles } from '@/features/shell';
import { BlocksPage } from '@/features/content/blocks';
import { pageHeading, pageMetadata } from '@/features/shell/server';
import { routes } from '@/lib/routes';

const path = routes.manufacture();

export const generateMetadata = () =>
  pageMetadata(path, { title: pageTitles.manufacture, description: pageLeads.manufacture });

export default async function ManufacturePage() {
  return (
    <BlocksPage
      page="about_production"
      title={await pageHeading(path, pageTitles.manufacture)}
      mist={['getUTP', 'getLaboratory']}
      dark={['getEcologyBanner']}
    />
  );
}
