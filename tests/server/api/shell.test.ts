import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactsSchema, footerSchema, headerSchema, successEnvelope } from '@/lib/api/contract';
import { sections } from '@/server/db/schema';
import { backends, startApi, type TestApi } from '../../support/api';

describe.each(backends())('shell calls on %s', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi(backend);
  });
  afterAll(() => api.close());

  it('getHeader gives the main navigation with submenus and the contacts panel', async () => {
    const { status, body } = await api.json('/through_blocks/getHeader');
    expect(status).toBe(200);
    const { data } = successEnvelope(headerSchema).parse(body);
    const titles = data.header.menu.map((item) => item.title);
    expect(titles).toEqual(expect.arrayContaining(['Каталог', 'Контакты']));

    const withSubmenu = data.header.menu.filter((item) => item.submenu.length > 0);
    expect(withSubmenu.length).toBeGreaterThan(0);
    for (const item of withSubmenu) {
      for (const child of item.submenu) {
        expect(child.parentId).toBe(item.id);
        expect(child.level).toBe(2);
      }
    }

    const contacts = data.header.menu.find((item) => item.details !== null);
    expect(contacts?.details?.title).toBe('Контакты фабрики и складов');
    expect(contacts?.details?.contacts.some((c) => c.kind === 'factory')).toBe(true);
    expect(contacts?.details?.contacts.filter((c) => c.kind === 'warehouse')).toHaveLength(4);
    expect(data.header.social.length).toBeGreaterThan(0);
  });

  it('menu items are ordered by sort', async () => {
    const { body } = await api.json('/through_blocks/getHeader');
    const { data } = successEnvelope(headerSchema).parse(body);
    const sorts = data.header.menu.map((item) => item.sort);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
  });

  it('getFooter gives columns of links, the privacy policy and the contacts line', async () => {
    const { status, body } = await api.json('/through_blocks/getFooter');
    expect(status).toBe(200);
    const { data } = successEnvelope(footerSchema).parse(body);
    expect(data.footer.columns.length).toBeGreaterThan(1);
    for (const column of data.footer.columns) expect(column.links.length).toBeGreaterThan(0);
    expect(data.footer.legal.map((l) => l.link)).toContain('/politika_konfidentsialnosti/');
    expect(data.footer.phone).toMatch(/^\+7/);
    expect(data.footer.email).toContain('@');
  });

  it('the footer’s catalogue column lists every section the catalogue has, in its order (issue #34)', async () => {
    const { body } = await api.json('/through_blocks/getFooter');
    const { data } = successEnvelope(footerSchema).parse(body);
    const column = data.footer.columns.find((c) => c.title === 'Каталог');
    const rows = await api.handle.db
      .select({ slug: sections.slug, title: sections.title })
      .from(sections)
      .orderBy(asc(sections.sort), asc(sections.id));
    expect(rows.map((r) => r.title)).toEqual(
      expect.arrayContaining(['Трикотаж', 'Кашкорсе', 'Велюр']),
    );
    expect(column?.links).toEqual([
      { title: 'Все полотна', link: '/catalog/', external: false },
      ...rows.map((r) => ({ title: r.title, link: `/catalog/${r.slug}/`, external: false })),
    ]);
  });

  it('getContactAll gives cards with coordinates and links to the contacts page', async () => {
    const { status, body } = await api.json('/through_blocks/getContactAll/');
    expect(status).toBe(200);
    const { data } = successEnvelope(contactsSchema).parse(body);
    expect(data.contacts.length).toBeGreaterThanOrEqual(5);
    for (const card of data.contacts) {
      expect(card.latitude).toBeGreaterThan(41);
      expect(card.latitude).toBeLessThan(82);
      expect(card.longitude).toBeGreaterThan(19);
      expect(card.longitude).toBeLessThan(180);
      expect(card.phone.length).toBeGreaterThan(0);
      expect(card.detail_page_url).toMatch(/^\/contacts\/#contact-\d+$/);
    }
    const warehouses = data.contacts.filter((c) => c.kind === 'warehouse');
    expect(new Set(warehouses.map((c) => c.storeXmlId))).toEqual(
      new Set(['msk', 'spb', 'ivn', 'ekb']),
    );
  });

  it('serves the header and footer every page renders from memory after the first read', async () => {
    await api.json('/through_blocks/getHeader');
    await api.json('/through_blocks/getFooter');
    api.queries.length = 0;
    const header = await api.json('/through_blocks/getHeader');
    const footer = await api.json('/through_blocks/getFooter');
    expect([header.status, footer.status]).toEqual([200, 200]);
    expect(api.queries).toHaveLength(0);
  });
});
