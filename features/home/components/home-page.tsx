import 'server-only';
import { contentPages } from '@/lib/api/contract/content';
import { ContentSection } from '@/features/content/components/content-section';
import { loadBlocks } from '@/features/content/api/load-blocks';
import { PressList } from '@/features/content/components/press-list';
import { RevealOnScroll } from '@/features/content/components/reveal-on-scroll';
import { api } from '@/lib/api';
import { MainBanner } from './main-banner';
import { Preloader } from './preloader';
import styles from './home-page.module.scss';

/** How many latest publications the media centre block shows. */
const MEDIA_CENTRE_ITEMS = 3;

const dark = new Set(['getModernProduction', 'getProductionCycle', 'getMediaCenter']);
const mist = new Set(['getMainTrust', 'getQualityControl', 'getCareer']);

/**
 * The home page (/main_page/*): the main banner with the <h1>, then every block in the order
 * of the calls; the media centre shows the latest publications. The preloader is only for a
 * visitor's first home page of the session.
 */
export async function HomePage({ title, preloader }: { title: string; preloader: boolean }) {
  const [blocks, press] = await Promise.all([
    loadBlocks('main_page', contentPages.main_page),
    api.content
      .pressList({ PAGEN_1: 1, perPage: MEDIA_CENTRE_ITEMS })
      .then((data) => data.items)
      .catch(() => []),
  ]);
  const banner = blocks.find((b) => b.name === 'getMainBanner')?.block;
  return (
    <>
      {preloader ? <Preloader /> : null}
      {banner ? (
        <MainBanner block={banner} title={title} />
      ) : (
        <h1 className="visually-hidden">{title}</h1>
      )}
      {blocks
        .filter((b) => b.name !== 'getMainBanner')
        .map(({ name, block }) => (
          <ContentSection
            key={name}
            id={name}
            block={block}
            tone={dark.has(name) ? 'dark' : mist.has(name) ? 'mist' : 'paper'}
          >
            {name === 'getMediaCenter' && press.length > 0 ? (
              <div className={styles.press}>
                <PressList items={press} />
              </div>
            ) : null}
          </ContentSection>
        ))}
      <RevealOnScroll />
    </>
  );
}
