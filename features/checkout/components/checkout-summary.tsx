'use client';

import { ButtonLink } from '@/components/button';
import { FormMissing, SubmitButton, useSchemaFormContext } from '@/components/form';
import type { DataForOrder, TotalBasket } from '@/lib/api/contract/order';
import { formatMoney, formatNumber } from '@/lib/format/money';
import { pluralize } from '@/lib/format/plural';
import { routes } from '@/lib/routes';
import { checkoutLabels } from '../model/checkout-form';
import { checkoutTexts } from '../texts';
import styles from './checkout.module.scss';

/**
 * The summary beside the form: the lines, weight, metres and price, the warehouse and the
 * manager, then the form's message, 'Подтвердить заказ' and the line saying what it waits for.
 */
export function CheckoutSummary({ data, total }: { data: DataForOrder; total: TotalBasket }) {
  const form = useSchemaFormContext();
  const totals = total.cart_result;
  // As the cart's summary (issue #35): weight of the kg lines, metres of fabric and of goods in
  // metres, pieces apart.
  const showWeight = totals.kg_count > 0 || (totals.m_count === 0 && totals.pcs_count === 0);
  return (
    <aside className={styles.summary} aria-label={checkoutTexts.summary}>
      <h2>{checkoutTexts.summary}</h2>
      <ul className={styles.lines}>
        {total.cart.map((line) => (
          <li key={line.product_id}>
            <span>{line.properties.title}</span>
            <span className={styles.optionNote}>
              {checkoutTexts.lineQuantity(formatNumber(line.quantity, 3), line.unit)} ·{' '}
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
        {showWeight ? (
          <div>
            <dt>{checkoutTexts.totalWeight}</dt>
            <dd>
              {formatNumber(totals.kg_count, 3)} {checkoutTexts.kg}
            </dd>
          </div>
        ) : null}
        {showWeight || totals.m_count > 0 ? (
          <div>
            <dt>{checkoutTexts.totalMetres}</dt>
            <dd>{checkoutTexts.metresApprox(formatNumber(totals.pm_count, 1))}</dd>
          </div>
        ) : null}
        {totals.pcs_count > 0 ? (
          <div>
            <dt>{checkoutTexts.totalPieces}</dt>
            <dd>{checkoutTexts.lineQuantity(formatNumber(totals.pcs_count, 3), 'pcs')}</dd>
          </div>
        ) : null}
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
      {form.formError ? (
        <p className={styles.formError} role="alert">
          {form.formError}
        </p>
      ) : null}
      <SubmitButton className={styles.submit} describedBy="checkout-missing">
        {form.busy ? checkoutTexts.submitting : checkoutTexts.submit}
      </SubmitButton>
      <FormMissing id="checkout-missing" labels={checkoutLabels} />
      <ButtonLink href={routes.cart()} variant="secondary" className={styles.back}>
        {checkoutTexts.backToCart}
      </ButtonLink>
    </aside>
  );
}
