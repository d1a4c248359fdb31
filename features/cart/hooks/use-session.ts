'use client';

import { useSyncExternalStore } from 'react';
import { hasSessionFlag as hasSession } from '@/lib/session-flag';

const noSubscription = () => () => undefined;

/** The session flag; false in the server render, which never reads the browser's cookie. */
export function useHasSession(): boolean {
  return useSyncExternalStore(noSubscription, hasSession, () => false);
}
