import { pageTitles } from '@/features/shell';
import { PlaceholderPage, pageMetadata } from '@/features/shell/server';
import { routes } from '@/lib/routes';

const path = routes.userFavourites();

export const generateMetadata = () => pageMetadata(path, { title: pageTitles.userFavourites });

export default function UserFavouritesPage() {
  return <PlaceholderPage path={path} title={pageTitles.userFavourites} />;
}
