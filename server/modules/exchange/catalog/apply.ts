/**
 * The second half of applying a catalogue file (issue #35): what `exchange_staged` holds of one
 * file is written to the shop's catalogue in ONE transaction, so 1C's file is applied whole or
 * not at all. Records are taken kind by kind in dependency order (groups, properties and units,
 * price types, warehouses, products, offers), a thousand at a time, and written with set-based
 * statements over a JSON batch (`jsonb_to_recordset`), which keeps memory bounded whatever the
 * file's size. Everything is an upsert by 1C's Ид, so the same file applied twice changes nothing
 * the second time. docs/1c-exchange.md «Applying the catalogue» lists the rules.
 */
import 'server-only';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../../db/client';
import {
  collections,
  exchangeFiles,
  exchangeRefs,
  exchangeRuns,
  exchangeStaged,
  priceTypes,
  products,
  sections,
  siteSettings,
  stores,
  type ProductUnit,
} from '../../../db/schema';
import type {
  CmlGroup,
  CmlOffer,
  CmlPriceType,
  CmlProduct,
  CmlProperty,
  CmlUnit,
  CmlUnitRef,
  CmlWarehouse,
} from '../cml';
import {
  colourHex,
  cottonShare,
  defaultPropertyNames,
  groupSlug,
  leadingNumber,
  mappedFields,
  mappedValues,
  productCode,
  productUnit,
  propertySettingKey,
  widthCm,
  type MappedField,
  type PropertyDef,
} from './map';
import { dropStaged } from './stage';
import { catalogueTypeOf, defaultsOf } from '../../pricing/defaults';
import { createPricingRepository } from '../../pricing/repository';

const APPLY_BATCH = 1000;

/** The section for products 1C puts in no group (or in one the shop never got). */
export const UNGROUPED_XML_ID = 'selvedge:ungrouped';
const UNGROUPED_TITLE = 'Без раздела';

/** The picture of a product 1C sent none for (drawn by ./pictures.ts). */
export const NO_PICTURE = '/media/1c/no-picture.webp';

export type ApplyCounts = Record<
  'sections' | 'products' | 'offers' | 'prices' | 'stock' | 'skipped',
  number
>;

