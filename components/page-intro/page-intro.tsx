import type { ReactNode } from 'react';
import styles from './page-intro.module.scss';

export interface PageIntroProps {
  title: ReactNode;
  eyebrow?: ReactNode;
  lead?: ReactNode;
  /** 'hero': a dark band the transparent header sits on; 'plain': a title on the page. */
  variant?: 'hero' | 'plain';
  children?: ReactNode;
}

/** The opening of a page: its <h1>, with an optional line above, lead and actions. */
export function PageIntro({ title, eyebrow, lead, variant = 'plain', children }: PageIntroProps) {
  return (
    <div className={styles.intro} data-variant={variant}>
      <div className={styles.inner}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 className={styles.title}>{title}</h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
        {children ? <div className={styles.actions}>{children}</div> : null}
      </div>
    </div>
  );
}
