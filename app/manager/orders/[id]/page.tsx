import { notFound } from 'next/navigation';
import { ManagerFrame } from '@/features/manager/components/manager-frame';
import { OrderCard } from '@/features/manager/components/order-card';
import { StaffBar } from '@/features/manager/components/staff-bar';
import { StaffLogin } from '@/features/manager/components/staff-login';
import { StaffOnly } from '@/features/manager/components/refused';
import { loadStaffGate } from '@/features/manager/api/load-staff';
import { api, isApiError } from '@/lib/api';
import { isId } from '@/lib/validation/ids';

type Props = { params: Promise<{ id: string }> };

/** /manager/orders/{id}/: an order's card, for the staff of its warehouse and the head (else 404). */
export default async function ManagerOrderPage({ params }: Props) {
  const gate = await loadStaffGate();
  if (gate.kind !== 'staff')
    return <ManagerFrame>{gate.kind === 'login' ? <StaffLogin /> : <StaffOnly />}</ManagerFrame>;
  const id = Number((await params).id);
  if (!isId(id)) notFound();
  const order = await api.managerOrders.order(id).catch((error: unknown) => {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) notFound();
    throw error;
  });
  // The buyer's price type (issue #35), for the head and the managers of the buyer's
  // warehouse; anyone else (a buyer who moved to another warehouse) sees the card without it.
  const priceType = await api.managerExchange
    .buyerPriceType(order.buyer.id)
    .catch((error: unknown) => {
      if (isApiError(error) && error.status === 404) return null;
      throw error;
    });
  return (
    <ManagerFrame>
      <StaffBar staff={gate.staff} />
      <OrderCard order={order} priceType={priceType} />
    </ManagerFrame>
  );
}
