'use client';

import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@/lib/api';
import { notify } from '@/lib/stores/notifications';
import { restockListOptions, useRestockToggle } from '../api/restock';
import { catalogTexts } from '../texts';
import styles from './restock-button.module.scss';

/**
 * "Сообщить о поступлении" (issue #21): shown to a buyer whose warehouse lacks the product (or
 * holds less than one packing step). One mail when it arrives there; a second click cancels.
 */
export function RestockButton({ productId }: { productId: number }) {
  const list = useQuery(restockListOptions());
  const subscribed = list.data?.ids.includes(productId) ?? false;
  const toggle = useRestockToggle(productId, subscribed, {
    onDone: (result) =>
      notify({
        type: 'success',
        title: result.subscribed ? catalogTexts.restockSubscribed : catalogTexts.restockCancelled,
      }),
    onFailed: (error) =>
      notify({
        type: 'error',
        title: isApiError(error) ? error.message : catalogTexts.restockFailed,
      }),
  });
  return (
    <div className={styles.restock}>
      <button
        type="button"
        className={styles.button}
        aria-pressed={subscribed}
        disabled={toggle.isPending || list.isPending}
        onClick={() => toggle.mutate()}
      >
        {subscribed ? catalogTexts.restockActive : catalogTexts.restock}
      </button>
    </div>
  );
}
