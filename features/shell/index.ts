/**
 * The storefront shell: header, footer, route frame, not-found screen and the page-level
 * helpers around them. Server-only helpers (data loading, metadata, placeholder pages) are in
 * ./server.ts so that client files can import this entry.
 */
export { ActiveModalOpener } from './components/active-modal-opener';
export { Analytics } from './components/analytics';
export { ClientEffects } from './components/client-effects';
export { Footer } from './components/footer';
export { Header } from './components/header';
export { ModalPage } from './components/modal-page';
export { NotFoundLogger } from './components/not-found-logger';
export { NotFoundScreen } from './components/not-found-screen';
export { RouteFrame } from './components/route-frame';
export { ScrollManager } from './components/scroll-manager';
export { isSlug } from './model/slug';
export { standaloneModalOf, standaloneModals } from './model/standalone-modals';
export { Providers } from './providers/providers';
export {
  homeTexts,
  modalPageTexts,
  notFoundLogLine,
  pageLeads,
  pageTitles,
  searchQueryLead,
  shellTexts,
} from './texts';
