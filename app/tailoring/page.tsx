import { BlocksPage } from '@/features/content/components/blocks-page';
import { LeadFormSection } from '@/features/forms/components/lead-form-section';
import { pageLeads, pageTitles } from '@/features/shell/texts';
import { pageHeading, pageMetadata } from '@/features/shell/seo/page-metadata';
import { routes } from '@/lib/routes';

const path = routes.tailoring();

export const generateMetadata = () =>
  pageMetadata(path, { title: pageTitles.tailoring, description: pageLeads.tailoring });

export default async function TailoringPage() {
  return (
    <BlocksPage
      page="tailoring"
      title={await pageHeading(path, pageTitles.tailoring)}
      mist={['getAssortment', 'getStagesOfCooperationTailoring']}
      dark={['getBarcelonaOffice']}
    >
      <LeadFormSection form="tailoring" />
    </BlocksPage>
  );
}
