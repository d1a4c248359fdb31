import { CatalogIcon } from '@/components/icons';
import { Link, SmartLink } from '@/components/link';
import type { HeaderCatalogSection } from '@/lib/api/endpoints/shell';
import { routes } from '@/lib/routes';
import { shellTexts } from '../texts';
import styles from './catalog-menu.module.scss';
import navStyles from './desktop-nav.module.scss';

/** The panel's id: the button names it, and ./catalog-menu.tsx finds it by it. */
export const CATALOG_MENU_ID = 'catalog-menu';

/**
 * The catalogue mega-menu of the desktop header (storefront.md §2 "Header", §4): the sections of
 * getSectionsListForHeader with their collections. Rendered whole on the server and opened by the
 * browser (issue #37): the button is the panel's `popovertarget`, so it opens before any script
 * has come, and a second click, Escape or a click outside close it. What needs the page's code
 * (the header's gray theme, closing on a client-side navigation) is ./catalog-menu.tsx, attached
 * to these same elements. Without sections (the call failed) the button is the plain link to
 * the catalogue.
 */
export function CatalogMenuView({ sections }: { sections: readonly HeaderCatalogSection[] }) {
  if (sections.length === 0) {
    return (
      <Link href={routes.catalog()} className={styles.trigger}>
        <CatalogIcon size={20} />
        {shellTexts.catalog}
      </Link>
    );
  }
  return (
    <>
      <button type="button" className={styles.trigger} popoverTarget={CATALOG_MENU_ID}>
        <CatalogIcon size={20} />
        {shellTexts.catalog}
      </button>
      <div
        id={CATALOG_MENU_ID}
        popover="auto"
        role="region"
        aria-label={shellTexts.catalogMenu}
        className={`${navStyles.panel} ${styles.panel}`}
        data-catalog-menu=""
      >
        <div className={styles.inner}>
          <p className={styles.all}>
            <Link href={routes.catalog()}>{shellTexts.allFabrics}</Link>
          </p>
          <ul className={styles.sections}>
            {sections.map((section) => (
              <li key={section.id} className={styles.section}>
                <SmartLink href={section.page_url} className={styles.sectionLink}>
                  {section.title}
                  <span className={styles.count}>{section.elementCount}</span>
                </SmartLink>
                {section.collections.length > 0 ? (
                  <ul className={styles.collections}>
                    {section.collections.map((collection) => (
                      <li key={collection.id}>
                        <SmartLink href={collection.link} className={styles.collectionLink}>
                          {collection.title}
                        </SmartLink>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </>
  );
}
