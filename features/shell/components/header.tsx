import { Link } from '@/components/link';
import { telHref } from '@/components/link';
import { Logo } from '@/components/logo';
import type { HeaderData } from '@/lib/api/contract';
import type { HeaderCatalogSection } from '@/lib/api/endpoints/shell';
import { routes } from '@/lib/routes';
import { navigationItems } from '../model/menu';
import { shellTexts } from '../texts';
import { CatalogMenuView } from './catalog-menu-view';
import { DesktopNavView } from './desktop-nav-view';
import { HeaderActions } from './header-actions';
import { HeaderFrame } from './header-frame';
import {
  CatalogMenuIsland,
  DesktopNavIsland,
  MobileMenuIsland,
  SearchFormIsland,
} from './header-islands';
import { MobileMenuBurger } from './mobile-menu-burger';
import { SearchFormView } from './search-form-view';
import styles from './header.module.scss';

/**
 * The site header (storefront.md §2 "Header"). Server-rendered: the theme frame and the action
 * links are client components of the first load; the catalogue menu, the search field, the
 * navigation row and the mobile menu are rendered closed here and get their code after the page
 * (./header-islands.tsx, issue #22).
 */
const SEARCH_ID = 'header-search';

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
        <CatalogMenuIsland sections={catalogSections}>
          <CatalogMenuView sections={catalogSections} />
        </CatalogMenuIsland>
        <div className={styles.search}>
          <SearchFormIsland id={SEARCH_ID} variant="header">
            <SearchFormView id={SEARCH_ID} variant="header" />
          </SearchFormIsland>
        </div>
        {data.phone ? (
          <a className={styles.phone} href={telHref(data.phone)}>
            <span className={styles.phoneCaption}>{shellTexts.phoneCaption}</span>
            {data.phone}
          </a>
        ) : null}
        <HeaderActions hasSession={hasSession} isStaff={isStaff} />
        <MobileMenuIsland data={{ ...data, menu }} catalogSections={catalogSections}>
          <MobileMenuBurger />
        </MobileMenuIsland>
      </div>
      <DesktopNavIsland menu={menu}>
        <DesktopNavView menu={menu} />
      </DesktopNavIsland>
    </HeaderFrame>
  );
}
