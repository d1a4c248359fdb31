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
import { DesktopNavIsland, SearchFormIsland } from './header-islands';
import { MobileMenuView } from './mobile-menu-view';
import { SearchFormView } from './search-form-view';
import styles from './header.module.scss';

/**
 * The site header (storefront.md §2 "Header"). Server-rendered: the theme frame and the action
 * links are client components of the first load; the search field and the navigation row are
 * rendered closed here and get their code after the page (./header-islands.tsx, issue #22); the
 * catalogue and mobile menus are rendered whole and opened by the browser, their code attaching
 * later (./header-behaviour.tsx, issue #37).
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
        <CatalogMenuView sections={catalogSections} />
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
        <MobileMenuView data={{ ...data, menu }} catalogSections={catalogSections} />
      </div>
      <DesktopNavIsland menu={menu}>
        <DesktopNavView menu={menu} />
      </DesktopNavIsland>
    </HeaderFrame>
  );
}
