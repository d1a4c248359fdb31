import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { AccountFrame, OrderHistory, ordersOptions, RestockList } from '@/features/account';
import { loadUserData } from '@/features/account/server';
import { pageTitles } from '@/features/shell';
import { pageHeading, pageMetadata } from '@/features/shell/server';
import { routes } from '@/lib/routes';

const path = routes.userHistory();

export const generateMetadata = () => pageMetadata(path, { title: pageTitles.userHistory });

export default async function UserHistoryPage() {
  const queryClient = new QueryClient();
  const [heading, user] = await Promise.all([
    pageHeading(path, pageTitles.userHistory),
    loadUserData(),
    queryClient.prefetchQuery(ordersOptions({ page: 1 })),
  ]);
  return (
    <AccountFrame title={heading} userType={user?.user_type ?? null}>
      <HydrationBoundary state={dehydrate(queryClient)}>
        <OrderHistory />
        <RestockList />
      </HydrationBoundary>
    </AccountFrame>
  );
}
