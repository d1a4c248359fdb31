/**
 * Catalogue rules: the smart filter in both forms, the price rule, cards and the product detail.
 *
 * The price rule (storefront.md §6): prices go to authenticated callers only. For anyone else the
 * answer has no price key, and the price filter and price sorts are ignored, since filtering or
 * ordering by price would let a visitor read prices back out of the results.
 */
import type {
  Banner,
  CatalogCard,
  CatalogSection,
  CatalogSort,
  CollectionCard,
  FilterProperty,
  Pagin,
  ProductDetail,
} from '../../../lib/api/contract/catalog';
import {
  PRICE_CODE,
  formatSmartFilter,
  parseSmartFilter,
  type SmartFilter,
} from '../../../lib/catalog/smart-filter';
import { stockLevel } from '../../../lib/catalog/stock-level';
import { slugify } from '../../../lib/format/slug';
import { routes } from '../../../lib/routes';
import { AppError } from '../../http/app-error';
import type { Viewer } from '../../http/router';
import type { MemoCache } from '../../platform/memo-cache';
import {
  isPropertyCode,
  type CardRow,
  type CatalogRepository,
  type ColourRow,
  type FullCardRow,
  type Criteria,
  type PropertyCode,
  type Scope,
} from './repository';

export const ALL_SECTION = { id: -1, slug: 'all', title: 'Все полотна' } as const;
export const DEFAULT_PER_PAGE = 18;
const COMPANION_LIMIT = 8;
/** Knits pair with ribbing and cuffs of the same colour, and the other way round. */
const companionSections: Record<string, string[]> = {
  ribana: ['kulirka', 'futer', 'interlok'],
  kashkorse: ['kulirka', 'futer', 'interlok'],
};
const DEFAULT_COMPANIONS = ['ribana', 'kashkorse'];
const COMPANION_INFORMER = 'Рибана и кашкорсе того же цвета для манжет, горловины и низа изделия';

type BannerRow = Awaited<ReturnType<CatalogRepository['banners']>>[number];
export const toBanner = (row: BannerRow): Banner => ({
  id: row.id,
  title: row.title,
  subtitle: row.subtitle,
  description: row.description,
  image: row.image,
  link: row.link,
  linkTitle: row.linkTitle,
});

