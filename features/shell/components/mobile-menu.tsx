'use client';

import { usePathname } from 'next/navigation';
import { lazy, Suspense, useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { useMediaQuery } from '@/components/hooks';
import type { HeaderData } from '@/lib/api/contract';
import type { HeaderCatalogSection } from '@/lib/api/endpoints/shell';
import { useScrollLock } from '@/lib/stores/scroll-lock';
import { setMobileMenuOpen, useHeaderStore } from '../model/header-store';
import { MobileMenuBurger } from './mobile-menu-burger';
import styles from './mobile-menu.module.scss';

const loadMobileMenuPanel = () => import('./mobile-menu-panel');
const MobileMenuPanel = lazy(() =>
  loadMobileMenuPanel().then((module) => ({ default: module.MobileMenuPanel })),
);

const DESKTOP = '(min-width: 1191px)';

/** The parts of the page behind the open menu, taken out of the tab order. */
const BEHIND_MENU = ['#main', '[data-shell-footer]'];

/**
 * The mobile menu (below 1191 px; storefront.md §2 "Header"): catalogue and its sections, search,
 * navigation with expandable submenus, phone and social links. Locks page scroll while open;
 * closes on navigation, on Escape and when the window grows to the desktop header. The header shows
 * the burger (./mobile-menu-burger.tsx) until this code has come (./header-islands.tsx); what the
 * panel shows (./mobile-menu-panel.tsx) loads when the burger is reached for.
 */
export function MobileMenu({
  data,
  catalogSections = [],
}: {
  data: HeaderData['header'];
  catalogSections?: readonly HeaderCatalogSection[];
}) {
  const open = useHeaderStore((state) => state.mobileMenuOpen);
  const pathname = usePathname();
  const isDesktop = useMediaQuery(DESKTOP);
  const burgerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  // Rendered from the first opening on, and kept: the panel's code loads only then.
  const [shown, setShown] = useState(false);
  if (open && !shown) setShown(true);

  useScrollLock(open);

  useEffect(() => {
    setMobileMenuOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (isDesktop) setMobileMenuOpen(false);
  }, [isDesktop]);

  useEffect(() => {
    if (!open) return;
    const behind = BEHIND_MENU.flatMap((selector) =>
      Array.from(document.querySelectorAll(selector)),
    );
    for (const element of behind) element.setAttribute('inert', '');
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMobileMenuOpen(false);
      burgerRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      for (const element of behind) element.removeAttribute('inert');
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  useEffect(() => () => setMobileMenuOpen(false), []);

  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) setMobileMenuOpen(false);
  };

  return (
    <>
      <MobileMenuBurger
        open={open}
        buttonRef={burgerRef}
        aria-controls={panelId}
        onPointerEnter={loadMobileMenuPanel}
        onTouchStart={loadMobileMenuPanel}
        onFocus={loadMobileMenuPanel}
        onClick={() => setMobileMenuOpen(!open)}
      />
      <div id={panelId} className={styles.panel} hidden={!open} onClick={closeOnLink}>
        {shown ? (
          <Suspense fallback={<div className={styles.inner} aria-busy="true" />}>
            <MobileMenuPanel
              data={data}
              catalogSections={catalogSections}
              searchId={`${panelId}search`}
            />
          </Suspense>
        ) : null}
      </div>
    </>
  );
}
