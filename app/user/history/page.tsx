import { pageTitles } from '@/features/shell';
import { PlaceholderPage, pageMetadata } from '@/features/shell/server';
import { routes } from '@/lib/routes';

const path = routes.userHistory();

export const generateMetadata = () => pageMetadata(path, { title: pageTitles.userHistory });

export default function UserHistoryPage() {
  return <PlaceholderPage path={path} title={pageTitles.userHistory} />;
}
