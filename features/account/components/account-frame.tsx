import type { ReactNode } from 'react';
import { AccountNav } from './account-nav';
import styles from './account.module.scss';

/** The user area's frame: the menu beside (wide) or above (narrow) the page's heading and body. */
export function AccountFrame({
  title,
  userType,
  children,
}: {
  title: ReactNode;
  userType: 'individual' | 'legal_entity' | null;
  children: ReactNode;
}) {
  return (
    <div className={styles.frame}>
      <AccountNav userType={userType} />
      <div className={styles.content}>
        <h1 className={styles.title}>{title}</h1>
        {children}
      </div>
    </div>
  );
}
