import { BlocksPage } from '@/features/content/blocks';
import { LeadFormSection } from '@/features/forms';
import { pageLeads, pageTitles } from '@/features/shell';
import { pageHeading, pageMetadata } from '@/features/shell/server';
import { routes } from '@/lib/routes';

const path = routes.customDesign();

export const generateMetadata = () =>
  pageMetadata(path, { title: pageTitles.customDesign, description: pageLeads.customDesign });

export default async function CustomDesignPage() {
  return (
    <BlocksPage
      page="individual_order"
      title={await pageHeading(path, pageTitles.customDesign)}
      mist={['getAssortment', 'getStagesOfCooperation']}
      dark={['getLaboratory']}
    >
      <LeadFormSection form="individualOrder" />
      <LeadFormSection form="rangeOfFabrics" id="range-of-fabrics" />
    </BlocksPage>
  );
}
