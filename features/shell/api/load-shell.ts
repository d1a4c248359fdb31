import 'server-only';
import { connection } from 'next/server';
import { api } from '@/lib/api';
import type { FooterData, HeaderData } from '@/lib/api/contract';

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
}> {
  await connection();
  const [header, footer] = await Promise.allSettled([api.shell.header(), api.shell.footer()]);
  if (header.status === 'rejected') console.error('[shell] getHeader failed:', header.reason);
  if (footer.status === 'rejected') console.error('[shell] getFooter failed:', footer.reason);
  return {
    header: header.status === 'fulfilled' ? header.value.header : EMPTY_HEADER,
    footer: footer.status === 'fulfilled' ? footer.value.footer : EMPTY_FOOTER,
  };
}
