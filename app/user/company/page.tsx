import { pageTitles } from '@/features/shell';
import { PlaceholderPage, pageMetadata } from '@/features/shell/server';
import { routes } from '@/lib/routes';

const path = routes.userCompany();

export const generateMetadata = () => pageMetadata(path, { title: pageTitles.userCompany });

export default function UserCompanyPage() {
  return <PlaceholderPage path={path} title={pageTitles.userCompany} />;
}
