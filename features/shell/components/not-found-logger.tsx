'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { notFoundLogLine } from '../client-texts';

/** Logs the unmatched path (storefront.md §2, §8: 'Page Not Found: {path}'). */
export function NotFoundLogger() {
  const pathname = usePathname();
  useEffect(() => {
    console.warn(notFoundLogLine(pathname));
  }, [pathname]);
  return null;
}
