import { ManagerFrame } from '@/features/manager/components/manager-frame';
import { OrderList } from '@/features/manager/components/order-list';
import { StaffBar } from '@/features/manager/components/staff-bar';
import { StaffLogin } from '@/features/manager/components/staff-login';
import { StaffOnly } from '@/features/manager/components/refused';
import { loadStaffGate, loadStaffList } from '@/features/manager/api/load-staff';
import { api } from '@/lib/api';
import type { ManagerOrdersQuery } from '@/lib/api/contract/manager-orders';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const filterKeys = ['status', 'warehouse', 'page'] as const;

/** /manager/orders/: the orders of the staff member's warehouses (issue #20). */
export default async function ManagerOrdersPage({ searchParams }: Props) {
  const gate = await loadStaffGate();
  if (gate.kind !== 'staff')
    return <ManagerFrame>{gate.kind === 'login' ? <StaffLogin /> : <StaffOnly />}</ManagerFrame>;
  const search = await searchParams;
  const filter: Record<string, string> = {};
  for (const key of filterKeys) {
    const raw = search[key];
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (value) filter[key] = value.slice(0, 200);
  }
  const { data, error } = await loadStaffList(() =>
    api.managerOrders.list(filter as ManagerOrdersQuery),
  );
  return (
    <ManagerFrame>
      <StaffBar staff={gate.staff} />
      <OrderList data={data} filter={filter} error={error} />
    </ManagerFrame>
  );
}