interface GroupRef {
  parentId: string | null;
  name: string;
  level: number;
  sectionId: number;
  collectionId: number | null;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const json = (rows: unknown[]) => sql`${JSON.stringify(rows)}::jsonb`;

/** The staged records of one kind, a batch at a time, in file order. */
async function* stagedOf<T>(tx: Tx, runId: number, fileName: string, kind: string) {
  let after = 0;
  for (;;) {
    const rows = await tx
      .select({ seq: exchangeStaged.seq, data: exchangeStaged.data })
      .from(exchangeStaged)
      .where(
        and(
          eq(exchangeStaged.runId, runId),
          eq(exchangeStaged.fileName, fileName),
          eq(exchangeStaged.kind, kind),
          gt(exchangeStaged.seq, after),
        ),
      )
      .orderBy(asc(exchangeStaged.seq))
      .limit(APPLY_BATCH);
    if (rows.length === 0) return;
    after = rows[rows.length - 1]!.seq;
    // PGlite answers in-process through promises alone: without a turn of the event loop between
    // batches, nothing else of the process (1C's waiting call, shoppers' requests) would run.
    await new Promise((resolve) => setImmediate(resolve));
    yield rows.map((row) => row.data as T);
  }
}

async function setting(tx: Tx, key: string): Promise<string | null> {
  const [row] = await tx.select().from(siteSettings).where(eq(siteSettings.key, key));
  return row?.value.trim() || null;
}

/**
 * The price type whose prices are `products.price` (the listing sorts and filters by it): the
 * companies' default, by the pricing module's own rule, so the two never disagree.
 */
export async function catalogPriceTypeId(tx: Tx | Db): Promise<number | null> {
  const repo = createPricingRepository(tx as Db);
  return catalogueTypeOf(defaultsOf(await repo.priceTypes(), await repo.settings()));
}

async function loadRefs<T>(tx: Tx, kind: 'property' | 'unit' | 'group') {
  const rows = await tx
    .select({ xmlId: exchangeRefs.xmlId, data: exchangeRefs.data })
    .from(exchangeRefs)
    .where(eq(exchangeRefs.kind, kind));
  return new Map(rows.map((row) => [row.xmlId, row.data as T]));
}

async function saveRef(tx: Tx, kind: 'property' | 'unit' | 'group', xmlId: string, data: unknown) {
  await tx
    .insert(exchangeRefs)
    .values({ kind, xmlId, data })
    .onConflictDoUpdate({ target: [exchangeRefs.kind, exchangeRefs.xmlId], set: { data } });
}

export interface ApplyOptions {
  runId: number;
  fileName: string;
  /** The time recorded as the products' `exchanged_at` (deactivate compares with it). */
  at: Date;
}

export const emptyCounts = (): ApplyCounts => ({
  sections: 0,
  products: 0,
  offers: 0,
  prices: 0,
  stock: 0,
  skipped: 0,
});

export async function applyStaged(db: Db, options: ApplyOptions): Promise<ApplyCounts> {
  const { runId, fileName, at } = options;
  const counts = emptyCounts();
  await db.transaction(async (tx) => {
    // The stock trigger (migrations 0002, 0013) steps aside: applyOffers sets the masks per batch.
    await tx.execute(sql`SELECT set_config('selvedge.bulk_stock', 'on', true)`);
    const changedSections = await applyGroups(tx, options, counts);
    await applyRefs(tx, options);
    await applyPriceTypes(tx, options);
    await applyWarehouses(tx, options);
    await applyProducts(tx, options, counts);
    await applyOffers(tx, options, counts);
    // Shown: not deleted in 1C, priced, in a section that is shown.
    await tx.execute(sql`
      UPDATE products p
         SET active = (NOT p.deleted_in_1c AND p.price > 0 AND s.active)
        FROM sections s
       WHERE s.id = p.section_id
         AND (p.exchanged_at = ${at} OR p.section_id = ANY(${sql.raw(`'{${changedSections.join(',')}}'::int[]`)}))
         AND p.active IS DISTINCT FROM (NOT p.deleted_in_1c AND p.price > 0 AND s.active)`);
    await tx
      .update(exchangeFiles)
      .set({ phase: 'applied', updatedAt: new Date() })
      .where(and(eq(exchangeFiles.runId, runId), eq(exchangeFiles.fileName, fileName)));
    await dropStaged(tx as unknown as Db, runId, fileName);
  });
  return counts;
}

/** Groups: the top level are sections, the second collections, deeper ones fold into theirs. */
async function applyGroups(tx: Tx, options: ApplyOptions, counts: ApplyCounts) {
  const refs = await loadRefs<GroupRef>(tx, 'group');
  const changed = new Set<number>();
  for await (const batch of stagedOf<CmlGroup>(tx, options.runId, options.fileName, 'group')) {
    for (const group of batch) {
      const name = group.name ?? group.id;
      const parent = group.parentId ? refs.get(group.parentId) : undefined;
      let ref: GroupRef;
      if (!parent) {
        const sectionId = await upsertSection(tx, group.id, name, !group.deleted);
        changed.add(sectionId);
        ref = { parentId: null, name, level: 1, sectionId, collectionId: null };
      } else if (parent.level === 1) {
        const collectionId = await upsertCollection(tx, parent.sectionId, group.id, name);
        ref = {
          parentId: group.parentId,
          name,
          level: 2,
          sectionId: parent.sectionId,
          collectionId,
        };
      } else {
        ref = { ...parent, parentId: group.parentId, name, level: parent.level + 1 };
      }
      refs.set(group.id, ref);
      await saveRef(tx, 'group', group.id, ref);
      counts.sections += 1;
    }
  }
  return [...changed];
}

async function upsertSection(tx: Tx, xmlId: string, title: string, active: boolean) {
  const [existing] = await tx
    .select({ id: sections.id })
    .from(sections)
    .where(eq(sections.xmlId, xmlId));
  if (existing) {
    await tx.update(sections).set({ title, active }).where(eq(sections.id, existing.id));
    return existing.id;
  }
  const taken = new Set(
    (await tx.select({ slug: sections.slug }).from(sections)).map((r) => r.slug),
  );
  const [row] = await tx
    .insert(sections)
    .values({ xmlId, title, active, slug: groupSlug(title, xmlId, (s) => taken.has(s)), sort: 900 })
    .returning({ id: sections.id });
  return row!.id;
}

async function upsertCollection(tx: Tx, sectionId: number, xmlId: string, title: string) {
  const [existing] = await tx
    .select({ id: collections.id })
    .from(collections)
    .where(eq(collections.xmlId, xmlId));
  if (existing) {
    await tx.update(collections).set({ title, sectionId }).where(eq(collections.id, existing.id));
    return existing.id;
  }
  const taken = new Set(
    (
      await tx
        .select({ slug: collections.slug })
        .from(collections)
        .where(eq(collections.sectionId, sectionId))
    ).map((r) => r.slug),
  );
  const [row] = await tx
    .insert(collections)
    .values({ xmlId, sectionId, title, slug: groupSlug(title, xmlId, (s) => taken.has(s)) })
    .returning({ id: collections.id });
  return row!.id;
}

/** Properties (name, variants) and 3.1 units, kept for the products of this and later files. */
async function applyRefs(tx: Tx, options: ApplyOptions) {
  for await (const batch of stagedOf<CmlProperty>(
    tx,
    options.runId,
    options.fileName,
    'property',
  )) {
    for (const property of batch) {
      await saveRef(tx, 'property', property.id, {
        name: property.name ?? '',
        variants: property.variants,
      } satisfies PropertyDef);
    }
  }
  for await (const batch of stagedOf<CmlUnit>(tx, options.runId, options.fileName, 'unit')) {
    for (const unit of batch) await saveRef(tx, 'unit', unit.id, unit);
  }
}

async function applyPriceTypes(tx: Tx, options: ApplyOptions) {
  for await (const batch of stagedOf<CmlPriceType>(
    tx,
    options.runId,
    options.fileName,
    'priceType',
  )) {
    for (const type of batch) {
      const title = type.name ?? type.id;
      const currency = type.currency && /^[A-Z]{3}$/.test(type.currency) ? type.currency : 'RUB';
      // A type the shop already has by that name ('Опт' of the settings) becomes 1C's: the
      // buyers who have it keep it, now priced by 1C.
      await tx.execute(sql`
        UPDATE price_types SET xml_id = ${type.id}
         WHERE lower(title) = lower(${title})
           AND NOT EXISTS (SELECT 1 FROM price_types WHERE xml_id = ${type.id})
           AND id = (SELECT min(id) FROM price_types WHERE lower(title) = lower(${title}))`);
      await tx
        .insert(priceTypes)
        .values({ xmlId: type.id, title, currency })
        .onConflictDoUpdate({ target: priceTypes.xmlId, set: { title, currency } });
    }
  }
}

/**
 * Warehouses by Ид. One 1C names for the first time is added unpublished, for the head to give
 * it a city and phone; a known one keeps what staff set, and one 1C deleted is unpublished.
 */
async function applyWarehouses(tx: Tx, options: ApplyOptions) {
  for await (const batch of stagedOf<CmlWarehouse>(
    tx,
    options.runId,
    options.fileName,
    'warehouse',
  )) {
    for (const warehouse of batch) {
      const title = warehouse.name ?? warehouse.id;
      const [existing] = await tx
        .select({ id: stores.id })
        .from(stores)
        .where(eq(stores.xmlId, warehouse.id));
      if (existing) {
        if (warehouse.deleted) {
          await tx.update(stores).set({ published: false }).where(eq(stores.id, existing.id));
        }
        continue;
      }
      // The warehouse filter's values and the stock bitmask both need a number per warehouse.
      const [next] = rowsOf<{ filter: number; id: number }>(
        await tx.execute(
          sql`SELECT coalesce(max(filter_value), 20) + 1 AS filter, coalesce(max(id), 0) + 1 AS id FROM stores`,
        ),
      );
      if (next!.id > 31) continue; // products.stock_mask has a bit per warehouse: 31 at most
      await tx.insert(stores).values({
        xmlId: warehouse.id,
        title,
        city: '',
        filterValue: Number(next!.filter),
        sort: 900,
        published: false,
      });
    }
  }
}

interface ProductRow {
  xml_id: string;
  title: string | null;
  article: string | null;
  section_id: number | null;
  collection_id: number | null;
  description: string | null;
  unit: ProductUnit | null;
  composition: string | null;
  cotton: number | null;
  density: number | null;
  width: number | null;
  color: string | null;
  color_hex: string | null;
  image: string | null;
  more_photos: string[] | null;
  deleted: boolean;
}

const productColumns = sql.raw(`(xml_id text, title text, article text, section_id int,
  collection_id int, description text, unit text, composition text, cotton int, density int,
  width int, color text, color_hex text, image text, more_photos text[], deleted boolean,
  code text, model_id int)`);

async function ungroupedSection(tx: Tx): Promise<number> {
  return upsertSection(tx, UNGROUPED_XML_ID, UNGROUPED_TITLE, true);
}

async function applyProducts(tx: Tx, options: ApplyOptions, counts: ApplyCounts) {
  const groups = await loadRefs<GroupRef>(tx, 'group');
  const properties = await loadRefs<PropertyDef>(tx, 'property');
  const units = await loadRefs<CmlUnit>(tx, 'unit');
  const names = { ...defaultPropertyNames };
  for (const field of mappedFields) {
    names[field] = (await setting(tx, propertySettingKey(field))) ?? names[field];
  }
  let ungrouped: number | null = null;
  let nextModel: number | null = null;

  for await (const batch of stagedOf<CmlProduct>(tx, options.runId, options.fileName, 'product')) {
    const rows: ProductRow[] = [];
    for (const product of batch) {
      const group = product.groupIds?.map((id) => groups.get(id)).find(Boolean);
      let sectionId = group?.sectionId ?? null;
      if (!sectionId && product.groupIds !== null)
        sectionId = ungrouped ??= await ungroupedSection(tx);
      const values =
        product.properties === null && !Object.keys(product.requisites).length
          ? {}
          : mappedValues(product, properties, names);
      rows.push({
        xml_id: product.id,
        title: product.name,
        article: product.article,
        section_id: sectionId,
        collection_id: group?.collectionId ?? null,
        description: product.description,
        unit: productUnit(resolveUnit(product.unit, units)),
        ...fieldsOf(values),
        image: product.pictures[0] ?? null,
        more_photos: product.pictures.length > 0 ? product.pictures.slice(1) : null,
        deleted: product.deleted,
      });
    }
    const existing = new Set(
      (
        await tx
          .select({ xmlId: products.xmlId })
          .from(products)
          .where(
            inArray(
              products.xmlId,
              rows.map((r) => r.xml_id),
            ),
          )
      ).map((r) => r.xmlId),
    );
    const updates = rows.filter((r) => existing.has(r.xml_id));
    const inserts = rows.filter((r) => !existing.has(r.xml_id));
    if (updates.length > 0) {
      await tx.execute(sql`
        UPDATE products p SET
          title = coalesce(v.title, p.title),
          article = coalesce(v.article, p.article),
          section_id = coalesce(v.section_id, p.section_id),
          collection_id = CASE WHEN v.section_id IS NULL THEN p.collection_id ELSE v.collection_id END,
          description = coalesce(v.description, p.description),
          unit = coalesce(v.unit, p.unit),
          composition = coalesce(v.composition, p.composition),
          cotton = coalesce(v.cotton, p.cotton),
          density = coalesce(v.density, p.density),
          width = coalesce(v.width, p.width),
          color = coalesce(v.color, p.color),
          color_hex = coalesce(v.color_hex, p.color_hex),
          image = coalesce(v.image, p.image),
          more_photos = coalesce(v.more_photos, p.more_photos),
          deleted_in_1c = v.deleted,
          exchanged_at = ${options.at}
        FROM jsonb_to_recordset(${json(updates)}) AS v${productColumns}
        WHERE p.xml_id = v.xml_id`);
    }
    if (inserts.length > 0) {
      ungrouped ??= inserts.some((r) => r.section_id === null) ? await ungroupedSection(tx) : null;
      nextModel ??= Number(
        rowsOf<{ m: number }>(
          await tx.execute(sql`SELECT coalesce(max(model_id), 0) + 1 AS m FROM products`),
        )[0]!.m,
      );
      // Colours of one fabric share its article, and so a model (the colour tiles' siblings).
      const articles = [...new Set(inserts.map((r) => r.article).filter((a): a is string => !!a))];
      const models = new Map<string, number>();
      if (articles.length > 0) {
        for (const row of await tx
          .select({ article: products.article, model: sql<number>`min(${products.modelId})` })
          .from(products)
          .where(inArray(products.article, articles))
          .groupBy(products.article)) {
          models.set(row.article!, Number(row.model));
        }
      }
      const full = inserts.map((row) => {
        let model = row.article ? models.get(row.article) : undefined;
        if (model === undefined) {
          model = nextModel!++;
          if (row.article) models.set(row.article, model);
        }
        return {
          ...row,
          section_id: row.section_id ?? ungrouped,
          code: productCode(row.title ?? row.xml_id, row.xml_id),
          model_id: model,
        };
      });
      await tx.execute(sql`
        INSERT INTO products (code, xml_id, article, section_id, collection_id, model_id, title,
          composition, cotton, density, width, packing, color, color_hex, image, more_photos,
          price, active, description, unit, exchanged_at, deleted_in_1c)
        SELECT v.code, v.xml_id, v.article, v.section_id, v.collection_id, v.model_id,
          coalesce(v.title, v.xml_id), coalesce(v.composition, ''), coalesce(v.cotton, 0),
          coalesce(v.density, 0), coalesce(v.width, 0), 'roll', coalesce(v.color, ''),
          coalesce(v.color_hex, '#C8C4BC'), coalesce(v.image, ${NO_PICTURE}),
          coalesce(v.more_photos, '{}'), 0, false, v.description, coalesce(v.unit, 'kg'),
          ${options.at}, v.deleted
        FROM jsonb_to_recordset(${json(full)}) AS v${productColumns}
        ON CONFLICT DO NOTHING`);
    }
    counts.products += rows.length;
  }
}

/** A 3.1 unit is named by its Ид: the unit it stands for. */
function resolveUnit(
  unit: CmlUnitRef | null,
  units: ReadonlyMap<string, CmlUnit>,
): CmlUnitRef | null {
  const defined = unit?.text && !unit.code ? units.get(unit.text) : undefined;
  return defined
    ? {
        code: defined.code,
        name: defined.name,
        short: defined.short,
        international: defined.international,
        text: null,
      }
    : unit;
}

function fieldsOf(values: Partial<Record<MappedField, string>>) {
  return {
    composition: values.composition ?? null,
    cotton: values.composition !== undefined ? cottonShare(values.composition) : null,
    density: values.density !== undefined ? Math.round(leadingNumber(values.density)) : null,
    width: values.width !== undefined ? widthCm(values.width) : null,
    color: values.color ?? null,
    color_hex: values.color !== undefined ? colourHex(values.color) : null,
  };
}

interface OfferTotals {
  prices: Map<string, number>;
  stock: Map<string, number> | null;
}

/**
 * Offers: prices per type and stock per warehouse. Offers of a characteristic
 * (`product#characteristic`) are of the product: the shop sells no characteristics, so the
 * product takes their lowest price and their summed stock, once the whole file has been read.
 */
async function applyOffers(tx: Tx, options: ApplyOptions, counts: ApplyCounts) {
  const types = new Map(
    (await tx.select({ id: priceTypes.id, xmlId: priceTypes.xmlId }).from(priceTypes)).map((t) => [
      t.xmlId,
      t.id,
    ]),
  );
  const warehouses = new Map(
    (await tx.select({ id: stores.id, xmlId: stores.xmlId }).from(stores)).map((s) => [
      s.xmlId,
      s.id,
    ]),
  );
  const catalogType = await catalogPriceTypeId(tx);
  const characteristic = new Map<string, OfferTotals>();

  const write = async (offers: [productXmlId: string, totals: OfferTotals][]) => {
    const ids = new Map(
      (
        await tx
          .select({ id: products.id, xmlId: products.xmlId })
          .from(products)
          .where(
            inArray(
              products.xmlId,
              offers.map(([id]) => id),
            ),
          )
      ).map((p) => [p.xmlId!, p.id]),
    );
    const priceRows: { product_id: number; price_type_id: number; price: number }[] = [];
    const stockRows: { product_id: number; store_id: number; amount: number }[] = [];
    const stockProducts: number[] = [];
    for (const [xmlId, totals] of offers) {
      const productId = ids.get(xmlId);
      if (productId === undefined) {
        counts.skipped += 1;
        continue;
      }
      counts.offers += 1;
      for (const [typeXml, price] of totals.prices) {
        const typeId = types.get(typeXml);
        if (typeId !== undefined)
          priceRows.push({ product_id: productId, price_type_id: typeId, price });
      }
      if (totals.stock) {
        stockProducts.push(productId);
        for (const [warehouseXml, amount] of totals.stock) {
          const storeId = warehouses.get(warehouseXml);
          if (storeId !== undefined)
            stockRows.push({ product_id: productId, store_id: storeId, amount });
        }
      }
    }
    if (priceRows.length > 0) {
      await tx.execute(sql`
        INSERT INTO product_prices (product_id, price_type_id, price)
        SELECT v.product_id, v.price_type_id, v.price
          FROM jsonb_to_recordset(${json(priceRows)}) AS v(product_id int, price_type_id int, price numeric)
        ON CONFLICT (product_id, price_type_id) DO UPDATE SET price = excluded.price`);
      counts.prices += priceRows.length;
    }
    if (stockProducts.length > 0) {
      // The offer's warehouses are the product's whole stock: any other warehouse has none.
      await tx.execute(sql`
        UPDATE stock s SET amount = 0
         WHERE s.product_id = ANY(${sql.raw(`'{${stockProducts.join(',')}}'::int[]`)}) AND s.amount <> 0
           AND (s.product_id, s.store_id) NOT IN (
             SELECT v.product_id, v.store_id
               FROM jsonb_to_recordset(${json(stockRows)}) AS v(product_id int, store_id int))`);
    }
    if (stockRows.length > 0) {
      await tx.execute(sql`
        INSERT INTO stock (product_id, store_id, amount)
        SELECT v.product_id, v.store_id, v.amount
          FROM jsonb_to_recordset(${json(stockRows)}) AS v(product_id int, store_id int, amount numeric)
        ON CONFLICT (product_id, store_id) DO UPDATE SET amount = excluded.amount
          WHERE stock.amount IS DISTINCT FROM excluded.amount`);
      counts.stock += stockRows.length;
    }
    // One statement per batch for what the offers change on the product: the catalogue's price,
    // the warehouse bitmask (the stock trigger steps aside in this transaction) and the mark
    // deactivate reads.
    const catalogPrice = new Map(
      priceRows.filter((r) => r.price_type_id === catalogType).map((r) => [r.product_id, r.price]),
    );
    const touched = [...new Set(ids.values())].map((id) => ({
      id,
      price: catalogPrice.get(id) ?? null,
    }));
    if (touched.length > 0) {
      await tx.execute(sql`
        UPDATE products p SET
          price = coalesce(v.price, p.price),
          exchanged_at = ${options.at},
          stock_mask = coalesce(
            (SELECT bit_or(1 << (s.store_id - 1)) FROM stock s WHERE s.product_id = p.id AND s.amount > 0), 0)
        FROM jsonb_to_recordset(${json(touched)}) AS v(id int, price numeric)
        WHERE p.id = v.id`);
    }
  };

  for await (const batch of stagedOf<CmlOffer>(tx, options.runId, options.fileName, 'offer')) {
    const own: [string, OfferTotals][] = [];
    for (const offer of batch) {
      if (offer.deleted) continue;
      const totals = totalsOf(offer);
      if (offer.characteristicId === null) {
        own.push([offer.productId, totals]);
        continue;
      }
      const sum = characteristic.get(offer.productId) ?? { prices: new Map(), stock: null };
      for (const [type, price] of totals.prices) {
        const known = sum.prices.get(type);
        if (known === undefined || price < known) sum.prices.set(type, price);
      }
      if (totals.stock) {
        sum.stock ??= new Map();
        for (const [warehouse, amount] of totals.stock) {
          sum.stock.set(warehouse, (sum.stock.get(warehouse) ?? 0) + amount);
        }
      }
      characteristic.set(offer.productId, sum);
    }
    if (own.length > 0) await write(own);
  }
  const summed = [...characteristic];
  for (let i = 0; i < summed.length; i += APPLY_BATCH)
    await write(summed.slice(i, i + APPLY_BATCH));
}

function totalsOf(offer: CmlOffer): OfferTotals {
  const prices = new Map<string, number>();
  for (const price of offer.prices ?? []) {
    if (price.value >= 0) prices.set(price.priceTypeId, price.value);
  }
  let stock: Map<string, number> | null = null;
  if (offer.stock) {
    stock = new Map();
    for (const row of offer.stock) {
      // 1C may hold negative stock (sold before it arrived): the shop has none to sell.
      stock.set(row.warehouseId, (stock.get(row.warehouseId) ?? 0) + Math.max(0, row.quantity));
    }
  }
  return { prices, stock };
}

/**
 * `mode=deactivate`: after a run that applied a whole catalogue (a file with
 * СодержитТолькоИзменения false), hides every product that run did not name. Never after a
 * partial exchange, which names only what changed. Hidden, never deleted: orders keep their lines.
 */
export async function deactivateUnnamed(
  db: Db,
  runId: number,
  since: Date,
): Promise<number | null> {
  // 1C's timestamp is whole seconds; the run's start (init) is exact and comes after it, so an
  // exchange finished in the same second as this one began is not taken for this one.
  const [run] = await db
    .select({ startedAt: exchangeRuns.startedAt })
    .from(exchangeRuns)
    .where(eq(exchangeRuns.id, runId));
  const from = run && run.startedAt > since ? run.startedAt : since;
  const [full] = await db
    .select({ fileName: exchangeFiles.fileName })
    .from(exchangeFiles)
    .where(
      and(
        eq(exchangeFiles.runId, runId),
        eq(exchangeFiles.phase, 'applied'),
        eq(exchangeFiles.contains, 'catalog'),
        eq(exchangeFiles.onlyChanges, false),
      ),
    )
    .limit(1);
  if (!full) return null;
  const hidden = await db
    .update(products)
    .set({ active: false })
    .where(
      and(
        eq(products.active, true),
        sql`(${products.exchangedAt} IS NULL OR ${products.exchangedAt} < ${from})`,
      ),
    )
    .returning({ id: products.id });
  return hidden.length;
}
