import type { MouseEventHandler, Ref } from 'react';
import { CatalogIcon } from '@/components/icons';
import { Link, SmartLink } from '@/components/link';
import type { HeaderCatalogSection } from '@/lib/api/endpoints/shell';
import { routes } from '@/lib/routes';
import { shellTexts } from '../texts';
import styles from './catalog-menu.module.scss';
import navStyles from './desktop-nav.module.scss';

export interface CatalogMenuViewProps {
  sections: readonly HeaderCatalogSection[];
  /** The panel and its state: left out of the server's closed rendering (./header.tsx). */
  panel?: {
    id: string;
    open: boolean;
    rootRef: Ref<HTMLDivElement>;
    triggerRef: Ref<HTMLButtonElement>;
    onToggle: () => void;
    onPanelClick: MouseEventHandler<HTMLElement>;
  };
}

/**
 * The catalogue mega-menu's markup (./catalog-menu.tsx is its behaviour): rendered closed on the
 * server, then by the menu itself. Without sections (the call failed) the button is the plain
 * link to the catalogue.
 */
export function CatalogMenuView({ sections, panel }: CatalogMenuViewProps) {
  if (sections.length === 0) {
    return (
      <Link href={routes.catalog()} className={styles.trigger}>
        <CatalogIcon size={20} />
        {shellTexts.catalog}
      </Link>
    );
  }
  return (
    <div ref={panel?.rootRef} className={styles.root}>
      <button
        ref={panel?.triggerRef}
        type="button"
        className={styles.trigger}
        aria-expanded={panel?.open ?? false}
        aria-controls={panel?.id}
        onClick={panel?.onToggle}
      >
        <CatalogIcon size={20} />
        {shellTexts.catalog}
      </button>
      {panel ? (
        <div
          id={panel.id}
          role="region"
          aria-label={shellTexts.catalogMenu}
          className={`${navStyles.panel} ${styles.panel}`}
          hidden={!panel.open}
          onClick={panel.onPanelClick}
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
      ) : null}
    </div>
  );
}
