import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { redirect } from 'next/navigation';
import { AccountFrame } from '@/features/account/components/account-frame';
import { CompanyForm } from '@/features/account/components/company-form';
import { organizationOptions } from '@/features/account/api/queries';
import { loadUserData } from '@/features/account/api/load-user-data';
import { pageTitles } from '@/features/shell/texts';
import { pageHeading, pageMetadata } from '@/features/shell/seo/page-metadata';
import { routes } from '@/lib/routes';

const path = routes.userCompany();

export const generateMetadata = () => pageMetadata(path, { title: pageTitles.userCompany });

/** Company data is for legal entities only (accounts.md §6); other buyers go to their profile. */
export default async function UserCompanyPage() {
  const user = await loadUserData();
  if (user && user.user_type !== 'legal_entity') redirect(routes.user());
  const queryClient = new QueryClient();
  const [heading] = await Promise.all([
    pageHeading(path, pageTitles.userCompany),
    queryClient.prefetchQuery(organizationOptions()),
  ]);
  return (
    <AccountFrame title={heading} userType={user?.user_type ?? null}>
      <HydrationBoundary state={dehydrate(queryClient)}>
        <CompanyForm />
      </HydrationBoundary>
    </AccountFrame>
  );
}
