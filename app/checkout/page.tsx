import { pageTitles } from '@/features/shell';
import { PlaceholderPage, pageMetadata } from '@/features/shell/server';
import { routes } from '@/lib/routes';

const path = routes.checkout();

export const generateMetadata = () => pageMetadata(path, { title: pageTitles.checkout });

export default function CheckoutPage() {
  return <PlaceholderPage path={path} title={pageTitles.checkout} />;
}
