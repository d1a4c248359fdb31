import type { ReactNode } from 'react';
import { CloseIcon } from '../icons';
import { componentTexts } from '../texts';
import styles from './modal.module.scss';

/**
 * A modal the browser opens itself (issue #37): a `<dialog>` rendered with the page, opened by
 * any button carrying `commandfor={id} command="show-modal"` (./dialog-opener.ts), so that it
 * answers the first tap before the page's scripts. The browser makes the page behind inert,
 * closes it on Escape, a tap on the backdrop (`closedby="any"`) or its close button, and gives
 * the focus back to the opener. It renders on the server; what is inside may be an island.
 */
export function NativeDialog({
  id,
  titleId,
  children,
}: {
  id: string;
  /** The id of the dialog's heading, which names it. */
  titleId: string;
  children: ReactNode;
}) {
  return (
    // The browser sets `open` on a dialog opened before hydration: not a mismatch to report.
    <dialog
      id={id}
      className={styles.native}
      aria-labelledby={titleId}
      closedby="any"
      suppressHydrationWarning
    >
      <button
        type="button"
        className={styles.close}
        aria-label={componentTexts.close}
        commandfor={id}
        command="close"
      >
        <CloseIcon />
      </button>
      {children}
    </dialog>
  );
}
