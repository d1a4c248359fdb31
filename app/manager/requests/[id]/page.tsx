import { notFound } from 'next/navigation';
import { ManagerFrame } from '@/features/manager/components/manager-frame';
import { RequestCard } from '@/features/manager/components/request-card';
import { StaffBar } from '@/features/manager/components/staff-bar';
import { StaffLogin } from '@/features/manager/components/staff-login';
import { StaffOnly } from '@/features/manager/components/refused';
import { loadStaffGate } from '@/features/manager/api/load-staff';
import { api, isApiError } from '@/lib/api';
import { isId } from '@/lib/validation/ids';

type Props = { params: Promise<{ id: string }> };

/** /manager/requests/{id}/: a request's card, for the staff who may see it (else 404). */
export default async function ManagerRequestPage({ params }: Props) {
  const gate = await loadStaffGate();
  if (gate.kind !== 'staff')
    return <ManagerFrame>{gate.kind === 'login' ? <StaffLogin /> : <StaffOnly />}</ManagerFrame>;
  const id = Number((await params).id);
  if (!isId(id)) notFound();
  const request = await api.manager.request(id).catch((error: unknown) => {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) notFound();
    throw error;
  });
  return (
    <ManagerFrame>
      <StaffBar staff={gate.staff} />
      <RequestCard request={request} />
    </ManagerFrame>
  );
}
