/** Header, footer and contact cards: the shell's calls under /through_blocks/ (storefront.md §3). */
import { z } from 'zod';

export const contactCardSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['factory', 'warehouse', 'office']),
  title: z.string(),
  address: z.string(),
  phone: z.array(z.string()).describe('Phone numbers as dialled, e.g. +7 (495) 120-45-67'),
  email: z.array(z.string()),
  latitude: z.number(),
  longitude: z.number(),
  detail_page_url: z.string().describe('Where the card links to: the contacts page anchor'),
  workingHours: z.string().nullable(),
  storeXmlId: z.string().nullable().describe('The warehouse this card belongs to, if any'),
});
export type ContactCard = z.infer<typeof contactCardSchema>;

export const menuDetailsSchema = z.object({
  title: z.string().describe("The details panel's heading: 'Контакты фабрики и складов'"),
  contacts: z.array(contactCardSchema),
});

const menuItemBase = {
  id: z.number().int(),
  title: z.string(),
  link: z.string().nullable(),
  icon: z.string().nullable(),
  sort: z.number().int(),
  level: z.number().int(),
  parentId: z.number().int().nullable(),
  external: z.boolean().describe('Only links with this flag leave the shop (storefront.md §2)'),
};

export const submenuItemSchema = z.object(menuItemBase);
export type SubmenuItem = z.infer<typeof submenuItemSchema>;

export const menuItemSchema = z.object({
  ...menuItemBase,
  submenu: z.array(submenuItemSchema),
  details: menuDetailsSchema.nullable(),
});
export type MenuItem = z.infer<typeof menuItemSchema>;

export const socialLinkSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  link: z.string(),
  icon: z.string().describe('Icon name of the storefront icon set, e.g. vk, telegram'),
});
export type SocialLink = z.infer<typeof socialLinkSchema>;

export const headerSchema = z.object({
  header: z.object({
    menu: z.array(menuItemSchema),
    social: z.array(socialLinkSchema),
    phone: z.string().describe('Main sales phone shown in the header'),
  }),
});
export type HeaderData = z.infer<typeof headerSchema>;

export const footerLinkSchema = z.object({
  title: z.string(),
  link: z.string(),
  external: z.boolean(),
});

export const footerSchema = z.object({
  footer: z.object({
    columns: z.array(z.object({ title: z.string(), links: z.array(footerLinkSchema) })),
    social: z.array(socialLinkSchema),
    phone: z.string(),
    email: z.string(),
    address: z.string(),
    legal: z.array(footerLinkSchema).describe('Privacy policy and other legal links'),
    copyright: z.string(),
  }),
});
export type FooterData = z.infer<typeof footerSchema>;

export const contactsSchema = z.object({ contacts: z.array(contactCardSchema) });
export type ContactsData = z.infer<typeof contactsSchema>;
