import { PageIntro } from '@/components/page-intro';
import { CartPage } from '@/features/cart/components/cart-page';
import { pageTitles } from '@/features/shell/texts';
import { pageHeading, pageMetadata } from '@/features/shell/seo/page-metadata';
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
