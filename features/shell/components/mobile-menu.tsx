'use client';

import { Link } from '@/components/link';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { useMediaQuery } from '@/components/hooks';
import {
  ArrowRightIcon,
  ChevronDownIcon,
  CloseIcon,
  MenuIcon,
  PhoneIcon,
} from '@/components/icons';
import { SmartLink, telHref } from '@/components/link';
import type { HeaderData, MenuItem } from '@/lib/api/contract';
import type { HeaderCatalogSection } from '@/lib/api/endpoints/shell';
import { routes } from '@/lib/routes';
import { useScrollLock } from '@/lib/stores/scroll-lock';
import { setMobileMenuOpen, useHeaderStore } from '../model/header-store';
import { shellTexts } from '../texts';
import { ContactCards } from './contact-cards';
import { SearchForm } from './search-form';
import { SocialLinks } from './social-links';
import styles from './mobile-menu.module.scss';

const DESKTOP = '(min-width: 1191px)';

/** The parts of the page behind the open menu, taken out of the tab order. */
const BEHIND_MENU = ['#main', '[data-shell-footer]'];

/**
 * The mobile menu (below 1191 px; storefront.md §2 "Header"): catalogue and its sections, search,
 * navigation with expandable submenus, phone and social links. Locks page scroll while open;
 * closes on navigation, on Escape and when the window grows to the desktop header.
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
      <button
        ref={burgerRef}
        type="button"
        className={styles.burger}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? shellTexts.closeMenu : shellTexts.openMenu}
        onClick={() => setMobileMenuOpen(!open)}
      >
        {open ? <CloseIcon /> : <MenuIcon />}
      </button>
      <div id={panelId} className={styles.panel} hidden={!open} onClick={closeOnLink}>
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
          <SearchForm id={`${panelId}search`} variant="menu" />
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
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
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
      <button
        type="button"
        className={styles.row}
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded(!expanded)}
      >
        {item.title}
        <ChevronDownIcon size={20} className={styles.chevron} />
      </button>
      <div id={listId} className={styles.sub} hidden={!expanded}>
        {item.details ? (
          <>
            <p className={styles.subTitle}>{item.details.title}</p>
            <ContactCards contacts={item.details.contacts} headingLevel={3} />
          </>
        ) : (
          <ul className={styles.sublist}>
            {item.link ? (
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
    </li>
  );
}
