import {
  ContentHero,
  ContentSection,
  contentTexts,
  loadBlocks,
  PageSection,
  Pager,
  pageFromQuery,
  VacancyList,
  VacancySectionTabs,
} from '@/features/content';
import { LeadFormSection } from '@/features/forms';
import { pageLeads, pageTitles } from '@/features/shell';
import { pageHeading, pageMetadata } from '@/features/shell/server';
import { api } from '@/lib/api';
import { routes } from '@/lib/routes';

const path = routes.vacancies();

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const hrefFor = (section: string | undefined, page = 1) => {
  const query = new URLSearchParams();
  if (section) query.set('section', section);
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
  const [title, blocks, sections] = await Promise.all([
    pageHeading(path, pageTitles.vacancies),
    loadBlocks('vacancies', ['getStart', 'getBanner']),
    api.content
      .vacancySections()
      .then((data) => data.sections)
      .catch(() => []),
  ]);
  const section = sections.find((s) => s.title === rawSection)?.title;
  const list = await api.content
    .vacanciesPage({ section, PAGEN_1: page })
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
        <VacancySectionTabs sections={sections} current={section} href={(s) => hrefFor(s)} />
        <VacancyList items={list.items} headingLevel={2} />
        <Pager pagin={list.pagin} href={(n) => hrefFor(section, n)} />
      </PageSection>
      {banner ? <ContentSection block={banner} tone="dark" /> : null}
      <LeadFormSection form="career" />
    </>
  );
}
