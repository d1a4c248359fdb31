import { pageTitles } from '@/features/shell';
import { PlaceholderPage, pageMetadata } from '@/features/shell/server';
import { routes } from '@/lib/routes';

const path = routes.cart();

export const generateMetadata = () => pageMetadata(path, { title: pageTitles.cart });

export default function CartPage() {
  return <PlaceholderPage path={path} title={pageTitles.cart} />;
}
