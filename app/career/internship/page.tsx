import { pageLeads, pageTitles } from '@/features/shell';
import { BlocksPage } from '@/features/content/blocks';
import { LeadFormSection } from '@/features/forms';
import { pageHeading, pageMetadata } from '@/features/shell/server';
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
