/** Sections, collections, packing limits, properties, products and stock. */
import 'server-only';
import type { Db } from '../client';
import { collections, packingLimits, products, propertyDefs, sections, stock } from '../schema';
import { insertRows, syncSerial, withIndexesRebuilt } from './bulk-insert';
import {
  packingDefs,
  packingTitles,
  qualifiersFor,
  sectionColours,
  sectionDefs,
  type Colour,
  type Packing,
  type SectionDef,
} from './catalog-data';
import type { MediaPlan } from './images/media-plan';
import type { Random } from './random';
import type { StoreRow } from './shell';
import { paragraphs, slugify } from './text';

/** Every date in the seed counts back from here, so that the same seed gives the same rows. */
export const SEED_EPOCH = Date.UTC(2026, 10, 1);
const DAY = 86_400_000;

type SectionRow = typeof sections.$inferInsert & { id: number };
type CollectionRow = typeof collections.$inferInsert & { id: number };
type ProductRow = typeof products.$inferInsert & { id: number };
type StockRow = typeof stock.$inferInsert;

export interface CatalogData {
  sections: SectionRow[];
  collections: CollectionRow[];
  products: ProductRow[];
  stock: StockRow[];
  models: number;
}

export const propertyRows: (typeof propertyDefs.$inferInsert)[] = [
  {
    code: 'density',
    title: 'Плотность',
    type: 'N',
    unit: 'г/м²',
    sort: 100,
    informer:
      'Масса одного квадратного метра полотна. Чем выше плотность, тем теплее и прочнее ткань.',
  },
  {
    code: 'width',
    title: 'Ширина',
    type: 'N',
    unit: 'см',
    sort: 200,
    informer:
      'Ширина полотна от кромки до кромки. Для чулка указана ширина в сложенном виде, полотно вдвое шире.',
  },
  {
    code: 'cotton',
    title: 'Содержание хлопка',
    type: 'N',
    unit: '%',
    sort: 300,
    informer: 'Доля хлопка в составе. Хлопок делает полотно дышащим и гигроскопичным.',
  },
  {
    code: 'composition',
    title: 'Состав',
    type: 'S',
    sort: 400,
    filterable: false,
    informer: 'Волокнистый состав полотна по данным лаборатории фабрики.',
  },
  {
    code: 'color',
    title: 'Цвет',
    type: 'L',
    sort: 500,
    informer:
      'Оттенок на экране может немного отличаться от реального — закажите образец, чтобы увидеть цвет вживую.',
  },
  {
    code: 'packing',
    title: 'Упаковка',
    type: 'L',
    sort: 600,
    informer:
      'Как полотно поставляется: рулон, чулок (трубка) или пачка. Минимальный заказ — одна упаковка.',
  },
];

function buildSections(media: MediaPlan): SectionRow[] {
  return sectionDefs.map((def, i) => ({
    id: i + 1,
    slug: def.slug,
    title: def.title,
    informer: def.informer,
    picture: media.swatch(def.texture, sectionColours[i]!, 'drape'),
    seoText: paragraphs(...def.seo),
    sort: (i + 1) * 100,
  }));
}

function buildCollections(media: MediaPlan): CollectionRow[] {
  const rows: CollectionRow[] = [];
  sectionDefs.forEach((def, s) => {
    def.collections.forEach((c, k) => {
      rows.push({
        id: rows.length + 1,
        sectionId: s + 1,
        slug: slugify(c.title),
        title: c.title,
        image: media.swatch(
          def.texture,
          def.colours[(k * 5 + 3) % def.colours.length]!,
          k % 2 ? 'closeup' : 'face',
        ),
        position: c.position,
        sort: (k + 1) * 100,
      });
    });
  });
  return rows;
}

