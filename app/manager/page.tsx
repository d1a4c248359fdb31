import { filterFromSearch, toRequestsQuery } from '@/features/manager/model/filter';
import { ManagerFrame } from '@/features/manager/components/manager-frame';
import { RequestQueue } from '@/features/manager/components/request-queue';
import { StaffBar } from '@/features/manager/components/staff-bar';
import { StaffLogin } from '@/features/manager/components/staff-login';
import { StaffOnly } from '@/features/manager/components/refused';
import { loadStaffGate, loadStaffList } from '@/features/manager/api/load-staff';
import { api } from '@/lib/api';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /manager/: the staff login, or the queue with its filters from the query. */
export default async function ManagerPage({ searchParams }: Props) {
  const gate = await loadStaffGate();
  if (gate.kind === 'login')
    return (
      <ManagerFrame>
        <StaffLogin />
      </ManagerFrame>
    );
  if (gate.kind === 'refused')
    return (
      <ManagerFrame>
        <StaffOnly />
      </ManagerFrame>
    );
  const filter = filterFromSearch(await searchParams);
  const { data, error } = await loadStaffList(() => api.manager.requests(toRequestsQuery(filter)));
  return (
    <ManagerFrame>
      <StaffBar staff={gate.staff} />
      <RequestQueue data={data} filter={filter} error={error} />
    </ManagerFrame>
  );
}
