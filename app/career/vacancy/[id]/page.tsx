import { Link } from '@/components/link';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { Article } from '@/features/content/components/article';
import { contentTexts } from '@/features/content/texts';
import { LeadFormSection } from '@/features/forms/components/lead-form-section';
import { isSlug } from '@/features/shell/model/slug';
import { pageTitles } from '@/features/shell/texts';
import { pageMetadata } from '@/features/shell/seo/page-metadata';
import { api, isApiError } from '@/lib/api';
import { routes } from '@/lib/routes';

interface Props {
  params: Promise<{ id: string }>;
}

/** The position from /vacancies/getVacancyDetails/; an unknown code is the 404 screen. */
const loadVacancy = cache(async (id: string) => {
  if (!isSlug(id)) notFound();
  try {
    return (await api.content.vacancy(id)).vacancy;
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) notFound();
    throw error;
  }
});

export async function generateMetadata({ params }: Props) {
  const vacancy = await loadVacancy((await params).id);
  return pageMetadata(routes.vacancy(vacancy.code), {
    title: vacancy.title || pageTitles.vacancy,
    description: [vacancy.city, vacancy.salary, vacancy.schedule].filter(Boolean).join(' · '),
  });
}

export default async function VacancyPage({ params }: Props) {
  const vacancy = await loadVacancy((await params).id);
  return (
    <>
      <Article
        title={vacancy.title}
        meta={
          <>
            <span>{vacancy.city}</span>
            {vacancy.salary ? <span>{vacancy.salary}</span> : null}
            {vacancy.schedule ? <span>{vacancy.schedule}</span> : null}
          </>
        }
        html={vacancy.description}
      >
        <p>
          <Link href={routes.vacancies()}>{contentTexts.allVacancies}</Link>
        </p>
      </Article>
      <LeadFormSection
        form="career"
        title={contentTexts.apply}
        lead={contentTexts.applyLead}
        initial={{ vacancy: vacancy.title }}
      />
    </>
  );
}