/** Model sizes of 3–12 colours that add up to exactly `total` (a last model never falls below 3). */
function modelSizes(rng: Random, total: number): number[] {
  const sizes: number[] = [];
  let left = total;
  while (left > 0) {
    let size = rng.weighted([3, 4, 5, 6, 7, 8, 9, 10, 11, 12], [6, 9, 11, 12, 12, 11, 10, 8, 6, 5]);
    if (left - size > 0 && left - size < 3) size = left <= 12 ? left : left - 3;
    sizes.push(Math.min(size, left));
    left -= size;
  }
  return sizes;
}

const round = (value: number, step: number) => Math.round(value / step) * step;

function widthFor(rng: Random, packing: Packing): number {
  if (packing === 'stocking') return round(rng.int(90, 120), 5);
  if (packing === 'pack') return round(rng.int(90, 130), 5);
  return round(rng.int(150, 220), 5);
}

/** The catalogue's price band per kg, roubles. */
const PRICE_MIN = 450;
const PRICE_MAX = 1900;
const clampPrice = (price: number) => Math.min(PRICE_MAX, Math.max(PRICE_MIN, price));

/** Prices are per kg: heavier fabrics and elastane blends cost more; some end in kopecks. */
function priceFor(rng: Random, def: SectionDef, density: number, composition: string): number {
  const [lo, hi] = def.price;
  const [dLo, dHi] = def.density;
  const t = (density - dLo) / Math.max(1, dHi - dLo);
  let price = lo + (hi - lo) * (0.6 * t + 0.4 * rng.next());
  if (/лайкра|эластан/.test(composition)) price *= 1.06;
  price = clampPrice(round(price, 10));
  if (price > PRICE_MIN && rng.chance(0.3)) price -= rng.pick([0.1, 0.5, 0.01, 0.2]);
  return Math.round(price * 100) / 100;
}

/** Black, white and grey sell several times better than fashion colours. */
function colourPull(colour: Colour): number {
  return ['belyj', 'chernyj', 'seryj-melanzh', 'temno-sinij', 'molochnyj'].includes(colour.slug)
    ? 2.2
    : 1;
}

function collectionFor(
  rng: Random,
  def: SectionDef,
  sectionCollections: CollectionRow[],
  model: string,
): number | null {
  const matched = def.collections.findIndex((c) => c.models && model.startsWith(c.models));
  if (matched >= 0) return sectionCollections[matched]!.id;
  const general = sectionCollections.filter((_, i) => !def.collections[i]!.models);
  if (general.length === 0 || rng.chance(0.25)) return null;
  return rng.pick(general).id;
}

