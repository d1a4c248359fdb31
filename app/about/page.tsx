import { pageLeads, pageTitles } from '@/features/shell/texts';
import { BlocksPage } from '@/features/content/components/blocks-page';
import { pageHeading, pageMetadata } from '@/features/shell/seo/page-metadata';
import { routes } from '@/lib/routes';

const path = routes.about();

export const generateMetadata = () =>
  pageMetadata(path, { title: pageTitles.about, description: pageLeads.about });

export default async function AboutPage() {
  return (
    <BlocksPage
      page="about_company"
      title={await pageHeading(path, pageTitles.about)}
      mist={['getYearsOnTheMarket', 'getCertificates']}
      dark={['getRenewableEnergy']}
    />
  );
}
