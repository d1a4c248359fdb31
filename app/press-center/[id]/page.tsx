import { Link } from '@/components/link';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { Article } from '@/features/content/components/article';
import { ArticlePicture } from '@/features/content/components/article-picture';
import { contentTexts } from '@/features/content/texts';
import { formatDate } from '@/features/content/lib/format-date';
import { isSlug } from '@/features/shell/model/slug';
import { pageTitles } from '@/features/shell/texts';
import { pageMetadata } from '@/features/shell/seo/page-metadata';
import { api, isApiError } from '@/lib/api';
import { routes } from '@/lib/routes';
import styles from './page.module.scss';

interface Props {
  params: Promise<{ id: string }>;
}

/** The publication from /through_blocks/getMediaDetails/; an unknown code is the 404 screen. */
const loadPublication = cache(async (id: string) => {
  if (!isSlug(id)) notFound();
  try {
    return await api.content.pressDetail(id);
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) notFound();
    throw error;
  }
});

export async function generateMetadata({ params }: Props) {
  const { item } = await loadPublication((await params).id);
  const metadata = await pageMetadata(routes.pressItem(item.code), {
    title: item.title || pageTitles.pressItem,
    description: item.preview,
  });
  return {
    ...metadata,
    openGraph: {
      ...metadata.openGraph,
      type: 'article',
      publishedTime: item.date,
      images: [{ url: item.image }],
    },
  };
}

export default async function PressItemPage({ params }: Props) {
  const { item, previous, next } = await loadPublication((await params).id);
  return (
    <Article
      title={item.title}
      meta={
        <time dateTime={item.date}>
          {contentTexts.publishedAt} {formatDate(item.date)}
        </time>
      }
      picture={<ArticlePicture src={item.image} />}
      html={item.body}
    >
      <nav className={styles.neighbours} aria-label={contentTexts.allPublications}>
        {previous ? (
          <Link href={previous.detail_url} rel="prev">
            {contentTexts.newer}: {previous.title}
          </Link>
        ) : null}
        {next ? (
          <Link href={next.detail_url} rel="next">
            {contentTexts.older}: {next.title}
          </Link>
        ) : null}
        <Link href={routes.pressCenter()}>{contentTexts.allPublications}</Link>
      </nav>
    </Article>
  );
}