function buildProducts(
  rng: Random,
  media: MediaPlan,
  total: number,
  allCollections: CollectionRow[],
) {
  const rows: ProductRow[] = [];
  const sizes = modelSizes(rng, total);
  const weights = sectionDefs.map((d) => d.weight);
  const articles = new Map<string, number>();
  sizes.forEach((size, m) => {
    const s = sectionDefs.indexOf(rng.weighted(sectionDefs, weights));
    const def = sectionDefs[s]!;
    const modelName = rng.pick(def.models);
    const composition = rng.pick(def.compositions);
    const packing = rng.pick(def.packings);
    const density = round(rng.int(def.density[0], def.density[1]), 5);
    const width = widthFor(rng, packing);
    const price = priceFor(rng, def, density, composition.text);
    const article = (articles.get(def.prefix) ?? 100) + rng.int(1, 9);
    articles.set(def.prefix, article);
    const qualifier = rng.pick(qualifiersFor(def, packing));
    const subtitle = `Арт. ${def.prefix}-${article} · ${qualifier}, ${density} г/м², ${packingTitles[packing].toLowerCase()}`;
    const collectionId = collectionFor(
      rng,
      def,
      allCollections.filter((c) => c.sectionId === s + 1),
      modelName,
    );
    const modelCreated = SEED_EPOCH - rng.int(20, 730) * DAY;
    const modelActive = !rng.chance(0.03);
    const popularity = Math.floor(2000 * Math.pow(rng.next(), 3));
    const photoCount = rng.weighted([0, 1, 2], [20, 35, 45]);
    const colours = rng.sample(def.colours, Math.min(size, def.colours.length));
    colours.forEach((colour) => {
      const id = rows.length + 1;
      const views = (['closeup', 'drape'] as const).slice(0, photoCount);
      rows.push({
        id,
        code: `${slugify(`${modelName} ${colour.name}`)}-${10000 + id}`,
        article: `${def.prefix}-${article}`,
        sectionId: s + 1,
        collectionId,
        modelId: m + 1,
        title: modelName,
        subtitle,
        composition: composition.text,
        cotton: composition.cotton,
        density,
        width,
        packing,
        color: colour.name,
        colorHex: colour.hex,
        image: media.swatch(def.texture, colour, 'face'),
        morePhotos: views.map((view) => media.swatch(def.texture, colour, view)),
        // Undyed white skips the dye bath and costs a little less.
        price: colour.slug === 'belyj' ? clampPrice(round(price * 0.96, 10)) : price,
        popularity: Math.min(
          10000,
          Math.round(popularity * colourPull(colour) * rng.float(0.5, 1.5)),
        ),
        active: modelActive && !rng.chance(0.04),
        createdAt: new Date(Math.min(SEED_EPOCH - DAY, modelCreated + rng.int(0, 60) * DAY)),
      });
    });
  });
  return { rows, models: sizes.length };
}

/**
 * Kilograms per product and warehouse, shaped so that the spec's stock levels (storefront.md
 * §4: none, few below 25, normal, many above 100) all occur. Ivanovo sits next to the factory
 * and holds the most; Yekaterinburg the least.
 */
function buildStock(rng: Random, productRows: ProductRow[], stores: StoreRow[]): StockRow[] {
  const depth: Record<string, number> = { msk: 1, spb: 0.8, ivn: 1.2, ekb: 0.6 };
  const rows: StockRow[] = [];
  for (const product of productRows) {
    for (const store of stores) {
      let amount = 0;
      const roll = rng.next();
      if (!product.active) amount = roll < 0.8 ? 0 : rng.float(1, 20);
      else if (roll < 0.2) amount = 0;
      else if (roll < 0.35) amount = rng.float(2, 24.9);
      else if (roll < 0.68) amount = rng.float(25, 100);
      else amount = 100.1 + Math.pow(rng.next(), 1.5) * 500 * (depth[store.xmlId] ?? 1);
      rows.push({ productId: product.id, storeId: store.id, amount: Math.round(amount * 10) / 10 });
    }
  }
  return rows;
}

export function buildCatalog(
  rng: Random,
  media: MediaPlan,
  productCount: number,
  stores: StoreRow[],
): CatalogData {
  const sectionRows = buildSections(media);
  const collectionRows = buildCollections(media);
  const { rows: productRows, models } = buildProducts(
    rng.fork('products'),
    media,
    productCount,
    collectionRows,
  );
  const stockRows = buildStock(rng.fork('stock'), productRows, stores);
  return {
    sections: sectionRows,
    collections: collectionRows,
    products: productRows,
    stock: stockRows,
    models,
  };
}

export async function insertCatalog(db: Db, data: CatalogData): Promise<void> {
  await insertRows(db, sections, data.sections);
  await insertRows(db, collections, data.collections);
  await insertRows(
    db,
    packingLimits,
    packingDefs.map((p) => ({ ...p })),
  );
  await insertRows(
    db,
    propertyDefs,
    propertyRows.map((p) => ({ unit: null, filterable: true, ...p })),
  );
  await withIndexesRebuilt(db, products, () => insertRows(db, products, data.products));
  await withIndexesRebuilt(db, stock, () => insertRows(db, stock, data.stock));
  for (const table of [sections, collections, products]) await syncSerial(db, table);
}
