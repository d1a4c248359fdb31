import { BlocksPage } from '@/features/content/components/blocks-page';
import { VacancyTeaser } from '@/features/content/components/vacancy-list';
import { LeadFormSection } from '@/features/forms/components/lead-form-section';
import { pageLeads, pageTitles } from '@/features/shell/texts';
import { pageHeading, pageMetadata } from '@/features/shell/seo/page-metadata';
import { api } from '@/lib/api';
import { routes } from '@/lib/routes';

const path = routes.career();
/** The career page shows a few positions; the vacancy page lists them all. */
const SHOWN_VACANCIES = 6;

export const generateMetadata = () =>
  pageMetadata(path, { title: pageTitles.career, description: pageLeads.career });

export default async function CareerPage() {
  const [title, vacancies] = await Promise.all([
    pageHeading(path, pageTitles.career),
    api.content
      .vacancies()
      .then((data) => data.vacancies)
      .catch(() => []),
  ]);
  return (
    <BlocksPage
      page="career"
      title={title}
      mist={['getWorkingConditions']}
      dark={['getBannerFeedback']}
      slots={{
        getGlobalCompany: (
          <VacancyTeaser items={vacancies.slice(0, SHOWN_VACANCIES)} allHref={routes.vacancies()} />
        ),
      }}
    >
      <LeadFormSection form="career" />
    </BlocksPage>
  );
}
