import 'server-only';
import { connection } from 'next/server';
import { api } from '@/lib/api';
import type { FooterData, HeaderData } from '@/lib/api/contract';
import type { HeaderCatalogSection } from '@/lib/api/endpoints/shell';

export const EMPTY_HEADER: HeaderData['header'] = { menu: [], social: [], phone: '' };
export const EMPTY_FOOTER: FooterData['footer'] = {
  columns: [],
  social: [],
  phone: '',
  email: '',
  address: '',
  legal: [],
  copyright: '',
};

/**
 * Header and footer data for the root layout. A failed call is logged and gives the empty
 * shape: the page still renders, with an empty navigation. Always at request time: `next build`
 * never calls the API (nor opens the database behind it).
 */
export async function loadShellData(): Promise<{
  header: HeaderData['header'];
  footer: FooterData['footer'];
  /** The catalogue mega-menu; empty (the header's plain catalogue link) when the call failed. */
  catalogSections: HeaderCatalogSection[];
}> {
  await connection();
  const [header, footer, catalog] = await Promise.allSettled([
    api.shell.header(),
    api.shell.footer(),
    api.shell.catalogMenu(),
  ]);
  if (header.status === 'rejected') console.error('[shell] getHeader failed:', header.reason);
  if (footer.status === 'rejected') console.error('[shell] getFooter failed:', footer.reason);
  if (catalog.status === 'rejected') {
    console.error('[shell] getSectionsListForHeader failed:', catalog.reason);
  }
  return {
    header: header.status === 'fulfilled' ? header.value.header : EMPTY_HEADER,
    footer: footer.status === 'fulfilled' ? footer.value.footer : EMPTY_FOOTER,
    catalogSections: catalog.status === 'fulfilled' ? catalog.value.sectionsFoHeader : [],
  };
}
