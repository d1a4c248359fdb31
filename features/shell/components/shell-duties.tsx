'use client';

import { Suspense } from 'react';
import { LoadingBar } from '@/components/loading-bar';
import { NotificationList } from '@/components/notifications';
import { ActiveModalOpener } from './active-modal-opener';
import { ClientEffects } from './client-effects';
import { HeaderBehaviour } from './header-behaviour';
import { WebVitalsReporter } from './web-vitals-reporter';

/**
 * What every page does once it is there (./after-load.tsx brings it after the page's load): the
 * navigation's loading bar, what the header's menus need code for (./header-behaviour.tsx), the
 * notification list (a notice sent before it came waits in its
 * store), the query rules and the remembered modal of accounts.md §2 with the login modal of an
 * expired session (one refused before it came is not lost: lib/api/session-expired.ts), the
 * viewport cookie with the guest's warehouse, and the report of real visitors' Core Web Vitals
 * (issue #37; coming after the load, it still sees the whole page view: ./web-vitals-reporter.tsx).
 * The scroll manager is not here but in the first load (app/layout.tsx): the spec's scroll rule
 * (the top, or the anchor) holds from the first navigation, not from when these come.
 */
export function ShellDuties() {
  return (
    <>
      <NotificationList />
      <Suspense>
        <LoadingBar />
      </Suspense>
      <ActiveModalOpener />
      <ClientEffects />
      <HeaderBehaviour />
      <WebVitalsReporter />
    </>
  );
}
