import { pageTitles } from '@/features/shell';
import { PlaceholderPage, pageMetadata } from '@/features/shell/server';
import { routes } from '@/lib/routes';

const path = routes.userManager();

export const generateMetadata = () => pageMetadata(path, { title: pageTitles.userManager });

export default function UserManagerPage() {
  return <PlaceholderPage path={path} title={pageTitles.userManager} />;
}
