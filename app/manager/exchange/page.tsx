import { ExchangePage } from '@/features/manager/components/exchange-page';
import { HeadOnly, StaffOnly } from '@/features/manager/components/refused';
import { ManagerFrame } from '@/features/manager/components/manager-frame';
import { StaffBar } from '@/features/manager/components/staff-bar';
import { StaffLogin } from '@/features/manager/components/staff-login';
import { loadStaffGate } from '@/features/manager/api/load-staff';
import { api } from '@/lib/api';

/**
 * /manager/exchange/: «Обмен с 1С», the head's page (issue #35): the last exchanges, the
 * warehouses 1C added, the exchange settings. A manager is told it is the head's.
 */
export default async function ManagerExchangePage() {
  const gate = await loadStaffGate();
  if (gate.kind !== 'staff')
    return <ManagerFrame>{gate.kind === 'login' ? <StaffLogin /> : <StaffOnly />}</ManagerFrame>;
  if (gate.staff.role !== 'head')
    return (
      <ManagerFrame>
        <StaffBar staff={gate.staff} />
        <HeadOnly />
      </ManagerFrame>
    );
  const data = await api.managerExchange.page();
  return (
    <ManagerFrame>
      <StaffBar staff={gate.staff} />
      <ExchangePage data={data} />
    </ManagerFrame>
  );
}
