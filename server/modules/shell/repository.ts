import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  contacts,
  footerLinks,
  menuItems,
  sections,
  siteSettings,
  socialLinks,
  stores,
} from '../../db/schema';

export function createShellRepository(db: Db) {
  return {
    menuItems: () => db.select().from(menuItems).orderBy(asc(menuItems.sort), asc(menuItems.id)),
    socialLinks: () =>
      db.select().from(socialLinks).orderBy(asc(socialLinks.sort), asc(socialLinks.id)),
    footerLinks: () =>
      db
        .select()
        .from(footerLinks)
        .orderBy(asc(footerLinks.columnSort), asc(footerLinks.sort), asc(footerLinks.id)),
    sections: () =>
      db
        .select({ slug: sections.slug, title: sections.title })
        .from(sections)
        .where(eq(sections.active, true))
        .orderBy(asc(sections.sort), asc(sections.id)),
    settings: async () => {
      const rows = await db.select().from(siteSettings);
      return new Map(rows.map((row) => [row.key, row.value]));
    },
    contacts: () =>
      db
        .select({
          id: contacts.id,
          kind: contacts.kind,
          title: contacts.title,
          address: contacts.address,
          phones: contacts.phones,
          emails: contacts.emails,
          latitude: contacts.latitude,
          longitude: contacts.longitude,
          workingHours: contacts.workingHours,
          storeXmlId: stores.xmlId,
        })
        .from(contacts)
        .leftJoin(stores, eq(stores.id, contacts.storeId))
        .orderBy(asc(contacts.sort), asc(contacts.id)),
  };
}

export type ShellRepository = ReturnType<typeof createShellRepository>;
