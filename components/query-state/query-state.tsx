'use client';

import { isApiError } from '@/lib/api/errors';
import { buttonClassName } from '../button';
import { componentTexts } from '../texts';
import styles from './query-state.module.scss';

/**
 * A section's data while it loads or after it failed, in place of the section: 'Загрузка…', or
 * the server's message (else `failedText`) with 'Повторить', which asks again. One gate for the
 * account's sections, the cart and checkout.
 */
export function QueryState({
  isPending,
  error,
  onRetry,
  failedText,
}: {
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  /** What failed, when the server gave no message of its own. */
  failedText: string;
}) {
  if (isPending)
    return (
      <p className={styles.loading} role="status">
        {componentTexts.loading}
      </p>
    );
  return (
    <div className={styles.failed} role="alert">
      <p>{isApiError(error) ? error.message : failedText}</p>
      <button type="button" className={buttonClassName('secondary')} onClick={onRetry}>
        {componentTexts.retry}
      </button>
    </div>
  );
}
