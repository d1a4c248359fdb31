import type { MouseEventHandler, Ref } from 'react';
import { ChevronDownIcon } from '@/components/icons';
import { SmartLink } from '@/components/link';
import type { MenuItem } from '@/lib/api/contract';
import { shellTexts } from '../texts';
import { ContactCards } from './contact-cards';
import styles from './desktop-nav.module.scss';

const hasPanel = (item: MenuItem) => item.submenu.length > 0 || item.details !== null;

export interface DesktopNavViewProps {
  menu: readonly MenuItem[];
  /** The panels and their state: left out of the server's closed rendering (./header.tsx). */
  panels?: {
    rootRef: Ref<HTMLDivElement>;
    openId: number | null;
    /** The open item, or the one opening after the switch delay. */
    activeId: number | null;
    triggerId: (id: number) => string;
    panelId: (id: number) => string;
    onToggle: (id: number) => void;
    onPanelClick: MouseEventHandler<HTMLElement>;
  };
}

/**
 * The main navigation row's markup (./desktop-nav.tsx is its behaviour): plain links, items with
 * a submenu, and the contacts item whose panel shows the contact cards. Rendered closed on the
 * server, then by the navigation itself.
 */
export function DesktopNavView({ menu, panels }: DesktopNavViewProps) {
  if (menu.length === 0) return null;
  return (
    <div ref={panels?.rootRef} className={styles.row}>
      <nav aria-label={shellTexts.mainNav} className={styles.nav}>
        <ul className={styles.list}>
          {menu.map((item) => (
            <li key={item.id}>
              {hasPanel(item) ? (
                <button
                  id={panels?.triggerId(item.id)}
                  type="button"
                  className={styles.item}
                  aria-expanded={panels?.openId === item.id}
                  aria-controls={panels?.panelId(item.id)}
                  data-active={panels?.activeId === item.id || undefined}
                  onClick={panels ? () => panels.onToggle(item.id) : undefined}
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
      {panels
        ? menu.filter(hasPanel).map((item) => (
            <div
              key={item.id}
              id={panels.panelId(item.id)}
              role="region"
              aria-labelledby={panels.triggerId(item.id)}
              className={styles.panel}
              hidden={panels.openId !== item.id}
              onClick={panels.onPanelClick}
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
          ))
        : null}
    </div>
  );
}
