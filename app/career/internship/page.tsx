import { pageLeads, pageTitles } from '@/features/shell/texts';
import { BlocksPage } from '@/features/content/components/blocks-page';
import { LeadFormSection } from '@/features/forms/components/lead-form-section';
import { pageHeading, pageMetadata } from '@/features/shell/seo/page-metadata';
import { routes } from '@/lib/routes';

const path = routes.internship();

export const generateMetadata = () =>
  pageMetadata(path, { title: pageTitles.internship, description: pageLeads.internship });

export default async function InternshipPage() {
  return (
    <BlocksPage
      page="career_students"
      title={await pageHeading(path, pageTitles.internship)}
      mist={['getWeOffer']}
      dark={['getSuccessStory']}
    >
      {/* Students apply through the career form: 'Оставить заявку' links to #feedback. */}
      <LeadFormSection form="career" initial={{ vacancy: pageTitles.internship }} />
    </BlocksPage>
  );
}