export function createCatalogService(repo: CatalogRepository, viewer: Viewer, cache: MemoCache) {
  // A buyer, or a page rendered for every buyer of a warehouse (lib/api/page-viewer.ts).
  const seesPrices = viewer.authenticated || viewer.pageBuyer !== undefined;

  /**
   * The logged-in buyer's own warehouse, as the cart knows it (server/modules/basket): the access
   * token's claim, else the account row. Anonymous callers, and a token whose account is gone,
   * have none.
   */
  let ownStore: Promise<number | null> | undefined;
  function userStoreId(): Promise<number | null> {
    ownStore ??= !viewer.authenticated
      ? Promise.resolve(viewer.pageBuyer?.storeId ?? null)
      : viewer.storeId !== null
        ? Promise.resolve(viewer.storeId)
        : repo.userStoreId(viewer.userId);
    return ownStore;
  }

  async function storeFor(stockCode: string | undefined) {
    if (!stockCode) return undefined;
    const store = await repo.storeByCode(stockCode);
    if (!store) throw new AppError(404, 'Склад не найден');
    return store;
  }

  /** Shopper's filter (URL form) → stored values; unknown codes and values are dropped. */
  async function toCriteria(filter: SmartFilter): Promise<Criteria> {
    const criteria: Criteria = { ranges: {}, values: {} };
    for (const [code, range] of Object.entries(filter.ranges)) {
      if (!isPropertyCode(code)) continue;
      if (code === PRICE_CODE && !seesPrices) continue;
      criteria.ranges[code] = range;
    }
    for (const [code, urlIds] of Object.entries(filter.values)) {
      if (!isPropertyCode(code) || code === PRICE_CODE) continue;
      const stored = await repo.distinctValues(code);
      const bySlug = new Map(stored.map((value) => [urlIdOf(code, value), value]));
      criteria.values[code] = urlIds.flatMap((id) => bySlug.get(id) ?? []);
    }
    return criteria;
  }

  /** The filter as the shopper may use it (the price part dropped for visitors). */
  function visibleFilter(filter: SmartFilter): SmartFilter {
    if (seesPrices) return filter;
    const { [PRICE_CODE]: _price, ...ranges } = filter.ranges;
    return { ranges, values: filter.values };
  }

  /** Cards in the order of `ids`: one statement for rows, colours and stock, whatever the page size. */
  async function cards(ids: number[], storeId?: number): Promise<CatalogCard[]> {
    const [rows, packings, own] = await Promise.all([
      repo.fullCards(ids),
      packingTable(),
      userStoreId(),
    ]);
    return assemble(ids, rows, packings, storeId, own);
  }

  /** Cards in the order of `ids` from rows already read (the detail reads its own row first). */
  function assemble(
    ids: number[],
    rows: FullCardRow[],
    packings: Awaited<ReturnType<typeof packingTable>>,
    storeId: number | undefined,
    ownStoreId: number | null,
  ): CatalogCard[] {
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      const amounts = row.stock.map((s) => ({ ...s, amount: Number(s.amount) }));
      const quantity = amounts
        .filter((s) => storeId === undefined || s.storeId === storeId)
        .reduce((sum, s) => sum + s.amount, 0);
      return [
        toCard(row, {
          colours: row.colours,
          storesWithStock: amounts.filter((s) => s.amount > 0).length,
          quantity,
          // A buyer's own warehouse caps what they can add to the cart (SF-5.04).
          ownAmount:
            ownStoreId === null
              ? undefined
              : (amounts.find((s) => s.storeId === ownStoreId)?.amount ?? 0),
          packings,
        }),
      ];
    });
  }

  async function packingTable() {
    const rows = await repo.packingLimits();
    return new Map(rows.map((row) => [row.packing, row]));
  }

  function toCard(
    row: CardRow,
    extra: {
      colours: ColourRow[];
      storesWithStock: number;
      quantity: number;
      ownAmount: number | undefined;
      packings: Awaited<ReturnType<typeof packingTable>>;
    },
  ): CatalogCard {
    const packing = extra.packings.get(row.packing) ?? extra.packings.get('default');
    const card: CatalogCard = {
      id: row.id,
      title: row.title,
      subtitle: row.subtitle,
      slug: row.code,
      detail_url: routes.product(row.sectionSlug, row.code),
      section: { id: row.sectionId, slug: row.sectionSlug, title: row.sectionTitle },
      photo: row.image,
      more_photo: row.morePhotos,
      composition: row.composition,
      density: row.density,
      width: row.width,
      packing: {
        code: row.packing,
        title: packing?.title ?? row.packing,
        stepKg: packing?.stepKg ?? 1,
      },
      color: row.color,
      hex: row.colorHex,
      colors: extra.colours.map((c) => ({
        id: c.id,
        color: c.color,
        hex: c.colorHex,
        image: c.image,
        slug: c.code,
        detail_url: routes.product(c.sectionSlug, c.code),
      })),
      storesWithStock: extra.storesWithStock,
      quantity: Math.round(extra.quantity * 1000) / 1000,
    };
    if (seesPrices) card.price = row.price;
    if (extra.ownAmount !== undefined)
      card.user_store_amount = Math.round(extra.ownAmount * 1000) / 1000;
    return card;
  }

  async function scopeFor(query: {
    section?: string;
    section_id?: number;
    collection?: string;
    stockCode?: string;
  }): Promise<Scope> {
    const scope: Scope = {};
    let section = null;
    if (query.section_id !== undefined && query.section_id !== ALL_SECTION.id) {
      section = await repo.sectionById(query.section_id);
      if (!section) throw new AppError(404, 'Раздел каталога не найден');
    } else if (query.section && query.section !== ALL_SECTION.slug) {
      section = await repo.sectionBySlug(query.section);
      if (!section) throw new AppError(404, 'Раздел каталога не найден');
    }
    if (section) scope.sectionId = section.id;
    if (query.collection) {
      if (!section) throw new AppError(404, 'Коллекция не найдена');
      const collection = await repo.collectionBySlug(section.id, query.collection);
      if (!collection) throw new AppError(404, 'Коллекция не найдена');
      scope.collectionId = collection.id;
    }
    const store = await storeFor(query.stockCode);
    if (store) scope.storeId = store.id;
    return scope;
  }

  return {
    /** Cards in the given order, as this viewer may see them (search reuses this). */
    cardsFor: (ids: number[]) => cards(ids),

    async sectionsList(stockCode?: string) {
      const store = await storeFor(stockCode);
      const [sectionRows, collectionRows, counts, bannerRows] = await Promise.all([
        repo.sections(),
        repo.collections(),
        repo.counts(store?.id),
        repo.banners('catalog_list'),
      ]);
      const collectionCard = (row: CollectionRow, sectionSlug: string) =>
        toCollectionCard(row, sectionSlug, counts.byCollection);
      const total = [...counts.bySection.values()].reduce((a, b) => a + b, 0);
      const menu: CatalogSection[] = [
        {
          id: ALL_SECTION.id,
          title: ALL_SECTION.title,
          informer: null,
          slug: ALL_SECTION.slug,
          page_url: routes.catalog(),
          collections: [],
          picture: null,
          elementCount: total,
          banners: bannerRows.filter((b) => b.sectionId === null).map(toBanner),
          seo_text: null,
        },
        ...sectionRows.map((row) => ({
          id: row.id,
          title: row.title,
          informer: row.informer,
          slug: row.slug,
          page_url: routes.catalog(row.slug),
          collections: collectionRows
            .filter((c) => c.sectionId === row.id)
            .map((c) => collectionCard(c, row.slug)),
          picture: row.picture,
          elementCount: counts.bySection.get(row.id) ?? 0,
          banners: bannerRows
            .filter((b) => b.sectionId === row.id || b.sectionId === null)
            .map(toBanner),
          seo_text: row.seoText,
        })),
      ];
      return { sectionList: { menu, allElementsQuantity: total } };
    },

    async sectionsForHeader(stockCode?: string) {
      const { sectionList } = await this.sectionsList(stockCode);
      return {
        sectionsFoHeader: sectionList.menu
          .filter((s) => s.id !== ALL_SECTION.id)
          .map((s) => ({
            id: s.id,
            title: s.title,
            slug: s.slug,
            page_url: s.page_url,
            picture: s.picture,
            elementCount: s.elementCount,
            collections: s.collections.map((c) => ({ id: c.id, title: c.title, link: c.link })),
          })),
      };
    },

    async collectionsList(sectionId: number, stockCode?: string) {
      const [section, store] = await Promise.all([
        repo.sectionById(sectionId),
        storeFor(stockCode),
      ]);
      if (!section) throw new AppError(404, 'Раздел каталога не найден');
      const [rows, counts] = await Promise.all([
        repo.collections(sectionId),
        repo.counts(store?.id),
      ]);
      const cardsAt = (position: 'top' | 'bottom') =>
        rows
          .filter((row) => row.position === position)
          .map((row) => toCollectionCard(row, section.slug, counts.byCollection));
      return {
        collectionsList: { topCollections: cardsAt('top'), bottomCollections: cardsAt('bottom') },
      };
    },

    async headerBanner() {
      const [first] = await repo.banners('catalog_header');
      return { bannerCatalogHeader: first ? toBanner(first) : null };
    },

    async banners(placement: 'detail' | 'detail_sale' | 'catalog_list' | 'search') {
      return { banners: (await repo.banners(placement)).map(toBanner) };
    },

    async sewnCollections() {
      const block = (await repo.contentBlock('catalog', 'getSewnCollections')) as {
        title?: string;
        items?: {
          id: number;
          title: string;
          text?: string;
          image?: Banner['image'];
          link?: { title: string; href: string };
        }[];
      } | null;
      return {
        title: block?.title ?? '',
        sewnCollections: (block?.items ?? []).map((item) => ({
          id: item.id,
          title: item.title,
          text: item.text ?? '',
          image: item.image ?? null,
          link: item.link ?? null,
        })),
      };
    },

    async packingLimit() {
      const table = await packingTable();
      const step = (code: string) => table.get(code)?.stepKg ?? table.get('default')?.stepKg ?? 1;
      return {
        default: step('default'),
        roll: step('roll'),
        pack: step('pack'),
        stocking: step('stocking'),
      };
    },

    async list(query: {
      section?: string;
      section_id?: number;
      collection?: string;
      smartFilter?: string;
      stockCode?: string;
      sort?: CatalogSort;
      PAGEN_1?: number;
      perPage?: number;
    }): Promise<{ catalog_list: { elements: CatalogCard[]; pagin: Pagin } }> {
      const scope = await scopeFor(query);
      const criteria = await toCriteria(visibleFilter(parseSmartFilter(query.smartFilter)));
      const requested = query.sort ?? 'popular';
      const sort = !seesPrices && requested.startsWith('price') ? 'popular' : requested;
      const perPage = query.perPage ?? DEFAULT_PER_PAGE;
      const wanted = query.PAGEN_1 ?? 1;
      // Past the last page the shopper sees the last page, as the paging control would show it.
      const pageOf = (total: number) => Math.min(wanted, Math.max(1, Math.ceil(total / perPage)));
      const { ids, total } = await repo.page(
        scope,
        criteria,
        sort,
        perPage,
        (count) => (pageOf(count) - 1) * perPage,
      );
      const maxPage = Math.max(1, Math.ceil(total / perPage));
      const current = pageOf(total);
      return {
        catalog_list: {
          elements: await cards(ids, scope.storeId),
          pagin: { current, max_page: maxPage, total },
        },
      };
    },

    async filter(query: {
      smartFilterPath?: string;
      section_id?: number;
      sectionCode?: string;
      stockCode?: string;
    }) {
      const scope = await scopeFor({
        section_id: query.section_id,
        section: query.sectionCode,
        stockCode: query.stockCode,
      });
      const active = visibleFilter(parseSmartFilter(query.smartFilterPath));
      // Facets cost a scan of the scope; the same filter in the same scope is asked often.
      const key = `catalog:filter:${seesPrices}:${JSON.stringify([scope, active])}`;
      return cache.getOrSet(key, async () => {
        const [criteria, defs] = await Promise.all([toCriteria(active), repo.propertyDefs()]);
        const facets = await repo.facets(scope, criteria);
        const items: FilterProperty[] = [];
        let index = 0;
        for (const def of defs) {
          index += 1;
          if (!def.filterable || !isPropertyCode(def.code) || def.code === PRICE_CODE) continue;
          const code: PropertyCode = def.code;
          if (def.type === 'N') {
            const stats = facets.range(code);
            if (stats.min === null || stats.max === null) continue;
            items.push({
              id: index,
              code,
              type: 'N',
              title: def.title,
              unit: def.unit,
              informer: def.informer,
              values: [],
              range: rangeOf(stats, active.ranges[code]),
            });
          } else {
            const rows = facets.values(code);
            const checked = new Set(active.values[code] ?? []);
            items.push({
              id: index,
              code,
              type: def.type,
              title: def.title,
              unit: def.unit,
              informer: def.informer,
              values: rows.map((row) => {
                const urlId = urlIdOf(code, row.value);
                return {
                  title: titleOf(code, row.value),
                  urlId,
                  checked: checked.has(urlId),
                  disabled: row.count === 0,
                  count: row.count,
                  ...(code === 'color' ? { hex: row.hex } : {}),
                };
              }),
              range: null,
            });
          }
        }
        if (seesPrices) {
          const stats = facets.range(PRICE_CODE);
          if (stats.min !== null && stats.max !== null) {
            items.push({
              id: index + 1,
              code: PRICE_CODE,
              type: null,
              // The legend reads 'title, unit': 'Цена, ₽/кг', the rouble once (issue #17).
              title: 'Цена',
              unit: '₽/кг',
              informer: null,
              values: [],
              range: rangeOf(stats, active.ranges[PRICE_CODE]),
            });
          }
        }
        return {
          filter_catalog: { items, smartFilter: formatSmartFilter(active), total: facets.total },
        };
      });
    },

    async detail(
      code: string,
      stockCode?: string,
    ): Promise<{ catalog_element_detail: ProductDetail }> {
      // Read live: the stock words of a product page must follow a sale made through any
      // process at once (issue #16: the cached page is dropped, and its new render must not
      // come from a memo that only the selling process cleared).
      return detailOf(code, stockCode);
    },
  };

  /** The detail as read from the database. */
  async function detailOf(
    code: string,
    stockCode?: string,
  ): Promise<{ catalog_element_detail: ProductDetail }> {
    {
      const [row, store] = await Promise.all([repo.fullCardByCode(code), storeFor(stockCode)]);
      if (!row) throw new AppError(404, 'Товар не найден');
      // The row came with its colours and stock; the rest is reference data (cached) and the
      // companions: their ids, then their cards in one statement.
      const [packings, storeRows, defs, companionIds, ownStoreId] = await Promise.all([
        packingTable(),
        repo.stores(),
        repo.propertyDefs(),
        repo.companions(
          companionSections[row.sectionSlug] ?? DEFAULT_COMPANIONS,
          row.color,
          COMPANION_LIMIT,
        ),
        userStoreId(),
      ]);
      const [card] = assemble([row.id], [row], packings, store?.id, ownStoreId);
      const ownStore = storeRows.find((s) => s.id === ownStoreId);
      // The buyer's own warehouse leads the list (storefront.md §6, SF-5.04: its stock is the
      // counter's maximum); the others keep the warehouses' order.
      const orderedStores = ownStore
        ? [ownStore, ...storeRows.filter((s) => s !== ownStore)]
        : storeRows;
      const stockRows = row.stock.map((s) => ({ ...s, amount: Number(s.amount) }));
      const amountAt = new Map(stockRows.map((s) => [s.storeId, s.amount]));
      const detail: ProductDetail = {
        ...card!,
        ...(ownStore ? { user_store_xml_id: ownStore.xmlId } : {}),
        all_stores: orderedStores.map((s) => {
          const amount = amountAt.get(s.id) ?? 0;
          return {
            store_id: s.id,
            store_name: s.title,
            store_xml_id: s.xmlId,
            amount,
            level: stockLevel(amount),
          };
        }),
        properties: defs.flatMap((def) => {
          const value = propertyText(def.code, row, card!.packing.title, def.unit);
          return value === null
            ? []
            : [{ code: def.code, title: def.title, value, sort: def.sort, informer: def.informer }];
        }),
        companion: { elements: await cards(companionIds, store?.id), informer: COMPANION_INFORMER },
      };
      return { catalog_element_detail: detail };
    }
  }
}

