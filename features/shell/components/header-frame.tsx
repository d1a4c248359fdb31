'use client';

import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { routeSettings } from '@/lib/route-table';
import { useHeaderStore } from '../model/header-store';
import { HEADER_SCROLL_THRESHOLD_PX, resolveHeaderTheme } from '../model/header-theme';
import { useScrolledPast } from '../model/use-scrolled-past';
import styles from './header.module.scss';

/** The <header> element and its theme; everything inside is passed in (mostly server-rendered). */
export function HeaderFrame({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const { header: routeTheme, shortHeader } = routeSettings(pathname);
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX);
  const submenuOpen = useHeaderStore((state) => state.submenuOpen);
  const catalogOpen = useHeaderStore((state) => state.catalogOpen);
  const mobileMenuOpen = useHeaderStore((state) => state.mobileMenuOpen);
  const theme = resolveHeaderTheme({
    routeTheme,
    scrolled,
    submenuOpen,
    catalogOpen,
    overlayOpen: mobileMenuOpen,
  });

  return (
    <header className={styles.header} data-theme={theme} data-short={shortHeader || undefined}>
      {children}
    </header>
  );
}
