'use client';

import { useQuery } from '@tanstack/react-query';
import { Link } from '@/components/link';
import { restockListOptions, useRestockCancel } from '@/features/catalog/api/restock';
import { notify } from '@/lib/stores/notifications';
import { accountTexts } from '../texts';
import styles from './account.module.scss';

const t = accountTexts.restock;

/** The buyer's "Сообщить о поступлении" notices (issue #21), each with its 'Отменить'. */
export function RestockList() {
  // The product page's notices, the same query (features/catalog/api/restock.ts).
  const list = useQuery(restockListOptions());
  const cancel = useRestockCancel(() => notify({ type: 'success', title: t.cancelled }));
  const items = list.data?.subscriptions ?? [];
  if (items.length === 0) return null;
  return (
    <section className={styles.restock} aria-labelledby="restock-title">
      <h2 id="restock-title" className={styles.cardTitle}>
        {t.title}
      </h2>
      <p className={styles.muted}>{t.lead}</p>
      <ul className={styles.restockList}>
        {items.map((item) => (
          <li key={item.product_id}>
            <Link href={item.detail_url}>
              {item.title}, {item.color}
              {item.article ? ` (${item.article})` : ''}
            </Link>{' '}
            <span className={styles.muted}>— {item.store}</span>{' '}
            <button
              type="button"
              className={styles.link}
              disabled={cancel.isPending}
              onClick={() => cancel.mutate(item.product_id)}
              aria-label={t.cancelLabel(item.title, item.color)}
            >
              {t.cancel}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
