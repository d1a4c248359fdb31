import type { ReactNode } from 'react';
import { loadStaffGate } from '../api/load-staff';
import { ManagerFrame } from './manager-frame';
import { HeadOnly, StaffOnly } from './refused';
import { StaffBar } from './staff-bar';
import { StaffLogin } from './staff-login';

/**
 * A page of the head's in the workspace («Обмен с 1С», issue #35; «Скорость сайта», issue #37):
 * the login without a session, a buyer refused, a manager told it is the head's (in the page's
 * own words, `headOnly`), and for the head the staff bar and what `render` loads.
 */
export async function HeadPage({
  headOnly,
  render,
}: {
  headOnly?: Parameters<typeof HeadOnly>[0]['texts'];
  render: () => Promise<ReactNode>;
}) {
  const gate = await loadStaffGate();
  if (gate.kind !== 'staff')
    return <ManagerFrame>{gate.kind === 'login' ? <StaffLogin /> : <StaffOnly />}</ManagerFrame>;
  return (
    <ManagerFrame>
      <StaffBar staff={gate.staff} />
      {gate.staff.role === 'head' ? await render() : <HeadOnly texts={headOnly} />}
    </ManagerFrame>
  );
}
