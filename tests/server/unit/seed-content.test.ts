import { describe, expect, it } from 'vitest';
import { buildBanners } from '@/server/db/seed/banners';
import { buildBuyersPages, buildContentBlocks, buildPress } from '@/server/db/seed/content';
import { MediaPlan } from '@/server/db/seed/images/media-plan';
import { paymentOptions } from '@/server/modules/basket/service';

/**
 * A picture's identity, whatever size it was drawn at: the scene and its variant
 * (`…/scenes/factory-0-800x600.jpg` → `scenes/factory-0`) or the swatch's knit, colour and view.
 */
const pictureOf = (url: string) =>
  url
    .replace(/^\/media\/v\d+\//, '')
    .replace(/-\d+x\d+\.(jpg|webp)$/, '')
    .replace(/\.(jpg|webp)$/, '');

/** Every image URL in a seeded value, with the path of the field that holds it. */
function collect(value: unknown, where: string, out: [string, string][]) {
  if (typeof value === 'string') {
    if (value.startsWith('/media/')) out.push([where, value]);
  } else if (Array.isArray(value)) value.forEach((v, i) => collect(v, `${where}[${i}]`, out));
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    // One image object is one picture: its phone and desktop files are the same drawing.
    const source = (record.other ?? record.mobile) as { webp?: string } | undefined;
    if (source?.webp && ('other' in record || 'mobile' in record)) out.push([where, source.webp]);
    else for (const [key, v] of Object.entries(record)) collect(v, `${where}.${key}`, out);
  }
}

describe('seeded pictures', () => {
  it('show no picture in two places (section tiles, content pages, banners, press)', () => {
    const media = new MediaPlan('/nonexistent');
    const found: [string, string][] = [];
    for (const row of buildContentBlocks(media, 2026))
      collect(row.data, `${row.page}/${row.block}`, found);
    for (const row of buildBanners(media)) collect(row.image, `banner ${row.id}`, found);
    for (const row of buildPress(media)) collect(row.image, `press ${row.id}`, found);

    const places = new Map<string, string[]>();
    for (const [where, url] of found) {
      const picture = pictureOf(url);
      places.set(picture, [...(places.get(picture) ?? []), where]);
    }
    const shared = [...places].filter(([, where]) => where.length > 1);
    expect(found.length).toBeGreaterThan(60);
    expect(shared).toEqual([]);
  });
});

describe('the seeded "Оплата и доставка" page', () => {
  it('offers the ways to pay the checkout offers, and no other', () => {
    const page = buildBuyersPages().find((p) => p.code === 'oplata_i_dostavka')!;
    const text = JSON.stringify(page).toLowerCase();
    for (const option of paymentOptions) expect(text).toContain(option.title.toLowerCase());
    expect(text).not.toContain('при оформлении');
  });
});

describe('the home page’s words about the catalogue (issue #34)', () => {
  it('counts the groups it does not name from the sections the catalogue has', async () => {
    const { catalogueGroupsLine } = await import('@/lib/content/catalogue-groups');
    const { sectionDefs } = await import('@/server/db/seed/catalog-data');
    expect(sectionDefs).toHaveLength(9);
    expect(catalogueGroupsLine(sectionDefs.map((s) => s.title))).toBe(
      'Футер, кулирка, интерлок, рибана, джерси и ещё четыре группы полотен в наличии.',
    );
    const titles = ['Футер', 'Кулирка', 'Интерлок', 'Рибана', 'Джерси', 'Флис'];
    expect(catalogueGroupsLine(titles)).toBe(
      'Футер, кулирка, интерлок, рибана, джерси и ещё одна группа полотен в наличии.',
    );
    expect(catalogueGroupsLine([...titles, ...titles, ...titles].slice(0, 12))).toBe(
      'Футер, кулирка, интерлок, рибана, джерси и ещё семь групп полотен в наличии.',
    );
    expect(catalogueGroupsLine(['Футер', 'Кулирка'])).toBe('Футер и кулирка в наличии.');
  });
});
