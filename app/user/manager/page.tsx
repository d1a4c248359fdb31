import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { AccountFrame } from '@/features/account/components/account-frame';
import { ManagerPage } from '@/features/account/components/manager-page';
import { userDataOptions } from '@/features/account/api/queries';
import { pageTitles } from '@/features/shell/texts';
import { pageHeading, pageMetadata } from '@/features/shell/seo/page-metadata';
import { routes } from '@/lib/routes';

const path = routes.userManager();

export const generateMetadata = () => pageMetadata(path, { title: pageTitles.userManager });

export default async function UserManagerPage() {
  const queryClient = new QueryClient();
  const [heading] = await Promise.all([
    pageHeading(path, pageTitles.userManager),
    queryClient.prefetchQuery(userDataOptions()),
  ]);
  const user = queryClient.getQueryData(userDataOptions().queryKey);
  return (
    <AccountFrame title={heading} userType={user?.user_type ?? null}>
      <HydrationBoundary state={dehydrate(queryClient)}>
        <ManagerPage />
      </HydrationBoundary>
    </AccountFrame>
  );
}
