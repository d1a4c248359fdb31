import { pageLeads, pageTitles } from '@/features/shell/texts';
import { BlocksPage } from '@/features/content/components/blocks-page';
import { pageHeading, pageMetadata } from '@/features/shell/seo/page-metadata';
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
