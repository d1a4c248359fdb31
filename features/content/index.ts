/**
 * Marketing pages, lists and articles from the API. Most parts are server components (they
 * sanitise HTML with sanitize-html on the server); the map and the scroll reveal are client parts.
 * The app's content routes take their own entries (./buyers.ts, ./blocks.ts, ./press.ts,
 * ./vacancies.ts, ./contacts.ts) so that a page carries only its own parts (issue #22).
 */
export { Article } from './components/article';
export { ArticlePicture } from './components/article-picture';
export { BlocksPage } from './components/blocks-page';
export { BuyersPage } from './components/buyers-page';
export { ContactList } from './components/contact-list';
export { ContentHero } from './components/content-hero';
export { ContentImage } from './components/content-image';
export { ContentSection } from './components/content-section';
export { OrganizationJsonLd } from './components/organization-json-ld';
export { PageSection } from './components/page-section';
export { Pager, pageFromQuery } from './components/pager';
export { PressList } from './components/press-list';
export { RevealOnScroll } from './components/reveal-on-scroll';
export { RichText } from './components/rich-text';
export {
  VacancyCityTabs,
  VacancyList,
  VacancySectionTabs,
  VacancyTeaser,
} from './components/vacancy-list';
export { YandexMap } from './components/yandex-map';
export { contentTexts } from './texts';
export { formatDate } from './lib/format-date';
export { loadBlocks } from './api/load-blocks';
export { sanitizeHtml } from './lib/sanitize';
