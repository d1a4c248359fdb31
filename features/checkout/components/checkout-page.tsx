'use client';

import { productOfCartLine, pushEcommerce } from '@/lib/analytics/ecommerce';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { ButtonLink } from '@/components/button';
import { SchemaForm, useSchemaForm } from '@/components/form';
import { isApiError } from '@/lib/api/errors';
import type { DataForOrder, TotalBasket } from '@/lib/api/contract/order';
import type { PlacedOrderLookup } from '@/lib/api/endpoints/order';
import { routes } from '@/lib/routes';
import { useCreateOrder } from '../api/mutations';
import {
  checkoutKeys,
  dataForOrderOptions,
  PLACED_LOOKUP_TRIES,
  placedOrderOptions,
  totalBasketOptions,
} from '../api/queries';
import { checkoutSchema, toPayload, type CheckoutValues } from '../model/checkout-form';
import { draftOwner, draftText, restoreDraft, saveDraft } from '../model/checkout-draft';
import {
  forgetPlaced,
  forgetSubmit,
  readCheckoutMemory,
  rememberPlaced,
  rememberSubmit,
} from '../model/placed-order';
import { checkoutTexts } from '../texts';
import { CommentField, OptionGroups, RecipientBlock } from './checkout-fields';
import { CheckoutSummary } from './checkout-summary';
import { QueryState } from '@/components/query-state';
import styles from './checkout.module.scss';

const subscribeNothing = () => () => {};

/**
 * /checkout/ (accounts.md §2, §7): recipient, delivery, payment, comment, summary. Once this tab
 * has placed an order, the checkout shows that order rather than an empty cart (issue #34),
 * whatever came after the press: a reload that cut the answer, Back, /checkout/ opened again.
 */
export function CheckoutPage() {
  const queryClient = useQueryClient();
  const data = useQuery(dataForOrderOptions());
  const total = useQuery(totalBasketOptions());
  // sessionStorage is the browser's: the server's render and the hydrating one both show the
  // loading line, whatever this tab remembers.
  const inBrowser = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
  // Read once per opening: what is written below must not turn a lookup under way into another.
  const [memory] = useState(readCheckoutMemory);
  const [freshKey] = useState(newKey);
  // The cart as read by this opening, never a copy from before it: Back after an order must not
  // show the ordered lines again, even for a moment.
  const cart = total.isFetchedAfterMount ? total.data : undefined;
  const cartEmpty = cart ? cart.cart.length === 0 : null;

  // A submitted key whose order is not known to exist: ask for it, for ~5 s (a reload cuts the
  // answer, not the request, and the order may still be committing). A remembered order: ask
  // whether it is this buyer's (the tab may have changed hands) when the empty cart would show it.
  const lookup: PlacedOrderLookup | null = memory.key
    ? { idempotency_key: memory.key }
    : memory.placed && cartEmpty
      ? { id: memory.placed }
      : null;
  const placed = useQuery({
    ...placedOrderOptions(lookup ?? { id: 0 }, {
      tries: memory.key ? PLACED_LOOKUP_TRIES : 1,
      // The cart read at the opening may predate the order's commit: read it again first.
      whenFound: () => queryClient.refetchQueries({ queryKey: checkoutKeys.total() }),
    }),
    enabled: inBrowser && lookup !== null,
  });
  const order = lookup && placed.data ? placed.data : null;
  const notFound = lookup !== null && placed.isSuccess && placed.data === null;

  useEffect(() => {
    if (order) rememberPlaced(order.orderId);
    else if (notFound && memory.key === null) forgetPlaced();
    else if (notFound && cartEmpty) forgetSubmit();
  }, [order, notFound, cartEmpty, memory.key]);
  // The cart has moved on to a new order: a later opening shows the checkout, not an old order.
  const formWithFreshKey = cartEmpty === false && (order !== null || memory.key === null);
  useEffect(() => {
    if (formWithFreshKey) forgetPlaced();
  }, [formWithFreshKey]);

  if (!inBrowser || !data.data || !cart)
    return (
      <QueryState
        isPending={!inBrowser || data.isPending || (!cart && !total.isError)}
        error={data.error ?? total.error}
        onRetry={() => {
          if (data.isError) void data.refetch();
          if (total.isError) void total.refetch();
        }}
        failedText={checkoutTexts.loadError}
      />
    );
  if (cartEmpty) {
    if (order) return <PlacedOrder orderId={order.orderId} />;
    // Not the empty cart's words while the order may still be found.
    if (lookup !== null && placed.isPending)
      return (
        <QueryState
          isPending
          error={null}
          onRetry={() => {}}
          failedText={checkoutTexts.loadError}
        />
      );
    return (
      <div className={styles.empty}>
        <p>{checkoutTexts.emptyCart}</p>
        <ButtonLink href={routes.cart()}>{checkoutTexts.toCart}</ButtonLink>
      </div>
    );
  }
  // Lines in the cart: the form. Its key is the submitted one while that key's order is not
  // known to exist, so a second submit after a reload answers the first order, never places
  // another; once the order is known, new lines are a new order with a fresh key.
  const formKey = order ? freshKey : (memory.key ?? freshKey);
  return (
    <>
      {order ? (
        <p className={styles.placedNote} role="status">
          {checkoutTexts.successTitle(String(order.orderId))}.{' '}
          <a href={routes.userHistory()}>{checkoutTexts.toHistory}</a>
        </p>
      ) : null}
      <CheckoutForm
        key={formKey}
        data={data.data}
        total={cart}
        idempotencyKey={formKey}
        // After this tab's order the form is a new order's: the draft was the placed one's.
        restore={order === null}
      />
    </>
  );
}

