import { PageIntro } from '@/components/page-intro';
import { CartPage } from '@/features/cart';
import { pageTitles } from '@/features/shell';
import { pageHeading, pageMetadata } from '@/features/shell/server';
import { routes } from '@/lib/routes';
import styles from './page.module.scss';

const path = routes.cart();

export const generateMetadata = () => pageMetadata(path, { title: pageTitles.cart });

export default async function CartRoute() {
  return (
    <>
      <PageIntro title={await pageHeading(path, pageTitles.cart)} />
      <div className={styles.page}>
        <CartPage />
      </div>
    </>
  );
}
