/**
 * The storefront shell: header, footer, route frame, not-found screen and the page-level
 * helpers around them. Server-only helpers (data loading, metadata, placeholder pages) are in
 * ./server.ts so that client files can import this entry. Every client component this entry
 * names is in the first load of every page that imports it (Next collects the client modules a
 * server module imports, rendered or not): the parts the shell renders after the page
 * (./components/shell-duties.tsx) and the /modal/ page (./modal-page.ts) are not here (#22).
 */
export { AfterLoad } from './components/after-load';
export { Analytics } from './components/analytics';
export { Footer } from './components/footer';
export { Header } from './components/header';
export { HydrationSignal } from './components/hydration-signal';
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
