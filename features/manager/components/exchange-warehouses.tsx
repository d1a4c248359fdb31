'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import {
  FormFailure,
  FormMessage,
  PhoneField,
  SchemaForm,
  SubmitButton,
  TextInput,
  useSchemaForm,
} from '@/components/form';
import { api, isApiError } from '@/lib/api';
import {
  exchangeWarehousePublishSchema,
  WAREHOUSE_CITY_MAX,
  type ExchangeWarehouse,
} from '@/lib/api/contract/manager-exchange';
import { exchangeTexts } from '../exchange-texts';
import { ListTable, type ListColumn } from './list-table';
import styles from './manager.module.scss';
import own from './exchange.module.scss';

const t = exchangeTexts.warehouses;

/**
 * A warehouse 1C added, made visible to buyers: its city (required) and phone (optional, the
 * shop's phone field). The server's per-field refusals land on the fields.
 */
function PublishForm({
  warehouse,
  onDone,
}: {
  warehouse: ExchangeWarehouse;
  onDone: (message: string) => void;
}) {
  const router = useRouter();
  const form = useSchemaForm({
    schema: exchangeWarehousePublishSchema,
    defaultValues: { city: warehouse.city, phone: warehouse.phone ?? '' },
    fallback: exchangeTexts.failed,
    onSubmit: async (input) => {
      await api.managerExchange.publish(warehouse.id, input);
      onDone(exchangeTexts.done.published);
      router.refresh();
    },
  });
  return (
    <SchemaForm
      form={form}
      className={own.publishForm}
      aria-label={t.publishTitle(warehouse.title)}
    >
      <TextInput name="city" label={t.cityLabel} maxLength={WAREHOUSE_CITY_MAX} />
      <PhoneField name="phone" label={t.phoneLabel} />
      <FormFailure />
      <SubmitButton className={styles.primarySmall}>{t.publish}</SubmitButton>
    </SchemaForm>
  );
}

/**
 * Every warehouse with whether buyers see it (issue #35). One 1C named first waits, unpublished,
 * for the head to give it a city and publish it; a published one can be hidden again, after the
 * head confirms it (buyers lose it from every list at once).
 */
export function ExchangeWarehouses({ warehouses }: { warehouses: readonly ExchangeWarehouse[] }) {
  const router = useRouter();
  const [confirming, setConfirming] = useState<number | null>(null);
  const [pending, setPending] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const unpublish = async (warehouse: ExchangeWarehouse) => {
    if (pending !== null) return;
    setPending(warehouse.id);
    setError(null);
    setDone(null);
    try {
      await api.managerExchange.unpublish(warehouse.id);
      setConfirming(null);
      setDone(exchangeTexts.done.unpublished);
      router.refresh();
    } catch (caught) {
      setError(isApiError(caught) && caught.message ? caught.message : exchangeTexts.failed);
    } finally {
      setPending(null);
    }
  };

  const actions = (warehouse: ExchangeWarehouse) => {
    if (!warehouse.published) {
      return (
        <PublishForm
          warehouse={warehouse}
          onDone={(message) => {
            setError(null);
            setDone(message);
          }}
        />
      );
    }
    if (confirming === warehouse.id) {
      return (
        <div className={own.confirm} role="group" aria-label={t.unpublishLabel(warehouse.title)}>
          <p>{t.confirm(warehouse.title)}</p>
          <span className={styles.statusButtons}>
            <button
              type="button"
              className={styles.primarySmall}
              disabled={pending !== null}
              aria-busy={pending === warehouse.id || undefined}
              onClick={() => unpublish(warehouse)}
            >
              {t.confirmYes}
            </button>
            <button
              type="button"
              className={styles.secondarySmall}
              disabled={pending !== null}
              onClick={() => setConfirming(null)}
            >
              {t.confirmNo}
            </button>
          </span>
        </div>
      );
    }
    return (
      <button
        type="button"
        className={styles.secondarySmall}
        aria-label={t.unpublishLabel(warehouse.title)}
        disabled={pending !== null}
        onClick={() => {
          setDone(null);
          setConfirming(warehouse.id);
        }}
      >
        {t.unpublish}
      </button>
    );
  };

  const columns: ListColumn<ExchangeWarehouse>[] = [
    {
      label: t.name,
      cell: (warehouse) => (
        <>
          <span className={styles.sender}>{warehouse.title}</span>
          <span className={styles.muted}>
            {t.xmlId}: {warehouse.xml_id}
          </span>
        </>
      ),
    },
    {
      label: t.city,
      cell: (warehouse) => warehouse.city || <span className={styles.muted}>{t.noCity}</span>,
    },
    { label: t.phone, cell: (warehouse) => warehouse.phone ?? t.noPhone },
    {
      label: t.state,
      cell: (warehouse) =>
        warehouse.published ? t.published : <span className={own.waiting}>{t.unpublished}</span>,
    },
    { label: t.actions, cell: actions },
  ];

  return (
    <>
      <h2 className={styles.subtitle}>{t.title}</h2>
      <p className={styles.lead}>{t.intro}</p>
      <ListTable items={warehouses} columns={columns} empty="" className={styles.labelled} />
      <FormMessage>{error}</FormMessage>
      <p className="visually-hidden" role="status">
        {done}
      </p>
    </>
  );
}
