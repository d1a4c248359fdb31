'use client';

import { isApiError } from '@/lib/api/errors';
import { accountTexts } from '../texts';
import styles from './account.module.scss';

/** Loading and failure of a section's data, in place of the section. */
export function QueryState({
  isPending,
  error,
  onRetry,
}: {
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
}) {
  if (isPending)
    return (
      <p className={styles.muted} role="status">
        {accountTexts.loading}
      </p>
    );
  return (
    <div className={styles.card} role="alert">
      <p>{isApiError(error) ? error.message : accountTexts.loadFailed}</p>
      <button type="button" className={`${styles.button} ${styles.secondary}`} onClick={onRetry}>
        {accountTexts.retry}
      </button>
    </div>
  );
}
