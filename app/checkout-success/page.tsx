import { pageTitles } from '@/features/shell';
import { PlaceholderPage, pageMetadata } from '@/features/shell/server';
import { routes } from '@/lib/routes';

const path = routes.checkoutSuccess();

export const generateMetadata = () =>
  pageMetadata(path, { title: pageTitles.checkoutSuccess }, { noindex: true });

// TODO(#8): the order number from ?orderId= and what happens next.
export default function CheckoutSuccessPage() {
  return <PlaceholderPage path={path} title={pageTitles.checkoutSuccess} />;
}
