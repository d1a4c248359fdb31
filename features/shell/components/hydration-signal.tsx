'use client';

import { useEffect } from 'react';
import { HYDRATED_EVENT } from '@/lib/framework/late-scripts.mjs';

/**
 * Says that React has hydrated the page: a cached page's script loader then clicks again the
 * button a visitor tapped before the code came (lib/framework/late-scripts.mjs). Rendered last
 * in the body, so its effect runs after every part before it has hydrated.
 */
export function HydrationSignal() {
  useEffect(() => {
    window.dispatchEvent(new Event(HYDRATED_EVENT));
  }, []);
  return null;
}
