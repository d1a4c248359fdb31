'use client';

import { Suspense } from 'react';
import { LoadingBar } from '@/components/loading-bar';
import { NotificationList } from '@/components/notifications';
import { ActiveModalOpener } from './active-modal-opener';
import { ClientEffects } from './client-effects';
import { ScrollManager } from './scroll-manager';

/**
 * What every page does once it is there (./after-load.tsx brings it after the page's load): the
 * navigation's loading bar, the notification list (a notice sent before it came waits in its
 * store), the query rules and the remembered modal of accounts.md §2 with the login modal of an
 * expired session (one refused before it came is not lost: lib/api/session-expired.ts), the
 * scroll to the top or the anchor on a navigation (until it comes, the router's own scroll to the
 * top), and the viewport cookie with the guest's warehouse.
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
      <ScrollManager />
    </>
  );
}
