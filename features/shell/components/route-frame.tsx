'use client';

import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { routeSettings } from '@/lib/route-table';
import styles from './route-frame.module.scss';

/**
 * Applies the route table (lib/route-table.ts; storefront.md §2) to the page: the layout (a
 * data-layout attribute and a class per layout), the gray main background, the short header,
 * and no footer for the 'no-footer' layout. The header reads its theme from the same table.
 */
export function RouteFrame({
  header,
  footer,
  children,
}: {
  header: ReactNode;
  footer: ReactNode;
  children: ReactNode;
}) {
  const pathname = usePathname();
  const settings = routeSettings(pathname);
  const theme = settings.header ?? 'light';

  return (
    <div
      className={`${styles.frame} ${styles[`layout-${settings.layout}`] ?? ''}`}
      data-layout={settings.layout}
      data-header-theme={theme}
      data-background={settings.mainBackground}
      data-short-header={settings.shortHeader || undefined}
    >
      {header}
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      {settings.layout === 'no-footer' ? null : footer}
    </div>
  );
}
