import { BuyersPage } from '@/features/content/components/buyers-page';
import { pageTitles } from '@/features/shell/texts';
import { pageHeading, pageMetadata } from '@/features/shell/seo/page-metadata';
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
