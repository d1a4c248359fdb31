'use client';

import { useBuyerSession } from '@/lib/session-flag';

/**
 * A buyer's session flag (a staff member's session reads no cart: the API refuses it); false in
 * the server render, which never reads the browser's cookie.
 */
export function useHasSession(): boolean {
  return useBuyerSession();
}
