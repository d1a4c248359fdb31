/**
 * What the home page (features/home) takes from content: a light entry beside index.ts, like a
 * feature's header.ts, so that the home does not carry the map and the content pages' own parts
 * (docs/architecture.md "Entries", issue #22).
 */
export { ContentImage } from './components/content-image';
export { ContentSection } from './components/content-section';
export { OrganizationJsonLd } from './components/organization-json-ld';
export { PressList } from './components/press-list';
export { RevealOnScroll } from './components/reveal-on-scroll';
export { RichText } from './components/rich-text';
export { loadBlocks } from './api/load-blocks';
