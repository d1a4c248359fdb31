import { ManagerFrame } from '@/features/manager/components/manager-frame';
import { PopularSearchesPage } from '@/features/manager/components/popular-searches';
import { StaffBar } from '@/features/manager/components/staff-bar';
import { StaffLogin } from '@/features/manager/components/staff-login';
import { StaffOnly } from '@/features/manager/components/refused';
import { loadStaffGate } from '@/features/manager/api/load-staff';
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
