import { ContentHero } from '@/features/content/components/content-hero';
import { loadBlocks } from '@/features/content/api/load-blocks';
import { PageSection } from '@/features/content/components/page-section';
import { Pager, pageFromQuery } from '@/features/content/components/pager';
import { PressList } from '@/features/content/components/press-list';
import { contentTexts } from '@/features/content/texts';
import { pageLeads, pageTitles } from '@/features/shell/texts';
import { pageHeading, pageMetadata } from '@/features/shell/seo/page-metadata';
import { api } from '@/lib/api';
import { routes } from '@/lib/routes';

const path = routes.pressCenter();

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const pageHref = (page: number) => (page > 1 ? `${path}?PAGEN_1=${page}` : path);

export const generateMetadata = () =>
  pageMetadata(path, { title: pageTitles.pressCenter, description: pageLeads.pressCenter });

export default async function PressCenterPage({ searchParams }: Props) {
  const page = pageFromQuery((await searchParams).PAGEN_1);
  const [title, blocks, list] = await Promise.all([
    pageHeading(path, pageTitles.pressCenter),
    loadBlocks('through_blocks', ['mediaCenterHead']),
    api.content
      .pressList({ PAGEN_1: page })
      .catch(() => ({ items: [], pagin: { current: 1, max_page: 1, total: 0 } })),
  ]);
  const head = blocks[0]?.block;
  return (
    <>
      {head ? (
        <ContentHero block={head} title={title} />
      ) : (
        <h1 className="visually-hidden">{title}</h1>
      )}
      <PageSection label={contentTexts.allPublications}>
        <PressList items={list.items} />
        <Pager pagin={list.pagin} href={pageHref} />
      </PageSection>
    </>
  );
}
