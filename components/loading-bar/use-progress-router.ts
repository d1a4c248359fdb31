'use client';

import { useRouter } from 'next/navigation';
import { useMemo } from 'react';
import { startNavigation } from '@/lib/stores/loading-bar';

function leavesCurrentPage(href: string): boolean {
  const url = new URL(href, window.location.href);
  return url.pathname !== window.location.pathname || url.search !== window.location.search;
}

/** next/navigation's router whose push and replace also start the loading bar. */
export function useProgressRouter(): ReturnType<typeof useRouter> {
  const router = useRouter();
  return useMemo(
    () => ({
      ...router,
      push: (href, options) => {
        if (leavesCurrentPage(href)) startNavigation();
        router.push(href, options);
      },
      replace: (href, options) => {
        if (leavesCurrentPage(href)) startNavigation();
        router.replace(href, options);
      },
    }),
    [router],
  );
}
