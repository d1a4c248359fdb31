import { ContentHero } from '@/features/content/components/content-hero';
import { ContentSection } from '@/features/content/components/content-section';
import { contentTexts } from '@/features/content/texts';
import { loadBlocks } from '@/features/content/api/load-blocks';
import { PageSection } from '@/features/content/components/page-section';
import { Pager, pageFromQuery } from '@/features/content/components/pager';
import {
  VacancyCityTabs,
  VacancyList,
  VacancySectionTabs,
} from '@/features/content/components/vacancy-list';
import { LeadFormSection } from '@/features/forms/components/lead-form-section';
import { pageLeads, pageTitles } from '@/features/shell/texts';
import { pageHeading, pageMetadata } from '@/features/shell/seo/page-metadata';
import { api } from '@/lib/api';
import { routes } from '@/lib/routes';

const path = routes.vacancies();

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const hrefFor = (section: string | undefined, city: string | undefined, page = 1) => {
  const query = new URLSearchParams();
  if (section) query.set('section', section);
  if (city) query.set('city', city);
  if (page > 1) query.set('PAGEN_1', String(page));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
};

export const generateMetadata = () =>
  pageMetadata(path, { title: pageTitles.vacancies, description: pageLeads.vacancies });

export default async function VacanciesPage({ searchParams }: Props) {
  const query = await searchParams;
  const page = pageFromQuery(query.PAGEN_1);
  const rawSection = Array.isArray(query.section) ? query.section[0] : query.section;
  const rawCity = Array.isArray(query.city) ? query.city[0] : query.city;
  const [title, blocks, sections, cities] = await Promise.all([
    pageHeading(path, pageTitles.vacancies),
    loadBlocks('vacancies', ['getStart', 'getBanner']),
    api.content
      .vacancySections()
      .then((data) => data.sections)
      .catch(() => []),
    // The hero invites a choice of direction and city: the cities are those of the positions.
    api.content
      .vacancies()
      .then((data) =>
        [...new Set(data.vacancies.map((v) => v.city))].sort((a, b) => a.localeCompare(b, 'ru')),
      )
      .catch(() => [] as string[]),
  ]);
  const section = sections.find((s) => s.title === rawSection)?.title;
  const city = cities.find((c) => c === rawCity);
  const list = await api.content
    .vacanciesPage({ section, city, PAGEN_1: page })
    .catch(() => ({ items: [], pagin: { current: 1, max_page: 1, total: 0 } }));
  const start = blocks.find((b) => b.name === 'getStart')?.block;
  const banner = blocks.find((b) => b.name === 'getBanner')?.block;

  return (
    <>
      {start ? (
        <ContentHero block={start} title={title} />
      ) : (
        <h1 className="visually-hidden">{title}</h1>
      )}
      <PageSection id="vacancies" label={contentTexts.openVacancies}>
        <VacancySectionTabs sections={sections} current={section} href={(s) => hrefFor(s, city)} />
        <VacancyCityTabs cities={cities} current={city} href={(c) => hrefFor(section, c)} />
        <VacancyList items={list.items} headingLevel={2} />
        <Pager pagin={list.pagin} href={(n) => hrefFor(section, city, n)} />
      </PageSection>
      {banner ? <ContentSection block={banner} tone="dark" /> : null}
      <LeadFormSection form="career" />
    </>
  );
}
