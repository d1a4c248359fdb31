'use client';

import { Link } from '@/components/link';
import { useId, useState } from 'react';
import { ArrowRightIcon, ChevronDownIcon, PhoneIcon } from '@/components/icons';
import { SmartLink, telHref } from '@/components/link';
import type { HeaderData, MenuItem } from '@/lib/api/contract';
import type { HeaderCatalogSection } from '@/lib/api/endpoints/shell';
import { routes } from '@/lib/routes';
import { shellTexts } from '../texts';
import { ContactCards } from './contact-cards';
import { SearchForm } from './search-form';
import { SocialLinks } from './social-links';
import styles from './mobile-menu.module.scss';

/**
 * What the open mobile menu shows: the catalogue and its sections, search, the navigation with
 * expandable submenus, the phone and social links. Loaded when the menu is first reached for
 * (./mobile-menu.tsx): a desktop or a phone that never opens it loads none of it (issue #22).
 */
export function MobileMenuPanel({
  data,
  catalogSections,
  searchId,
}: {
  data: HeaderData['header'];
  catalogSections: readonly HeaderCatalogSection[];
  searchId: string;
}) {
  return (
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
      <SearchForm id={searchId} variant="menu" />
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
    </li>
  );
}
