import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { AccountFrame } from '@/features/account/components/account-frame';
import { OrderHistory } from '@/features/account/components/order-history';
import { ordersOptions } from '@/features/account/api/queries';
import { RestockList } from '@/features/account/components/restock-list';
import { loadUserData } from '@/features/account/api/load-user-data';
import { pageTitles } from '@/features/shell/texts';
import { pageHeading, pageMetadata } from '@/features/shell/seo/page-metadata';
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
