'use client';

import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { FormMessage } from '@/components/form';
import { api, isApiError } from '@/lib/api';
import type { BuyerPriceType } from '@/lib/api/contract/manager-exchange';
import { exchangeTexts } from '../exchange-texts';
import styles from './manager.module.scss';

const t = exchangeTexts.buyerPriceType;

/**
 * The buyer's price type on an order's card (issue #35): the head and the managers of the
 * buyer's warehouse give a buyer a type of their own, or the default of their kind again.
 */
export function BuyerPriceTypeControl({ data }: { data: BuyerPriceType }) {
  const router = useRouter();
  const current = data.price_type_id === null ? '' : String(data.price_type_id);
  const [value, setValue] = useState(current);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const id = useId();

  const save = async () => {
    if (pending) return;
    setPending(true);
    setError(null);
    setDone(null);
    try {
      await api.managerExchange.setBuyerPriceType(
        data.buyer_id,
        value === '' ? null : Number(value),
      );
      setDone(t.saved);
      router.refresh();
    } catch (caught) {
      const field = isApiError(caught) ? caught.errors?.price_type_id : undefined;
      setError(
        field ?? (isApiError(caught) && caught.message ? caught.message : exchangeTexts.failed),
      );
    } finally {
      setPending(false);
    }
  };

  return (
    <div>
      <label htmlFor={id} className={styles.fieldLabel}>
        {t.title}
      </label>
      <div className={styles.inline}>
        <select
          id={id}
          className={styles.select}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setDone(null);
          }}
        >
          <option value="">{t.defaultOption(data.default?.title ?? null)}</option>
          {data.options.map((type) => (
            <option key={type.id} value={type.id}>
              {type.title}
            </option>
          ))}
        </select>
        <button
          type="button"
          className={styles.primarySmall}
          disabled={pending || value === current}
          aria-busy={pending || undefined}
          onClick={save}
        >
          {t.save}
        </button>
      </div>
      <p className={styles.muted}>{t.note}</p>
      <FormMessage>{error}</FormMessage>
      <p className="visually-hidden" role="status">
        {done}
      </p>
    </div>
  );
}
