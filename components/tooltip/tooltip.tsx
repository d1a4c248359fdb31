import { useId, type ReactNode } from 'react';
import styles from './tooltip.module.scss';

/**
 * An informer: a small "i" that shows its text on hover and keyboard focus. Hidden below the md
 * breakpoint (storefront.md §9 "tooltips hidden below md"); CSS only, no script.
 */
export function Tooltip({ label, children }: { label: string; children: ReactNode }) {
  const id = useId();
  return (
    <span className={styles.root}>
      <button type="button" className={styles.trigger} aria-label={label} aria-describedby={id}>
        i
      </button>
      <span role="tooltip" id={id} className={styles.bubble}>
        {children}
      </span>
    </span>
  );
}
