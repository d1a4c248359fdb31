import {
  ManagerFrame,
  PopularSearchesPage,
  StaffBar,
  StaffLogin,
  StaffOnly,
} from '@/features/manager';
import { loadStaffGate } from '@/features/manager/server';
import { api } from '@/lib/api';

/** /manager/searches/: the often searched queries of the search panel (issue #34). */
export default async function ManagerSearchesPage() {
  const gate = await loadStaffGate();
  if (gate.kind !== 'staff')
    return <ManagerFrame>{gate.kind === 'login' ? <StaffLogin /> : <StaffOnly />}</ManagerFrame>;
  const data = await api.popularSearches.list();
  return (
    <ManagerFrame>
      <StaffBar staff={gate.staff} />
      <PopularSearchesPage data={data} />
    </ManagerFrame>
  );
}
