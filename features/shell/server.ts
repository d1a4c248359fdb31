import 'server-only';

/** The shell's server-only entry: data for the root layout, page metadata. */
export { EMPTY_FOOTER, EMPTY_HEADER, loadShellData } from './api/load-shell';
export { pageHeading, pageMetadata, type PageMetadataFallback } from './seo/page-metadata';
