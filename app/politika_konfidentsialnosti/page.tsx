import { BuyersPage } from '@/features/content/buyers';
import { pageTitles } from '@/features/shell';
import { pageHeading, pageMetadata } from '@/features/shell/server';
import { routes } from '@/lib/routes';

const path = routes.privacyPolicy();

// The same document as /buyers/politika_konfidentsialnosti/, which is the canonical address.
export const generateMetadata = () =>
  pageMetadata(
    path,
    { title: pageTitles.buyers.politika_konfidentsialnosti },
    { canonical: routes.buyers('politika_konfidentsialnosti') },
  );

export default async function PrivacyPolicyPage() {
  const title = await pageHeading(path, pageTitles.buyers.politika_konfidentsialnosti);
  return <BuyersPage code="politika_konfidentsialnosti" title={title} />;
}
