import { Link } from '@/components/link';
import { telHref } from '@/components/link';
import { Logo } from '@/components/logo';
import type { HeaderData } from '@/lib/api/contract';
import type { HeaderCatalogSection } from '@/lib/api/endpoints/shell';
import { routes } from '@/lib/routes';
import { navigationItems } from '../model/menu';
import { shellTexts } from '../texts';
import { CatalogMenu } from './catalog-menu';
import { DesktopNav } from './desktop-nav';
import { HeaderActions } from './header-actions';
import { HeaderFrame } from './header-frame';
import { MobileMenu } from './mobile-menu';
import { SearchForm } from './search-form';
import styles from './header.module.scss';

/**
 * The site header (storefront.md §2 "Header"). Server-rendered around a few client islands:
 * the theme frame, the catalogue menu, the navigation row, the action links and the mobile menu.
 */
export function Header({
  data,
  hasSession,
  isStaff = false,
  catalogSections = [],
}: {
  data: HeaderData['header'];
  hasSession: boolean;
  /** A staff member's session (issue #20): the workspace link instead of the buyer's icons. */
  isStaff?: boolean;
  catalogSections?: readonly HeaderCatalogSection[];
}) {
  const menu = navigationItems(data.menu);
  return (
    <HeaderFrame>
      <div className={styles.top}>
        <Link href={routes.home()} className={styles.logo} aria-label={shellTexts.homeLink}>
          <Logo />
        </Link>
        <CatalogMenu sections={catalogSections} />
        <div className={styles.search}>
          <SearchForm id="header-search" variant="header" />
        </div>
        {data.phone ? (
          <a className={styles.phone} href={telHref(data.phone)}>
            <span className={styles.phoneCaption}>{shellTexts.phoneCaption}</span>
            {data.phone}
          </a>
        ) : null}
        <HeaderActions hasSession={hasSession} isStaff={isStaff} />
        <MobileMenu data={{ ...data, menu }} catalogSections={catalogSections} />
      </div>
      <DesktopNav menu={menu} />
    </HeaderFrame>
  );
}
