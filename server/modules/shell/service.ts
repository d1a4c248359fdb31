import 'server-only';
import type { ContactCard, FooterData, HeaderData, MenuItem } from '../../../lib/api/contract';
import { routes } from '../../../lib/routes';
import type { ShellRepository } from './repository';

/** The heading of the contacts panel in the main navigation (storefront.md §2). */
export const CONTACTS_DETAILS_TITLE = 'Контакты фабрики и складов';

export function createShellService(repo: ShellRepository) {
  async function contactCards(): Promise<ContactCard[]> {
    const rows = await repo.contacts();
    return rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      title: row.title,
      address: row.address,
      phone: row.phones,
      email: row.emails,
      latitude: row.latitude,
      longitude: row.longitude,
      detail_page_url: `${routes.contacts()}#contact-${row.id}`,
      workingHours: row.workingHours,
      storeXmlId: row.storeXmlId,
    }));
  }

  return {
    contactCards,

    async header(): Promise<HeaderData> {
      const [items, social, settings] = await Promise.all([
        repo.menuItems(),
        repo.socialLinks(),
        repo.settings(),
      ]);
      const needsContacts = items.some((item) => item.details === 'contacts');
      const cards = needsContacts ? await contactCards() : [];
      const top = items.filter((item) => item.parentId === null);
      const menu: MenuItem[] = top.map((item) => ({
        id: item.id,
        title: item.title,
        link: item.link,
        icon: item.icon,
        sort: item.sort,
        level: 1,
        parentId: null,
        external: item.external,
        submenu: items
          .filter((child) => child.parentId === item.id)
          .map((child) => ({
            id: child.id,
            title: child.title,
            link: child.link,
            icon: child.icon,
            sort: child.sort,
            level: 2,
            parentId: item.id,
            external: child.external,
          })),
        details:
          item.details === 'contacts' ? { title: CONTACTS_DETAILS_TITLE, contacts: cards } : null,
      }));
      return {
        header: {
          menu,
          social: social.map(({ id, title, link, icon }) => ({ id, title, link, icon })),
          phone: settings.get('phone') ?? '',
        },
      };
    },

    async footer(): Promise<FooterData> {
      const [links, social, settings] = await Promise.all([
        repo.footerLinks(),
        repo.socialLinks(),
        repo.settings(),
      ]);
      const catalogue = links.some((l) => l.kind === 'sections') ? await repo.sections() : [];
      const columns: FooterData['footer']['columns'] = [];
      for (const link of links.filter((l) => l.kind !== 'legal')) {
        const title = link.columnTitle ?? '';
        let column = columns.find((c) => c.title === title);
        if (!column) {
          column = { title, links: [] };
          columns.push(column);
        }
        if (link.kind === 'sections') {
          for (const section of catalogue)
            column.links.push({
              title: section.title,
              link: routes.catalog(section.slug),
              external: false,
            });
        } else {
          column.links.push({ title: link.title, link: link.link, external: link.external });
        }
      }
      return {
        footer: {
          columns,
          social: social.map(({ id, title, link, icon }) => ({ id, title, link, icon })),
          phone: settings.get('phone') ?? '',
          email: settings.get('email') ?? '',
          address: settings.get('address') ?? '',
          legal: links
            .filter((l) => l.kind === 'legal')
            .map((l) => ({ title: l.title, link: l.link, external: l.external })),
          copyright: settings.get('copyright') ?? '',
        },
      };
    },
  };
}

export type ShellService = ReturnType<typeof createShellService>;
