import {
  filterFromSearch,
  ManagerFrame,
  RequestQueue,
  StaffBar,
  StaffLogin,
  StaffOnly,
  toRequestsQuery,
} from '@/features/manager';
import { loadStaffGate } from '@/features/manager/server';
import { api, isApiError } from '@/lib/api';
import type { RequestsList } from '@/lib/api/contract/manager';

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
  let data: RequestsList | null = null;
  let error: string | null = null;
  try {
    data = await api.manager.requests(toRequestsQuery(filter));
  } catch (caught) {
    if (!isApiError(caught) || caught.status !== 400) throw caught;
    error = Object.values(caught.errors ?? {})[0] ?? caught.message;
  }
  return (
    <ManagerFrame>
      <StaffBar staff={gate.staff} />
      <RequestQueue data={data} filter={filter} error={error} />
    </ManagerFrame>
  );
}
