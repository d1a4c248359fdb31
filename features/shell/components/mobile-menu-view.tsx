import {
  ArrowRightIcon,
  ChevronDownIcon,
  CloseIcon,
  MenuIcon,
  PhoneIcon,
} from '@/components/icons';
import { Link, SmartLink, telHref } from '@/components/link';
import type { HeaderData, MenuItem } from '@/lib/api/contract';
import type { HeaderCatalogSection } from '@/lib/api/endpoints/shell';
import { routes } from '@/lib/routes';
import { shellTexts } from '../texts';
import { ContactCards } from './contact-cards';
import { SearchFormIsland } from './header-islands';
import { SearchFormView } from './search-form-view';
import { SocialLinks } from './social-links';
import styles from './mobile-menu.module.scss';

/** The panel's id: the burger names it, and ./mobile-menu.tsx finds it by it. */
export const MOBILE_MENU_ID = 'mobile-menu';
const SEARCH_ID = 'mobile-menu-search';

/**
 * The mobile menu (below 1191 px; storefront.md §2 "Header"): the burger and the panel it opens
 * with the catalogue and its sections, search, the navigation with expandable submenus, the
 * phone and social links. Rendered whole on the server and worked by the browser itself
 * (issue #37): the burger is the panel's `popovertarget`, so a tap opens it before any script has
 * come (and Escape or a tap outside closes it); a submenu is a `<details>`; search is a plain GET
 * form. The page scroll is locked while it is open by CSS (mobile-menu.module.scss). What needs
 * the page's code (closing on a client-side navigation, the header's theme, the burger's name,
 * the page behind taken out of the tab order) is ./mobile-menu.tsx, which attaches to these same
 * elements and never renders them again, so a tap is never lost to a swap.
 */
export function MobileMenuView({
  data,
  catalogSections,
}: {
  data: HeaderData['header'];
  catalogSections: readonly HeaderCatalogSection[];
}) {
  return (
    <>
      <button
        type="button"
        className={styles.burger}
        popoverTarget={MOBILE_MENU_ID}
        aria-label={shellTexts.openMenu}
        data-mobile-menu-burger=""
      >
        <MenuIcon className={styles.openIcon} />
        <CloseIcon className={styles.closeIcon} />
      </button>
      <div id={MOBILE_MENU_ID} popover="auto" className={styles.panel} data-mobile-menu="">
        <div className={styles.inner}>
          <Link href={routes.catalog()} className={styles.catalog}>
            {shellTexts.catalog}
            <ArrowRightIcon />
          </Link>
          {catalogSections.length > 0 ? (
            <ul className={styles.sections} aria-label={shellTexts.catalogMenu}>
              {catalogSections.map((section) => (
                <li key={section.id}>
                  <SmartLink href={section.page_url} className={styles.section}>
                    {section.title}
                  </SmartLink>
                </li>
              ))}
            </ul>
          ) : null}
          <SearchFormIsland id={SEARCH_ID} variant="menu">
            <SearchFormView id={SEARCH_ID} variant="menu" />
          </SearchFormIsland>
          {data.menu.length > 0 ? (
            <nav aria-label={shellTexts.mobileNav}>
              <ul className={styles.list}>
                {data.menu.map((item) => (
                  <MobileMenuItem key={item.id} item={item} />
                ))}
              </ul>
            </nav>
          ) : null}
          <div className={styles.contacts}>
            {data.phone ? (
              <a className={styles.phone} href={telHref(data.phone)}>
                <PhoneIcon size={20} />
                {data.phone}
              </a>
            ) : null}
            <SocialLinks links={data.social} label={shellTexts.social} />
          </div>
        </div>
      </div>
    </>
  );
}

function MobileMenuItem({ item }: { item: MenuItem }) {
  const expandable = item.submenu.length > 0 || item.details !== null;
  if (!expandable) {
    return (
      <li className={styles.item}>
        <SmartLink href={item.link} external={item.external} className={styles.row}>
          {item.title}
        </SmartLink>
      </li>
    );
  }
  return (
    <li className={styles.item}>
      <details className={styles.details}>
        <summary className={styles.row}>
          {item.title}
          <ChevronDownIcon size={20} className={styles.chevron} />
        </summary>
        <div className={styles.sub}>
          {item.details ? (
            <>
              <p className={styles.subTitle}>{item.details.title}</p>
              <ContactCards contacts={item.details.contacts} headingLevel={3} />
            </>
          ) : (
            <ul className={styles.sublist}>
              {/* The section's own page, unless a link below already leads there (issue #34). */}
              {item.link && !item.submenu.some((child) => child.link === item.link) ? (
                <li>
                  <SmartLink href={item.link} external={item.external} className={styles.sublink}>
                    {shellTexts.goToSection} «{item.title}»
                  </SmartLink>
                </li>
              ) : null}
              {item.submenu.map((child) => (
                <li key={child.id}>
                  <SmartLink href={child.link} external={child.external} className={styles.sublink}>
                    {child.title}
                  </SmartLink>
                </li>
              ))}
            </ul>
          )}
        </div>
      </details>
    </li>
  );
}
