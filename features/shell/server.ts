/** The shell's server-only entry: data for the root layout, page metadata, placeholder pages. */
export { EMPTY_FOOTER, EMPTY_HEADER, loadShellData } from './api/load-shell';
export { PlaceholderPage } from './components/placeholder-page';
export { pageHeading, pageMetadata, type PageMetadataFallback } from './seo/page-metadata';
