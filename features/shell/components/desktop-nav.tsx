'use client';

import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { ChevronDownIcon } from '@/components/icons';
import { SmartLink } from '@/components/link';
import type { MenuItem } from '@/lib/api/contract';
import { setSubmenuOpen } from '../model/header-store';
import { useSubmenuSwitch } from '../model/use-submenu-switch';
import { shellTexts } from '../texts';
import { ContactCards } from './contact-cards';
import styles from './desktop-nav.module.scss';

export const hasPanel = (item: MenuItem) => item.submenu.length > 0 || item.details !== null;

/**
 * The main navigation row of the desktop header (storefront.md §2, §4): plain links, items with
 * a submenu, and the contacts item whose panel shows the contact cards. One panel at a time;
 * closes on Escape, on a click outside and when one of its links is followed.
 */
export function DesktopNav({ menu }: { menu: readonly MenuItem[] }) {
  const { openId, pendingId, toggle, close } = useSubmenuSwitch();
  const rootRef = useRef<HTMLDivElement>(null);
  const prefix = useId();
  const triggerId = (id: number) => `${prefix}trigger-${id}`;
  const panelId = (id: number) => `${prefix}panel-${id}`;
  const active = openId ?? pendingId;

  // The header is light while a submenu is open, and through the switch delay too, so that a
  // transparent header does not flash back between two panels.
  useEffect(() => {
    setSubmenuOpen(active !== null);
  }, [active]);
  useEffect(() => () => setSubmenuOpen(false), []);

  useEffect(() => {
    if (active === null) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      document.getElementById(`${prefix}trigger-${active}`)?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [active, close, prefix]);

  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) close();
  };

  if (menu.length === 0) return null;

  return (
    <div ref={rootRef} className={styles.row}>
      <nav aria-label={shellTexts.mainNav} className={styles.nav}>
        <ul className={styles.list}>
          {menu.map((item) => (
            <li key={item.id}>
              {hasPanel(item) ? (
                <button
                  id={triggerId(item.id)}
                  type="button"
                  className={styles.item}
                  aria-expanded={openId === item.id}
                  aria-controls={panelId(item.id)}
                  data-active={active === item.id || undefined}
                  onClick={() => toggle(item.id)}
                >
                  {item.title}
                  <ChevronDownIcon size={16} className={styles.chevron} />
                </button>
              ) : (
                <SmartLink href={item.link} external={item.external} className={styles.item}>
                  {item.title}
                </SmartLink>
              )}
            </li>
          ))}
        </ul>
      </nav>
      {menu.filter(hasPanel).map((item) => (
        <div
          key={item.id}
          id={panelId(item.id)}
          role="region"
          aria-labelledby={triggerId(item.id)}
          className={styles.panel}
          hidden={openId !== item.id}
          onClick={closeOnLink}
        >
          <div className={styles.panelInner}>
            {item.details ? (
              <>
                <h2 className={styles.panelTitle}>{item.details.title}</h2>
                <ContactCards contacts={item.details.contacts} />
              </>
            ) : (
              <>
                <h2 className={styles.panelTitle}>
                  {item.link ? (
                    <SmartLink href={item.link} external={item.external}>
                      {item.title}
                    </SmartLink>
                  ) : (
                    item.title
                  )}
                </h2>
                <ul className={styles.sublist}>
                  {item.submenu.map((child) => (
                    <li key={child.id}>
                      <SmartLink
                        href={child.link}
                        external={child.external}
                        className={styles.sublink}
                      >
                        {child.title}
                      </SmartLink>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
        </div>
      ))}
    </div>
  );
}
