import { HeadPage } from '@/features/manager/components/head-page';
import { WebVitalsPage } from '@/features/manager/components/web-vitals-page';
import { webVitalsTexts } from '@/features/manager/web-vitals-texts';
import { WEB_VITALS_SAMPLE_RATE } from '@/features/shell/model/web-vitals-report';
import { api } from '@/lib/api';

/**
 * /manager/web-vitals/: «Скорость сайта у посетителей», the head's page (issue #37, part 4): the
 * p75 of real visitors' Core Web Vitals per page type and device class, over 1 and 28 days. A
 * manager is told it is the head's. The sampling rate comes from the shell's reporter (app/ puts
 * the two features side by side: docs/style.md §1).
 */
export default function ManagerWebVitalsPage() {
  return (
    <HeadPage
      headOnly={webVitalsTexts.headOnly}
      render={async () => (
        <WebVitalsPage
          data={await api.webVitals.summary()}
          sampleEvery={Math.round(1 / WEB_VITALS_SAMPLE_RATE)}
        />
      )}
    />
  );
}
