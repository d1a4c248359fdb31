'use client';

import { productOfCartLine, pushEcommerce } from '@/lib/analytics/ecommerce';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { ButtonLink } from '@/components/button';
import { MissingFields } from '@/components/form';
import { cartKeys } from '@/features/cart';
import { isApiError } from '@/lib/api/errors';
import type { DataForOrder, TotalBasket } from '@/lib/api/contract/order';
import { formatMoney, formatNumber } from '@/lib/format/money';
import { pluralize } from '@/lib/format/plural';
import { routes } from '@/lib/routes';
import { orderApi } from '../api/client';
import { dataForOrderOptions, totalBasketOptions } from '../api/queries';
import {
  needsAddress,
  pendingFields,
  toPayload,
  validate,
  type CheckoutValues,
} from '../model/checkout-form';
import { checkoutTexts } from '../texts';
import { CheckoutConsent } from './checkout-consent';
import styles from './checkout.module.scss';

/** /checkout/ (accounts.md §2, §7): recipient, delivery, payment, comment, summary. */
export function CheckoutPage() {
  const data = useQuery(dataForOrderOptions());
  const total = useQuery(totalBasketOptions());
  if (data.isPending || total.isPending)
    return <p className={styles.status}>{checkoutTexts.loading}</p>;
  if (data.isError || total.isError)
    return <p className={styles.status}>{checkoutTexts.loadError}</p>;
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
  const queryClient = useQueryClient();
  // One key per opening of the checkout: a retried or doubled submit places one order.
  const [idempotencyKey] = useState(newKey);
  const [values, setValues] = useState<CheckoutValues>(() => ({
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
  }));
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const productIds = total.cart.map((line) => line.product_id);
  const payload = toPayload(values, idempotencyKey, productIds);
  const errors = validate(payload);
  const valid = Object.keys(errors).length === 0;

  const submit = useMutation({
    mutationFn: () => orderApi.create(payload),
    meta: { silent: true },
    onSuccess: async ({ orderId, repeated }) => {
      // Metrica's `purchase` (issue #21), once per order: a retried submit reports nothing.
      if (!repeated)
        pushEcommerce(
          'purchase',
          total.cart.map((line) => ({ product: productOfCartLine(line), kg: line.quantity })),
          { id: orderId, revenue: total.cart_result.price_count },
        );
      await queryClient.invalidateQueries({ queryKey: cartKeys.all });
      router.push(routes.checkoutSuccess(orderId));
    },
    onError: (error) => {
      setFormError(isApiError(error) ? error.message : null);
      setServerErrors(isApiError(error) ? error.errors : {});
    },
  });

  const set = <K extends keyof CheckoutValues>(key: K, value: CheckoutValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setServerErrors((e) => {
      const { [key]: _gone, ...rest } = e;
      return rest;
    });
  };
  // Errors show only when the field has content (accounts.md §5), or after the server said so.
  const errorOf = (field: keyof CheckoutValues & string) =>
    serverErrors[field] ?? (String(values[field] ?? '') !== '' ? errors[field] : undefined);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid || submit.isPending) return;
    setFormError(null);
    submit.mutate();
  };

  const field = (
    name: 'recipient_name' | 'recipient_phone' | 'recipient_email' | 'recipient_address',
    label: string,
    type = 'text',
    autoComplete?: string,
  ) => {
    const error = errorOf(name);
    const id = `checkout-${name}`;
    return (
      <div className={styles.field}>
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          type={type}
          value={values[name]}
          autoComplete={autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => set(name, e.target.value)}
        />
        {error ? (
          <p id={`${id}-error`} className={styles.error}>
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  const totals = total.cart_result;

  return (
    <form className={styles.layout} onSubmit={onSubmit} noValidate>
      <input type="hidden" name="idempotency_key" value={idempotencyKey} />
      <div className={styles.main}>
        <fieldset className={styles.block}>
          <legend>{checkoutTexts.recipient}</legend>
          {data.recipients.map((r) => (
            <label key={r.id} className={styles.option}>
              <input
                type="radio"
                name="recipient"
                checked={values.recipient === r.id}
                onChange={() => set('recipient', r.id)}
              />
              <span>
                <strong>{r.name}</strong>
                <span className={styles.optionNote}>
                  {[r.phone, r.address].filter(Boolean).join(' · ')}
                </span>
              </span>
            </label>
          ))}
          {data.recipients.length > 0 ? (
            <label className={styles.option}>
              <input
                type="radio"
                name="recipient"
                checked={values.recipient === 'new'}
                onChange={() => set('recipient', 'new')}
              />
              <span>
                <strong>{checkoutTexts.newRecipient}</strong>
              </span>
            </label>
          ) : null}
          {values.recipient === 'new' ? (
            <div className={styles.fields}>
              <div
                className={styles.kinds}
                role="radiogroup"
                aria-label={checkoutTexts.recipientKind}
              >
                {(['person', 'company'] as const).map((kind) => (
                  <label key={kind} className={styles.inline}>
                    <input
                      type="radio"
                      name="recipient_kind"
                      checked={values.recipient_kind === kind}
                      onChange={() => set('recipient_kind', kind)}
                    />
                    {checkoutTexts[kind]}
                  </label>
                ))}
              </div>
              {field('recipient_name', checkoutTexts.fio, 'text', 'name')}
              {field('recipient_phone', checkoutTexts.phone, 'tel', 'tel')}
              {field('recipient_email', checkoutTexts.email, 'email', 'email')}
              {/* Pickup needs no address: the goods wait at the warehouse of the summary. */}
              {needsAddress(values)
                ? field('recipient_address', checkoutTexts.address, 'text', 'street-address')
                : null}
            </div>
          ) : null}
          {serverErrors.recipient_id ? (
            <p className={styles.error}>{serverErrors.recipient_id}</p>
          ) : null}
          <CheckoutConsent
            checked={values.consent}
            onChange={(checked) => set('consent', checked)}
            errors={errors}
            serverError={serverErrors.consent}
          />
        </fieldset>

        {(['delivery', 'payment'] as const).map((group) => (
          <fieldset key={group} className={styles.block}>
            <legend>{checkoutTexts[group]}</legend>
            {data[group].map((option) => (
              <label key={option.id} className={styles.option}>
                <input
                  type="radio"
                  name={group}
                  value={option.id}
                  checked={values[group] === option.id}
                  onChange={() => set(group, option.id)}
                />
                <span>
                  <strong>{option.title}</strong>
                  {option.description ? (
                    <span className={styles.optionNote}>{option.description}</span>
                  ) : null}
                </span>
              </label>
            ))}
            {errorOf(group) ? <p className={styles.error}>{errorOf(group)}</p> : null}
          </fieldset>
        ))}

        <div className={styles.block}>
          <div className={styles.field}>
            <label htmlFor="checkout-comment">
              {checkoutTexts.comment}{' '}
              <span className={styles.optionNote}>{checkoutTexts.commentHint}</span>
            </label>
            <textarea
              id="checkout-comment"
              rows={4}
              value={values.comment}
              onChange={(e) => set('comment', e.target.value)}
            />
            {errorOf('comment') ? <p className={styles.error}>{errorOf('comment')}</p> : null}
          </div>
        </div>
      </div>

      <aside className={styles.summary} aria-label={checkoutTexts.summary}>
        <h2>{checkoutTexts.summary}</h2>
        <ul className={styles.lines}>
          {total.cart.map((line) => (
            <li key={line.product_id}>
              <span>{line.properties.title}</span>
              <span className={styles.optionNote}>
                {checkoutTexts.lineQuantity(formatNumber(line.quantity, 3))} ·{' '}
                {formatMoney(line.full_price)}
              </span>
            </li>
          ))}
        </ul>
        <dl className={styles.totals}>
          <div>
            <dt>{pluralize(totals.all_quantity, checkoutTexts.positions)}</dt>
            <dd />
          </div>
          <div>
            <dt>{checkoutTexts.totalWeight}</dt>
            <dd>
              {formatNumber(totals.kg_count, 3)} {checkoutTexts.kg}
            </dd>
          </div>
          <div>
            <dt>{checkoutTexts.totalMetres}</dt>
            <dd>{checkoutTexts.metresApprox(formatNumber(totals.pm_count, 1))}</dd>
          </div>
          <div className={styles.total}>
            <dt>{checkoutTexts.totalPrice}</dt>
            <dd>{formatMoney(totals.price_count)}</dd>
          </div>
        </dl>
        <div className={styles.contact}>
          <h3>{checkoutTexts.store}</h3>
          <p>
            {data.store.name}
            {data.store.address ? `, ${data.store.address}` : ''}
          </p>
          <p className={styles.optionNote}>{checkoutTexts.storeNote}</p>
          <h3>{checkoutTexts.manager}</h3>
          {data.manager ? (
            <p>
              {data.manager.name}
              <br />
              <a href={`tel:${data.manager.phone.replace(/[^\d+]/g, '')}`}>{data.manager.phone}</a>
              <br />
              <a href={`mailto:${data.manager.email}`}>{data.manager.email}</a>
            </p>
          ) : (
            <p className={styles.optionNote}>{checkoutTexts.noManager}</p>
          )}
        </div>
        {formError ? (
          <p className={styles.formError} role="alert">
            {formError}
          </p>
        ) : null}
        <button
          type="submit"
          className={styles.submit}
          disabled={!valid || submit.isPending}
          aria-busy={submit.isPending || undefined}
          aria-describedby="checkout-missing"
        >
          {submit.isPending ? checkoutTexts.submitting : checkoutTexts.submit}
        </button>
        <MissingFields id="checkout-missing" fields={pendingFields(values, errors)} />
        <ButtonLink href={routes.cart()} variant="secondary" className={styles.back}>
          {checkoutTexts.backToCart}
        </ButtonLink>
      </aside>
    </form>
  );
}
