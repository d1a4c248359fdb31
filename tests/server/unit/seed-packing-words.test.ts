import { describe, expect, it } from 'vitest';
import { DEFAULT_SEED } from '@/server/db/seed';
import { buildCatalog } from '@/server/db/seed/catalog';
import { sectionDefs } from '@/server/db/seed/catalog-data';
import { MediaPlan } from '@/server/db/seed/images/media-plan';
import { Random } from '@/server/db/seed/random';
import { buildSeo } from '@/server/db/seed/seo';
import { storeRows } from '@/server/db/seed/shell';

/**
 * Words that name a packing, written here rather than taken from the generator, so the test
 * reads the subtitle as a buyer does: 'открытая' (open width) is a roll's, never a tube's.
 */
const packingWords = {
  roll: /рулон|открыт/i,
  stocking: /чул|трубк/i,
  pack: /пачк/i,
} as const;
type Packing = keyof typeof packingWords;

describe('seeded product words (issue #34: "Арт. КЛ-401 · в чулке, 140 г/м², рулон")', () => {
  it.each([DEFAULT_SEED, 7, 42])(
    'no subtitle names a packing other than its own (seed %i)',
    (seed) => {
      const { products } = buildCatalog(
        new Random(seed).fork('catalog'),
        new MediaPlan('/nonexistent'),
        3000,
        storeRows,
      );
      const contradictions = products.flatMap((p) =>
        (Object.keys(packingWords) as Packing[])
          .filter((other) => other !== p.packing && packingWords[other].test(p.subtitle ?? ''))
          .map((other) => `${p.article} (${p.packing}) names ${other}: ${p.subtitle}`),
      );
      expect(contradictions).toEqual([]);
      // Each product still says its own packing, last.
      for (const p of products) expect(p.subtitle).toMatch(packingWords[p.packing]);
    },
  );

  it("the product page's description, one template for every product, names no packing", () => {
    const { rows } = buildSeo({
      sections: sectionDefs.map((d) => ({ slug: d.slug, title: d.title, informer: d.informer })),
      collections: [],
      buyers: [],
      press: [],
      vacancies: [],
    });
    const product = rows.find((r) => r.page === '/catalog/{category}/{id}/')!;
    const anyPacking = Object.values(packingWords);
    expect(anyPacking.filter((words) => words.test(product.description))).toEqual([]);
    // A section's page neither: rib and cuffs (пачка, чулок) never come on rolls.
    for (const def of sectionDefs) {
      const section = rows.find((r) => r.page === `/catalog/${def.slug}/`)!;
      const foreign = (Object.keys(packingWords) as Packing[]).filter(
        (p) => !def.packings.includes(p) && packingWords[p].test(section.description),
      );
      expect(foreign, section.description).toEqual([]);
    }
  });
});
