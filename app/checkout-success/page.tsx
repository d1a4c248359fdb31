import { CheckoutSuccess } from '@/features/checkout';
import { pageTitles } from '@/features/shell';
import { pageMetadata } from '@/features/shell/server';
import { routes } from '@/lib/routes';
import styles from '../cart/page.module.scss';

const path = routes.checkoutSuccess();

export const generateMetadata = () =>
  pageMetadata(path, { title: pageTitles.checkoutSuccess }, { noindex: true });

export default async function CheckoutSuccessRoute({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const raw = (await searchParams).orderId;
  const orderId = typeof raw === 'string' && /^\d{1,12}$/.test(raw) ? raw : null;
  return (
    <div className={styles.page}>
      <CheckoutSuccess orderId={orderId} />
    </div>
  );
}
