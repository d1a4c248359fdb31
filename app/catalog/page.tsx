import { pageTitles } from '@/features/shell';
import { PlaceholderPage, pageMetadata } from '@/features/shell/server';
import { routes } from '@/lib/routes';

const path = routes.catalog();

export const generateMetadata = () => pageMetadata(path, { title: pageTitles.catalog });

export default function CatalogPage() {
  return <PlaceholderPage path={path} title={pageTitles.catalog} />;
}
