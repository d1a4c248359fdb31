'use client';

import { dismissNotification, useNotificationsStore } from '@/lib/stores/notifications';
import { CloseIcon } from '../icons';
import { componentTexts } from '../texts';
import styles from './notification-list.module.scss';

/**
 * The notification list (storefront.md §2 "Shell"). The live region is always in the page so
 * that screen readers announce what is added to it.
 */
export function NotificationList() {
  const items = useNotificationsStore((state) => state.items);
  return (
    <section className={styles.root} aria-label={componentTexts.notifications}>
      <div role="status" aria-live="polite" className={styles.list}>
        {items.map((item) => (
          <div key={item.id} className={styles.item} data-type={item.type}>
            <div className={styles.text}>
              <p className={styles.title}>{item.title}</p>
              {item.content ? <p className={styles.content}>{item.content}</p> : null}
            </div>
            <button
              type="button"
              className={styles.close}
              aria-label={componentTexts.closeNotification}
              onClick={() => dismissNotification(item.id)}
            >
              <CloseIcon size={18} />
            </button>
          </div>
        ))}
      </div>
    </section>
  );
}
