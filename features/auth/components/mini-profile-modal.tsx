'use client';

import type { ModalRenderProps } from '@/lib/stores/modals';
import { authTexts } from '../texts';
import styles from './auth.module.scss';
import { UserMenu } from './user-menu';

/** The profile button on small screens opens this instead of the user area (storefront.md §2). */
export function MiniProfileModal({ close, titleId }: ModalRenderProps) {
  return (
    <div>
      <h2 id={titleId} className={styles.title}>
        {authTexts.profile.title}
      </h2>
      <UserMenu onNavigate={close} />
    </div>
  );
}
