'use client';

import { useSessionFlag } from '@/lib/session-flag';

/** The session flag; false in the server render, which never reads the browser's cookie. */
export function useHasSession(): boolean {
  return useSessionFlag();
}
