'use client';

import { productOfCartLine, pushEcommerce } from '@/lib/analytics/ecommerce';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { ButtonLink } from '@/components/button';
import { SchemaForm, useSchemaForm } from '@/components/form';
import { isApiError } from '@/lib/api/errors';
import type { DataForOrder, TotalBasket } from '@/lib/api/contract/order';
import { routes } from '@/lib/routes';
import { useCreateOrder } from '../api/mutations';
import { dataForOrderOptions, totalBasketOptions } from '../api/queries';
import { checkoutSchema, toPayload, type CheckoutValues } from '../model/checkout-form';
import { checkoutTexts } from '../texts';
import { CommentField, OptionGroups, RecipientBlock } from './checkout-fields';
import { CheckoutSummary } from './checkout-summary';
import { QueryState } from '@/components/query-state';
import styles from './checkout.module.scss';

/** /checkout/ (accounts.md §2, §7): recipient, delivery, payment, comment, summary. */
export function CheckoutPage() {
  const data = useQuery(dataForOrderOptions());
  const total = useQuery(totalBasketOptions());
  if (!data.data || !total.data)
    return (
      <QueryState
        isPending={data.isPending || total.isPending}
        error={data.error ?? total.error}
        onRetry={() => {
          if (data.isError) void data.refetch();
          if (total.isError) void total.refetch();
        }}
        failedText={checkoutTexts.loadError}
      />
    );
  if (total.data.cart.length === 0) {
    return (
      <div className={styles.empty}>
        <p>{checkoutTexts.emptyCart}</p>
        <ButtonLink href={routes.cart()}>{checkoutTexts.toCart}</ButtonLink>
      </div>
    );
  }
  return <CheckoutForm data={data.data} total={total.data} />;
}

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

export function CheckoutForm({ data, total }: { data: DataForOrder; total: TotalBasket }) {
  const router = useRouter();
  // One key per opening of the checkout: a retried or doubled submit places one order.
  const [idempotencyKey] = useState(newKey);
  const productIds = total.cart.map((line) => line.product_id);
  const submit = useCreateOrder();
  const form = useSchemaForm({
    schema: checkoutSchema(idempotencyKey, productIds),
    defaultValues: {
      recipient: data.recipients[0]?.id ?? 'new',
      recipient_kind: data.user.userType === 'legal_entity' ? 'company' : 'person',
      recipient_name: data.recipients.length ? '' : (data.user.companyName ?? data.user.fio),
      recipient_phone: data.recipients.length ? '' : data.user.phone,
      recipient_email: data.recipients.length ? '' : data.user.email,
      recipient_address: '',
      delivery: data.delivery[0]?.id ?? '',
      payment: data.payment[0]?.id ?? '',
      comment: '',
      consent: false,
    } as CheckoutValues,
    failureMessage: (error) => (isApiError(error) ? error.message : null),
    onSubmit: async (_payload, values) => {
      const { orderId, repeated } = await submit.mutateAsync(
        toPayload(values, idempotencyKey, productIds),
      );
      // Metrica's `purchase` (issue #21), once per order: a retried submit reports nothing.
      if (!repeated)
        pushEcommerce(
          'purchase',
          total.cart.map((line) => ({ product: productOfCartLine(line), kg: line.quantity })),
          { id: orderId, revenue: total.cart_result.price_count },
        );
      router.push(routes.checkoutSuccess(orderId));
    },
  });

  return (
    <SchemaForm form={form} className={styles.layout}>
      <input type="hidden" name="idempotency_key" value={idempotencyKey} />
      <div className={styles.main}>
        <RecipientBlock recipients={data.recipients} />
        <OptionGroups data={data} />
        <CommentField />
      </div>
      <CheckoutSummary data={data} total={total} />
    </SchemaForm>
  );
}
