'use client';

import { useCallback, useEffect, useId, useRef } from 'react';
import { closeModal, MODAL_MOBILE_MAX_WIDTH, type ModalEntry } from '@/lib/stores/modals';
import { focusableIn, trapTab } from '../hooks/focusable';
import { useMediaQuery } from '../hooks/use-media-query';
import { CloseIcon } from '../icons';
import { componentTexts } from '../texts';
import styles from './modal.module.scss';

/**
 * The dialog around the active modal: takes focus, keeps Tab inside, closes on Escape and gives
 * focus back to where it was. Its own chunk, loaded by ./modal-host.tsx (issue #22).
 */
export function ModalFrame({ entry }: { entry: ModalEntry }) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const isMobile = useMediaQuery(`(max-width: ${MODAL_MOBILE_MAX_WIDTH}.98px)`);
  const { key, component: Component, props, handlers, params } = entry;
  const close = useCallback(() => closeModal(key), [key]);

  // Focus moves into the dialog (its first control after the close button, if any) and
  // returns to the element that had it when the dialog goes.
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    if (dialog) {
      const items = focusableIn(dialog);
      const target = items.find((el) => !el.dataset.modalClose) ?? items[0] ?? dialog;
      target.focus();
    }
    return () => {
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
      } else if (event.key === 'Tab' && dialogRef.current) {
        trapTab(event, dialogRef.current);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [close]);

  return (
    <div
      className={styles.root}
      data-placement={params.placement}
      data-fullscreen={params.isFullscreen || undefined}
      data-offset={params.offset || undefined}
    >
      <div
        className={styles.backdrop}
        aria-hidden="true"
        onClick={params.isCloseHidden ? undefined : close}
      />
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={styles.dialog}
        style={params.style}
      >
        {!params.isCloseHidden && (
          <button
            type="button"
            className={styles.close}
            aria-label={componentTexts.close}
            data-modal-close="true"
            onClick={close}
          >
            <CloseIcon />
          </button>
        )}
        <Component
          {...props}
          close={close}
          handlers={handlers}
          titleId={titleId}
          isMobile={isMobile}
        />
      </div>
    </div>
  );
}
