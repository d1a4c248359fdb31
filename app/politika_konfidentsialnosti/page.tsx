import { pageTitles } from '@/features/shell';
import { PlaceholderPage, pageMetadata } from '@/features/shell/server';
import { routes } from '@/lib/routes';

const path = routes.privacyPolicy();

// The same document as /buyers/politika_konfidentsialnosti/, which is the canonical address.
export const generateMetadata = () =>
  pageMetadata(
    path,
    { title: pageTitles.buyers.politika_konfidentsialnosti },
    { canonical: routes.buyers('politika_konfidentsialnosti') },
  );

export default function PrivacyPolicyPage() {
  return <PlaceholderPage path={path} title={pageTitles.buyers.politika_konfidentsialnosti} />;
}
