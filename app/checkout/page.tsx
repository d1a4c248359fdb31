import { PageIntro } from '@/components/page-intro';
import { CheckoutPage } from '@/features/checkout/components/checkout-page';
import { pageTitles } from '@/features/shell/texts';
import { pageHeading, pageMetadata } from '@/features/shell/seo/page-metadata';
import { routes } from '@/lib/routes';
import styles from '../cart/page.module.scss';

const path = routes.checkout();

export const generateMetadata = () => pageMetadata(path, { title: pageTitles.checkout });

export default async function CheckoutRoute() {
  return (
    <>
      <PageIntro title={await pageHeading(path, pageTitles.checkout)} />
      <div className={styles.page}>
        <CheckoutPage />
      </div>
    </>
  );
}
