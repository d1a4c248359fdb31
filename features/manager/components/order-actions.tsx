'use client';

import { useState } from 'react';
import {
  FormFailure,
  FormMessage,
  SchemaForm,
  SubmitButton,
  TextAreaInput,
  useSchemaForm,
} from '@/components/form';
import { isApiError } from '@/lib/api';
import {
  cancelOrderFormSchema,
  CANCEL_REASON_MAX,
  type ManagerOrderDetail,
} from '@/lib/api/contract/manager-orders';
import type { OrderStatus } from '@/lib/api/contract/orders';
import { useOrderStatus } from '../api/order-status';
import { managerOrderTexts } from '../order-texts';
import styles from './manager.module.scss';

const t = managerOrderTexts.actions;

/**
 * Moving an order (issue #20): the next step forward, or a cancel with its reason while the
 * order has not been shipped. Every call says which status this screen showed, so a change
 * someone made meanwhile is refused (409) instead of silently overwritten.
 */
export function OrderActions({ order }: { order: ManagerOrderDetail }) {
  const change = useOrderStatus(order.id);
  const [error, setError] = useState<string | null>(null);
  const forward = order.next_statuses.filter((status) => status !== 'cancelled');
  const canCancel = order.next_statuses.includes('cancelled');
  const cancelForm = useSchemaForm({
    schema: cancelOrderFormSchema,
    defaultValues: { reason: '' },
    onSubmit: async ({ reason }) => {
      setError(null);
      await change.mutateAsync({ status: 'cancelled', from: order.status, reason });
    },
  });

  const step = (status: OrderStatus) => {
    if (change.isPending) return;
    setError(null);
    change.mutate(
      { status, from: order.status },
      {
        onError: (caught) =>
          setError(isApiError(caught) && caught.message ? caught.message : t.failed),
      },
    );
  };

  return (
    <aside className={styles.actions} aria-label={t.title}>
      <section className={styles.panel} aria-labelledby="order-actions-title">
        <h2 id="order-actions-title" className={styles.subtitle}>
          {t.title}
        </h2>
        {forward.length ? (
          <div className={styles.statusButtons}>
            {forward.map((status) => (
              <button
                key={status}
                type="button"
                className={styles.primarySmall}
                disabled={change.isPending}
                aria-busy={(change.isPending && change.variables?.status === status) || undefined}
                onClick={() => step(status)}
              >
                {t.to[status] ?? status}
              </button>
            ))}
          </div>
        ) : (
          <p className={styles.muted}>{t.final}</p>
        )}
        {order.status === 'shipped' ? <p className={styles.muted}>{t.noCancel}</p> : null}
        <FormMessage>{error}</FormMessage>
      </section>

      {canCancel ? (
        <SchemaForm form={cancelForm} className={styles.panel} aria-labelledby="order-cancel-title">
          <h2 id="order-cancel-title" className={styles.subtitle}>
            {t.cancelTitle}
          </h2>
          <p className={styles.muted}>{t.cancelNote}</p>
          <TextAreaInput name="reason" label={t.reason} rows={3} maxLength={CANCEL_REASON_MAX} />
          <FormFailure />
          <SubmitButton className={styles.secondarySmall}>{t.cancel}</SubmitButton>
        </SchemaForm>
      ) : null}
    </aside>
  );
}
