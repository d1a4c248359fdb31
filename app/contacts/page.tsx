import { pageTitles } from '@/features/shell';
import { PlaceholderPage, pageMetadata } from '@/features/shell/server';
import { routes } from '@/lib/routes';

const path = routes.contacts();

export const generateMetadata = () => pageMetadata(path, { title: pageTitles.contacts });

export default function ContactsPage() {
  return <PlaceholderPage path={path} title={pageTitles.contacts} />;
}
