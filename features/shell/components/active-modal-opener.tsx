'use client';

import Cookies from 'js-cookie';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { ACTIVE_MODAL_COOKIE } from '@/lib/cookies';
import { openModal } from '@/lib/stores/modals';

/**
 * Reopens the modal remembered in the active-modal cookie (accounts.md AC-2.11), e.g. the login
 * modal after proxy.ts sent a guest from /cart/ to the home page. The cookie is spent only when
 * the modal is registered and opens; otherwise it simply expires after its 2 minutes.
 */
export function ActiveModalOpener() {
  const pathname = usePathname();
  useEffect(() => {
    const key = Cookies.get(ACTIVE_MODAL_COOKIE);
    if (key && openModal(key)) Cookies.remove(ACTIVE_MODAL_COOKIE, { path: '/' });
  }, [pathname]);
  return null;
}
