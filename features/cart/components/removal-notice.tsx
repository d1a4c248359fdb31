'use client';

import { useEffect, useRef } from 'react';
import { pluralForm } from '@/lib/format/plural';
import type { RemovalNotice as Notice } from '../api/use-undoable-removal';
import { cartTexts } from '../texts';
import styles from './cart-page.module.scss';

/**
 * What 'Удалить выбранные' did (issue #34): 'Удалено 2 позиции' with 'Вернуть' while the undo is
 * offered, then, if some lines could not come back, which and why. A polite live region, in the
 * page from the start, so that a screen reader hears what comes into it.
 */
export function RemovalNotice({
  notice,
  restoring,
  onUndo,
  onDismiss,
  onHold,
  onFocusLost,
}: {
  notice: Notice | null;
  restoring: boolean;
  onUndo: (event: { detail: number }) => void;
  onDismiss: () => void;
  /** The pointer or the focus came in (true) or left (false). */
  onHold: (held: boolean) => void;
  /**
   * The focused button went away with the notice ('Вернуть' done, 'Закрыть'): where the
   * keyboard's focus goes instead of falling to the page.
   */
  onFocusLost?: () => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const focused = useRef(false);
  useEffect(() => {
    const active = document.activeElement;
    if (
      focused.current &&
      (!active || active === document.body || !box.current?.contains(active))
    ) {
      focused.current = false;
      onFocusLost?.();
    }
  }, [notice, restoring, onFocusLost]);
  return (
    <div
      ref={box}
      className={notice ? styles.removalNotice : undefined}
      aria-live="polite"
      onPointerEnter={() => onHold(true)}
      onPointerLeave={() => onHold(false)}
      onFocus={() => {
        focused.current = true;
        onHold(true);
      }}
      onBlur={(event) => {
        if (event.currentTarget.contains(event.relatedTarget)) return;
        // Focus moved on by the person (not lost with a button that went away).
        if (event.relatedTarget) focused.current = false;
        onHold(false);
      }}
    >
      {notice?.kind === 'removed' ? (
        <>
          <span>
            {cartTexts.removed(
              notice.lines.length,
              pluralForm(notice.lines.length, cartTexts.positions),
            )}
          </span>
          <button
            type="button"
            className={styles.undo}
            disabled={restoring}
            aria-busy={restoring || undefined}
            onClick={onUndo}
          >
            {restoring ? cartTexts.undoing : cartTexts.undo}
          </button>
        </>
      ) : null}
      {notice?.kind === 'not-restored' ? (
        <>
          <div>
            <span>{cartTexts.notRestored}</span>
            <ul className={styles.notRestored}>
              {notice.lines.map(({ line, reason }) => (
                <li key={line.product_id}>
                  «{line.properties.title}»{reason ? ` — ${reason}` : null}
                </li>
              ))}
            </ul>
          </div>
          <button type="button" className={styles.undo} onClick={onDismiss}>
            {cartTexts.closeNotice}
          </button>
        </>
      ) : null}
    </div>
  );
}
