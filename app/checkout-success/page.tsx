import { redirect } from 'next/navigation';
import { CheckoutSuccess } from '@/features/checkout/components/checkout-success';
import { loadSuccessViewer } from '@/features/checkout/api/load-success-viewer';
import { pageTitles } from '@/features/shell/texts';
import { pageMetadata } from '@/features/shell/seo/page-metadata';
import { routes } from '@/lib/routes';
import styles from '../cart/page.module.scss';

const path = routes.checkoutSuccess();

export const generateMetadata = () =>
  pageMetadata(path, { title: pageTitles.checkoutSuccess }, { noindex: true });

/**
 * The page confirms an order only to its buyer (issue #34): anything else sends a buyer to the
 * order history and a visitor home. Not login-guarded (the spec's route table), never cached.
 */
export default async function CheckoutSuccessRoute({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const raw = (await searchParams).orderId;
  const viewer = await loadSuccessViewer(typeof raw === 'string' ? raw : undefined);
  if (viewer.kind === 'visitor') redirect(routes.home());
  if (viewer.kind === 'buyer') redirect(routes.userHistory());
  return (
    <div className={styles.page}>
      <CheckoutSuccess
        orderId={String(viewer.order.orderId)}
        invoice={viewer.order.payment === 'invoice'}
      />
    </div>
  );
}
