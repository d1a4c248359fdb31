'use client';

import { useQuery } from '@tanstack/react-query';
import { ButtonLink } from '@/components/button';
import { routes } from '@/lib/routes';
import { storeInfoOptions } from '../api/queries';
import { checkoutTexts } from '../texts';
import styles from './checkout.module.scss';

/**
 * /checkout-success/: the order number and the manager's contact. Only ever the viewer's own
 * order: the page checked it on the server (issue #34), and read how the order is paid there.
 */
export function CheckoutSuccess({ orderId, invoice }: { orderId: string; invoice: boolean }) {
  const info = useQuery(storeInfoOptions());
  const manager = info.data?.manager;
  return (
    <div className={styles.success}>
      <h1 className={styles.successTitle}>{checkoutTexts.successTitle(orderId)}</h1>
      <p>{checkoutTexts.successLead}</p>
      <p>{checkoutTexts.successMail}</p>
      {/* An order paid by bank transfer has its invoice at once (issue #21). */}
      {invoice ? (
        <p>
          <a href={routes.invoice(orderId)} download className={styles.invoiceLink}>
            {checkoutTexts.downloadInvoice}
          </a>{' '}
          {checkoutTexts.invoiceNote}
        </p>
      ) : null}
      {info.data ? (
        <section className={styles.contact} aria-label={checkoutTexts.yourManager}>
          <h2>{checkoutTexts.yourManager}</h2>
          {manager ? (
            <p>
              {manager.name}
              <br />
              <a href={`tel:${manager.phone.replace(/[^\d+]/g, '')}`}>{manager.phone}</a>
              <br />
              <a href={`mailto:${manager.email}`}>{manager.email}</a>
            </p>
          ) : (
            <p>
              {checkoutTexts.managerFallback}: {info.data.store.name}
              {info.data.store.phone ? (
                <>
                  ,{' '}
                  <a href={`tel:${info.data.store.phone.replace(/[^\d+]/g, '')}`}>
                    {info.data.store.phone}
                  </a>
                </>
              ) : null}
            </p>
          )}
        </section>
      ) : null}
      <div className={styles.actions}>
        <ButtonLink href={routes.userHistory()}>{checkoutTexts.toHistory}</ButtonLink>
        <ButtonLink href={routes.catalog()} variant="secondary">
          {checkoutTexts.toCatalog}
        </ButtonLink>
      </div>
    </div>
  );
}
