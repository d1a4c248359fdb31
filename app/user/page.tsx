import { pageTitles } from '@/features/shell';
import { PlaceholderPage, pageMetadata } from '@/features/shell/server';
import { routes } from '@/lib/routes';

const path = routes.user();

export const generateMetadata = () => pageMetadata(path, { title: pageTitles.user });

export default function UserPage() {
  return <PlaceholderPage path={path} title={pageTitles.user} />;
}
