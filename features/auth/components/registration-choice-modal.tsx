'use client';

import { buttonClassName } from '@/components/button';
import { modalKeys } from '@/lib/stores/modal-keys';
import { openModal, type ModalRenderProps } from '@/lib/stores/modals';
import { authModalKeys } from '../model/modal-keys';
import { authTexts } from '../texts';
import styles from './auth.module.scss';

const t = authTexts.registrationChoice;

/**
 * 'Зарегистрируйтесь, чтобы узнать цену' opens this (issue #17): registration for a company or
 * a private buyer, the same two doors the login modal offers, and the way to log in instead.
 */
export function RegistrationChoiceModal({ close, titleId }: ModalRenderProps) {
  const switchTo = (key: string, props?: Record<string, unknown>) => {
    close();
    openModal(key, { props });
  };
  return (
    <div className={styles.form}>
      <div>
        <h2 id={titleId} className={styles.title}>
          {t.title}
        </h2>
        <p className={styles.subtitle}>{t.lead}</p>
      </div>
      <div className={styles.actions}>
        <button
          type="button"
          className={buttonClassName('primary')}
          onClick={() => switchTo(authModalKeys.registration, { type: 'company' })}
        >
          {authTexts.login.forCompanies}
        </button>
        <button
          type="button"
          className={buttonClassName('primary')}
          onClick={() => switchTo(authModalKeys.registration, { type: 'individual' })}
        >
          {authTexts.login.forIndividuals}
        </button>
      </div>
      <p className={styles.separator}>{t.haveAccount}</p>
      <button
        type="button"
        className={buttonClassName('secondary')}
        onClick={() => switchTo(modalKeys.login)}
      >
        {t.login}
      </button>
    </div>
  );
}
