/**
 * The catalogue calls (storefront.md §4–§6): sections and collections with their counts, the
 * listing and its facets, banners and blocks, the product detail. What a viewer may see of
 * prices is ./price-policy.ts; cards, facets and the detail are built in their own files.
 */
import 'server-only';
import type {
  Banner,
  CatalogCard,
  CatalogSection,
  CatalogSort,
  CollectionCard,
  Pagin,
  ProductDetail,
} from '../../../lib/api/contract/catalog';
import { parseSmartFilter } from '../../../lib/catalog/smart-filter';
import { routes } from '../../../lib/routes';
import { AppError } from '../../http/app-error';
import type { Viewer } from '../../http/router';
import type { MemoCache } from '../../platform/memo-cache';
import { createCards } from './cards';
import { productDetail } from './detail';
import { createFacets } from './facets';
import { pricePolicyFor } from './price-policy';
import type { CatalogRepository, Scope } from './repository';

export { urlIdOf } from './facets';

export const ALL_SECTION = { id: -1, slug: 'all', title: 'Все полотна' } as const;
export const DEFAULT_PER_PAGE = 18;
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
  const policy = pricePolicyFor(viewer, {
    userStoreId: (userId) => repo.userStoreId(userId),
    userPriceTypeId: (userId) => repo.userPriceTypeId(userId),
    priceOfType: (typeId) => repo.priceOfType(typeId),
  });
  const cardMaker = createCards(repo, policy);
  const { cards, packingTable } = cardMaker;
  const { toCriteria, facetsOf } = createFacets(repo, policy, cache);

  async function storeFor(stockCode: string | undefined) {
    if (!stockCode) return undefined;
    const store = await repo.storeByCode(stockCode);
    if (!store) throw new AppError(404, 'Склад не найден');
    return store;
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
      const criteria = await toCriteria(parseSmartFilter(query.smartFilter));
      const sort = policy.visibleSort(query.sort ?? 'popular');
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
        await policy.price(),
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
      return facetsOf(scope, parseSmartFilter(query.smartFilterPath));
    },

    async detail(
      code: string,
      stockCode?: string,
    ): Promise<{ catalog_element_detail: ProductDetail }> {
      return {
        catalog_element_detail: await productDetail(
          repo,
          cardMaker,
          policy,
          code,
          storeFor(stockCode),
        ),
      };
    },
  };
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
