import { BlocksPage } from '@/features/content/blocks';
import { LeadFormSection } from '@/features/forms';
import { pageLeads, pageTitles } from '@/features/shell';
import { pageHeading, pageMetadata } from '@/features/shell/server';
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
