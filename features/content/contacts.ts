/** The contacts page: a route entry (./buyers.ts). */
export { ContactList } from './components/contact-list';
export { OrganizationJsonLd } from './components/organization-json-ld';
export { PageSection } from './components/page-section';
export { YandexMap } from './components/yandex-map';
