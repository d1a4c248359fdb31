import {
  filterFromSearch,
  ManagerFrame,
  RequestQueue,
  StaffBar,
  StaffLogin,
  StaffOnly,
  toRequestsQuery,
} from '@/features/manager';
import { loadStaffGate, loadStaffList } from '@/features/manager/server';
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
