import { Link } from '@/components/link';
import { ServerImage } from '@/components/media/server-image';
import { Pagination } from '@/components/pagination';
import { VisitorLoginDialogs } from './visitor-login-dialogs';
import type { StoreXmlAndName } from '@/lib/api/contract';
import type { CatalogSection, CollectionCard } from '@/lib/api/contract/catalog';
import { catalogHref, type CatalogQueryState } from '@/lib/catalog/query-state';
import { isEmptySmartFilter } from '@/lib/catalog/smart-filter';
import { routes } from '@/lib/routes';
import type { ListingData } from '../api/load-catalog';
import { CatalogNavigationProvider, CatalogResults } from '../model/catalog-navigation';
import { withBanners } from '../model/list-items';
import { catalogTexts } from '../texts';
import { HeaderBanner, ListBanner } from './banners';
import { Breadcrumbs, type Crumb } from './breadcrumbs';
import { FilterPanelView } from './filter-panel-view';
import { FilterPanelIsland, ListingToolbarIsland } from './listing-islands';
import { ListingToolbarView } from './listing-toolbar-view';
import { ProductCard } from './product-card';
import styles from './catalog-listing.module.scss';

export interface CatalogListingProps {
  heading: string;
  sections: CatalogSection[];
  section: CatalogSection | null;
  collection: CollectionCard | null;
  data: ListingData;
  stores: StoreXmlAndName;
  state: CatalogQueryState;
  /** The listing's path without the query. */
  path: string;
  /** The section's SEO text, already sanitised HTML. */
  seoHtml?: string | null;
}

/**
 * A catalogue listing (storefront.md §2, §3): section navigation with 'Все полотна', the
 * section's collections, the header banner, the smart filter, warehouse and sort, the products
 * with banners at positions 3 and 7, and paging. Rendered on the server for every state.
 */
export function CatalogListing({
  heading,
  sections,
  section,
  collection,
  data,
  stores,
  state,
  path,
  seoHtml,
}: CatalogListingProps) {
  const current = { ...state, page: data.pagin.current, stockCode: data.stockCode };
  const pricesVisible = data.elements.some((card) => card.price !== undefined);
  const crumbs: Crumb[] = [
    { title: catalogTexts.home, href: routes.home() },
    { title: catalogTexts.catalog, href: routes.catalog() },
  ];
  if (section && section.id !== -1) crumbs.push({ title: section.title, href: section.page_url });
  if (collection) crumbs.push({ title: collection.title, href: collection.link });
  const items = withBanners(data.elements, section?.banners ?? []);
  const totalText = catalogTexts.productsCount(data.pagin.total);

  return (
    <div className={styles.page}>
      <Breadcrumbs items={crumbs} label={catalogTexts.catalog} />
      {data.headerBanner ? (
        // On a phone the banner follows the list: the first card comes first (issue 17).
        <div className={styles.headerBanner}>
          <HeaderBanner banner={data.headerBanner} />
        </div>
      ) : null}
      <h1 className={styles.heading}>{heading}</h1>
      <SectionNav sections={sections} currentId={section?.id ?? -1} />
      {section && section.collections.length > 0 ? (
        <Collections items={section.collections} currentId={collection?.id} />
      ) : null}
      <CatalogNavigationProvider>
        <div className={styles.layout}>
          <aside className={styles.sidebar}>
            <FilterPanelIsland
              items={data.filter}
              state={current}
              path={path}
              total={data.pagin.total}
            >
              <FilterPanelView
                items={data.filter}
                filter={current.filter}
                total={data.pagin.total}
                path={path}
                state={current}
              />
            </FilterPanelIsland>
          </aside>
          <div className={styles.main}>
            {/* The cards' titles are h3: this keeps the outline h1 → h2 → h3 for screen readers. */}
            <h2 className="visually-hidden">{catalogTexts.products}</h2>
            <ListingToolbarIsland
              path={path}
              state={current}
              stores={stores}
              total={totalText}
              pricesVisible={pricesVisible}
            >
              <ListingToolbarView
                path={path}
                stores={stores}
                total={totalText}
                pricesVisible={pricesVisible}
                sort={current.sort}
                stockCode={current.stockCode}
                filter={current.filter}
              />
            </ListingToolbarIsland>
            <CatalogResults className={styles.results}>
              {items.length === 0 ? (
                <div className={styles.empty}>
                  <p>{catalogTexts.empty}</p>
                  {!isEmptySmartFilter(state.filter) ? (
                    <Link href={catalogHref(path, current, { filter: { ranges: {}, values: {} } })}>
                      {catalogTexts.resetFilters}
                    </Link>
                  ) : null}
                </div>
              ) : (
                <ul className={styles.grid} aria-label={catalogTexts.products}>
                  {items.map((entry, index) => (
                    <li
                      key={`${entry.kind}-${entry.item.id}`}
                      className={entry.kind === 'banner' ? styles.bannerCell : undefined}
                    >
                      {entry.kind === 'product' ? (
                        <ProductCard card={entry.item} priority={index < 2} />
                      ) : (
                        <ListBanner banner={entry.item} />
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </CatalogResults>
            <Pagination
              current={data.pagin.current}
              total={data.pagin.max_page}
              hrefFor={(page) => catalogHref(path, current, { page })}
              labels={{
                nav: catalogTexts.pagination,
                previous: catalogTexts.previousPage,
                next: catalogTexts.nextPage,
                page: catalogTexts.page,
              }}
            />
          </div>
        </div>
      </CatalogNavigationProvider>
      {/* The end of the list: until it has been parsed, the module keeps a half-parsed page's
          paint still (the phone's banner, the last row's centring). */}
      <div className={styles.listingEnd} hidden />
      {seoHtml ? (
        // Sanitised on the server (listing-page.tsx): text markup only.
        <div className={styles.seo} dangerouslySetInnerHTML={{ __html: seoHtml }} />
      ) : null}
      {/* A card without a price is a visitor's: its heart and cart button open this dialog at
          a tap before the page's code (issue #37, ./product-card.tsx). A buyer's copy has none. */}
      {data.elements.some((card) => card.price === undefined) ? <VisitorLoginDialogs /> : null}
    </div>
  );
}

function SectionNav({ sections, currentId }: { sections: CatalogSection[]; currentId: number }) {
  return (
    <nav aria-label={catalogTexts.sections} className={styles.sections}>
      <ul>
        {sections.map((s) => (
          <li key={s.id}>
            <Link
              href={s.page_url}
              aria-current={s.id === currentId ? 'page' : undefined}
              className={styles.sectionLink}
            >
              {s.id === -1 ? catalogTexts.allFabrics : s.title}
              <span className={styles.sectionCount}>{s.elementCount}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Collections({ items, currentId }: { items: CollectionCard[]; currentId?: number }) {
  return (
    <nav aria-label={catalogTexts.collections} className={styles.collections}>
      <ul>
        {items.map((c) => (
          <li key={c.id}>
            <Link
              href={c.link}
              className={styles.collection}
              aria-current={c.id === currentId ? 'page' : undefined}
            >
              {c.image ? (
                <span className={styles.collectionImage}>
                  <ServerImage src={c.image} alt="" fill sizes="56px" />
                </span>
              ) : null}
              <span>
                {c.title}
                <span className={styles.collectionCount}>
                  {catalogTexts.productsCount(c.quantity)}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
