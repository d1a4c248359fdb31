'use client';

import { modalKeys } from '@/lib/stores/modal-keys';
import { openModal } from '@/lib/stores/modals';
import { catalogClientTexts } from '../client-texts';
import styles from './price.module.scss';

/**
 * 'Зарегистрируйтесь, чтобы узнать цену' is a door, not a sign (issue #17): it opens the choice
 * of registration for a company or a private buyer.
 */
export function RegisterForPrice({ size }: { size: 's' | 'm' | 'l' }) {
  return (
    <button
      type="button"
      className={styles.prompt}
      data-size={size}
      onClick={() => openModal(modalKeys.registrationChoice)}
    >
      {catalogClientTexts.registerForPrice}
    </button>
  );
}
