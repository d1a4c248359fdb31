import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { api } from '@/lib/api';
import type { ManagerOrderStatusInput } from '@/lib/api/contract/manager-orders';

/**
 * One status change of an order by staff (issue #20). The card is rendered by the server, so on
 * success the page renders again (new status, history, buttons). Failures are shown by the card
 * itself (`silent`): a 409 says someone else changed the order meanwhile.
 */
export function useOrderStatus(orderId: number) {
  const router = useRouter();
  return useMutation({
    meta: { silent: true },
    mutationFn: (input: ManagerOrderStatusInput) => api.managerOrders.setStatus(orderId, input),
    onSuccess: () => router.refresh(),
  });
}
