'use client';

import { useEffect } from 'react';
import { syncGuestStock } from '@/lib/stores/guest-stock';
import { hasSessionFlag } from '@/lib/session-flag';
import { rememberViewport } from '../model/viewport-cookie';

/** Small per-visit duties of the shell: the viewport cookie and the guest's warehouse. */
export function ClientEffects() {
  useEffect(() => {
    syncGuestStock(hasSessionFlag());
    rememberViewport(window.innerWidth);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => rememberViewport(window.innerWidth), 300);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return null;
}
