import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { AccountFrame } from '@/features/account/components/account-frame';
import { ProfileSettings } from '@/features/account/components/profile-settings';
import { Recipients } from '@/features/account/components/recipients';
import { profileOptions, recipientsOptions } from '@/features/account/api/queries';
import { pageTitles } from '@/features/shell/texts';
import { pageHeading, pageMetadata } from '@/features/shell/seo/page-metadata';
import { routes } from '@/lib/routes';

const path = routes.user();

export const generateMetadata = () => pageMetadata(path, { title: pageTitles.user });

export default async function UserPage() {
  const queryClient = new QueryClient();
  const [heading] = await Promise.all([
    pageHeading(path, pageTitles.user),
    queryClient.prefetchQuery(profileOptions()),
    queryClient.prefetchQuery(recipientsOptions()),
  ]);
  const profile = queryClient.getQueryData(profileOptions().queryKey);
  return (
    <AccountFrame title={heading} userType={profile?.user_type ?? null}>
      <HydrationBoundary state={dehydrate(queryClient)}>
        <ProfileSettings />
        <Recipients />
      </HydrationBoundary>
    </AccountFrame>
  );
}
