'use client';

import { buttonClassName } from '@/components/button';
import type { ModalRenderProps } from '@/lib/stores/modals';
import { authTexts } from '../texts';
import styles from './auth.module.scss';

/** The success message modal (accounts.md §2): a title, an optional text, OK. Default 'Успех!'. */
export function SuccessModal({
  title = authTexts.success.default,
  text,
  close,
  titleId,
}: { title?: string; text?: string } & ModalRenderProps) {
  return (
    <div className={styles.done}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {text && <p className={styles.subtitle}>{text}</p>}
      <button type="button" className={buttonClassName('primary')} onClick={close}>
        {authTexts.success.ok}
      </button>
    </div>
  );
}

/** 'E-mail успешно изменен!' after the confirmation link (accounts.md §2 query rules). */
export function EmailChangedModal(props: ModalRenderProps) {
  return <SuccessModal {...props} title={authTexts.success.emailChanged} />;
}