export type CatalogService = ReturnType<typeof createCatalogService>;

type CollectionRow = Awaited<ReturnType<CatalogRepository['collections']>>[number];

function toCollectionCard(
  row: CollectionRow,
  sectionSlug: string,
  countByCollection: Map<number, number>,
): CollectionCard {
  const link = routes.catalog(sectionSlug, row.slug);
  return {
    id: row.id,
    title: row.title,
    image: row.image,
    quantity: countByCollection.get(row.id) ?? 0,
    uri: link,
    link,
    slug: row.slug,
    filter: 'collection',
    value: row.slug,
  };
}

/** A value's URL form: packing codes as they are, everything else transliterated. */
export function urlIdOf(code: string, value: string): string {
  return code === 'packing' ? value : slugify(value);
}

const packingTitles: Record<string, string> = { roll: 'Рулон', pack: 'Пачка', stocking: 'Чулок' };
function titleOf(code: string, value: string): string {
  return code === 'packing' ? (packingTitles[value] ?? value) : value;
}

function rangeOf(
  stats: {
    min: number | null;
    max: number | null;
    availableMin: number | null;
    availableMax: number | null;
  },
  active: { from?: number; to?: number } | undefined,
) {
  return {
    MIN: stats.min ?? 0,
    MAX: stats.max ?? 0,
    availableMin: stats.availableMin,
    availableMax: stats.availableMax,
    from: active?.from ?? null,
    to: active?.to ?? null,
  };
}

function propertyText(
  code: string,
  row: CardRow,
  packingTitle: string,
  unit: string | null,
): string | null {
  const withUnit = (value: number) => (unit ? `${value} ${unit}` : String(value));
  switch (code) {
    case 'density':
      return withUnit(row.density);
    case 'width':
      return withUnit(row.width);
    case 'cotton':
      return withUnit(row.cotton);
    case 'composition':
      return row.composition;
    case 'color':
      return row.color;
    case 'packing':
      return packingTitle;
    default:
      return null;
  }
}
