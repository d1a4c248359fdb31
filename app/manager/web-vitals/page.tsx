import { HeadOnly, StaffOnly } from '@/features/manager/components/refused';
import { ManagerFrame } from '@/features/manager/components/manager-frame';
import { StaffBar } from '@/features/manager/components/staff-bar';
import { StaffLogin } from '@/features/manager/components/staff-login';
import { WebVitalsPage } from '@/features/manager/components/web-vitals-page';
import { webVitalsTexts } from '@/features/manager/web-vitals-texts';
import { loadStaffGate } from '@/features/manager/api/load-staff';
import { WEB_VITALS_SAMPLE_RATE } from '@/features/shell/model/web-vitals-report';
import { api } from '@/lib/api';

/**
 * /manager/web-vitals/: «Скорость сайта у посетителей», the head's page (issue #37, part 4): the
 * p75 of real visitors' Core Web Vitals per page type and device class, over 1 and 28 days. A
 * manager is told it is the head's. The sampling rate comes from the shell's reporter (app/ puts
 * the two features side by side: docs/style.md §1).
 */
export default async function ManagerWebVitalsPage() {
  const gate = await loadStaffGate();
  if (gate.kind !== 'staff')
    return <ManagerFrame>{gate.kind === 'login' ? <StaffLogin /> : <StaffOnly />}</ManagerFrame>;
  if (gate.staff.role !== 'head')
    return (
      <ManagerFrame>
        <StaffBar staff={gate.staff} />
        <HeadOnly texts={webVitalsTexts.headOnly} />
      </ManagerFrame>
    );
  const data = await api.webVitals.summary();
  return (
    <ManagerFrame>
      <StaffBar staff={gate.staff} />
      <WebVitalsPage data={data} sampleEvery={Math.round(1 / WEB_VITALS_SAMPLE_RATE)} />
    </ManagerFrame>
  );
}
