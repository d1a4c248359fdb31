/** The content feature's server entry: marketing pages, lists and articles from the API. */
export { loadBlocks } from './api/load-blocks';
export { Article } from './components/article';
export { BlocksPage } from './components/blocks-page';
export { ContactList } from './components/contact-list';
export { ContentHero } from './components/content-hero';
export { ContentSection } from './components/content-section';
export { PageSection } from './components/page-section';
export { Pager, pageFromQuery } from './components/pager';
export { PressList } from './components/press-list';
export { RichText } from './components/rich-text';
export { VacancyList, VacancySectionTabs } from './components/vacancy-list';
export { sanitizeHtml } from './lib/sanitize';
export { formatDate } from './lib/format-date';
export { contentTexts } from './texts';
