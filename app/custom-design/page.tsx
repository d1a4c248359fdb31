import { BlocksPage } from '@/features/content/components/blocks-page';
import { LeadFormSection } from '@/features/forms/components/lead-form-section';
import { pageLeads, pageTitles } from '@/features/shell/texts';
import { pageHeading, pageMetadata } from '@/features/shell/seo/page-metadata';
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
