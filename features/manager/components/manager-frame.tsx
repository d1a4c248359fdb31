import type { ReactNode } from 'react';
import styles from './manager.module.scss';

/** The workspace's page frame inside the shop's shell (which holds <main>). */
export function ManagerFrame({ children }: { children: ReactNode }) {
  return <div className={styles.page}>{children}</div>;
}
