import type { CSSProperties } from 'react';
import styles from './skeleton.module.scss';

/** A grey placeholder block with a soft shimmer, shown while something loads. */
export function Skeleton({ className, style }: { className?: string; style?: CSSProperties }) {
  return (
    <span
      className={[styles.skeleton, className].filter(Boolean).join(' ')}
      style={style}
      aria-hidden="true"
    />
  );
}
