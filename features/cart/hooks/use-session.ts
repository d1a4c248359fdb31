'use client';

import { useSyncExternalStore } from 'react';
import { hasSession } from '../model/session';

const noSubscription = () => () => undefined;

/** The session flag; false in the server render, which never reads the browser's cookie. */
export function useHasSession(): boolean {
  return useSyncExternalStore(noSubscription, hasSession, () => false);
}
