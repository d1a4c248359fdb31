/** The press centre and its articles: a route entry (./buyers.ts). */
export { Article } from './components/article';
export { ArticlePicture } from './components/article-picture';
export { ContentHero } from './components/content-hero';
export { PageSection } from './components/page-section';
export { Pager, pageFromQuery } from './components/pager';
export { PressList } from './components/press-list';
export { contentTexts } from './texts';
export { formatDate } from './lib/format-date';
export { loadBlocks } from './api/load-blocks';