/** The order this tab's checkout placed, where the emptied cart would be (issue #34). */
function PlacedOrder({ orderId }: { orderId: number }) {
  return (
    <section className={styles.success} aria-labelledby="placed-order-title">
      <h2 id="placed-order-title" className={styles.successTitle}>
        {checkoutTexts.successTitle(String(orderId))}
      </h2>
      <p>{checkoutTexts.successLead}</p>
      <p>{checkoutTexts.successMail}</p>
      <div className={styles.actions}>
        <ButtonLink href={routes.userHistory()}>{checkoutTexts.toHistory}</ButtonLink>
        <ButtonLink href={routes.checkoutSuccess(orderId)} variant="secondary">
          {checkoutTexts.aboutOrder}
        </ButtonLink>
      </div>
    </section>
  );
}

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

const defaultsOf = (data: DataForOrder): CheckoutValues => ({
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
});

export function CheckoutForm({
  data,
  total,
  idempotencyKey,
  restore = true,
}: {
  data: DataForOrder;
  total: TotalBasket;
  /**
   * One key per opening of the checkout, so a retried or doubled submit places one order; after
   * a reload, the submitted key whose order is not known to exist (CheckoutPage).
   */
  idempotencyKey: string;
  /** Whether to start from the tab's draft of this buyer's cart (model/checkout-draft.ts). */
  restore?: boolean;
}) {
  const router = useRouter();
  const productIds = total.cart.map((line) => line.product_id);
  const submit = useCreateOrder();
  // What the buyer typed and chose survives Back, Forward and a reload in the tab (issue #34).
  const owner = draftOwner(data.user);
  const [defaults] = useState(() => defaultsOf(data));
  // Once this form's order is placed the draft is spent: a cart read again before the page moves
  // on must not write it back.
  const placedHere = useRef(false);
  const [initial] = useState(() =>
    restore ? restoreDraft(defaults, owner, productIds, data) : defaults,
  );
  const form = useSchemaForm({
    schema: checkoutSchema(idempotencyKey, productIds),
    defaultValues: initial,
    failureMessage: (error) => (isApiError(error) ? error.message : null),
    onSubmit: async (_payload, values) => {
      // Kept before the request goes out: a reload from here on finds the order (issue #34).
      rememberSubmit(idempotencyKey);
      const { orderId, repeated } = await submit.mutateAsync(
        toPayload(values, idempotencyKey, productIds),
      );
      placedHere.current = true;
      rememberPlaced(orderId);
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

  const typed = draftText(form.values);
  const cartIds = productIds.join(',');
  useEffect(() => {
    if (!placedHere.current) saveDraft(form.values, defaults, owner, productIds);
    // The draft's text and the cart's ids say everything the values and the ids do.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed, cartIds, owner, defaults]);

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
