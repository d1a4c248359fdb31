'use client';

import { Link } from '@/components/link';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { CatalogIcon } from '@/components/icons';
import { SmartLink } from '@/components/link';
import type { HeaderCatalogSection } from '@/lib/api/endpoints/shell';
import { routes } from '@/lib/routes';
import { setCatalogOpen } from '../model/header-store';
import { shellTexts } from '../texts';
import styles from './catalog-menu.module.scss';
import navStyles from './desktop-nav.module.scss';

/**
 * The catalogue mega-menu of the desktop header (storefront.md §2 "Header", §4): the sections
 * of getSectionsListForHeader with their collections. The header is gray while it is open.
 * Closes on a second click, Escape, a click outside, a followed link and a route change.
 * Without sections (the call failed) the button is the plain link to the catalogue.
 */
export function CatalogMenu({ sections }: { sections: readonly HeaderCatalogSection[] }) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const pathname = usePathname();
  const [openedAt, setOpenedAt] = useState(pathname);
  // A navigation (Back included) closes it: state adjusted while rendering, not in an effect.
  if (open && openedAt !== pathname) {
    setOpen(false);
    setOpenedAt(pathname);
  }

  useEffect(() => {
    setCatalogOpen(open);
  }, [open]);
  useEffect(() => () => setCatalogOpen(false), []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      triggerRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  if (sections.length === 0) {
    return (
      <Link href={routes.catalog()} className={styles.trigger}>
        <CatalogIcon size={20} />
        {shellTexts.catalog}
      </Link>
    );
  }

  const toggle = () => {
    setOpenedAt(pathname);
    setOpen((value) => !value);
  };
  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
  };

  return (
    <div ref={rootRef} className={styles.root}>
      <button
        ref={triggerRef}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        <CatalogIcon size={20} />
        {shellTexts.catalog}
      </button>
      <div
        id={panelId}
        role="region"
        aria-label={shellTexts.catalogMenu}
        className={`${navStyles.panel} ${styles.panel}`}
        hidden={!open}
        onClick={closeOnLink}
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
    </div>
  );
}
