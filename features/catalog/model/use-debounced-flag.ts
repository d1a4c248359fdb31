'use client';

import { useEffect, useState } from 'react';

/** The catalogue loading flag is debounced 100 ms (storefront.md §4, §9). */
export const CATALOG_LOADING_DEBOUNCE_MS = 100;

/** `flag`, but turning true only once it has stayed true for `delay` ms; false at once. */
export function useDebouncedFlag(flag: boolean, delay = CATALOG_LOADING_DEBOUNCE_MS): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!flag) return;
    const timer = setTimeout(() => setShown(true), delay);
    return () => {
      clearTimeout(timer);
      setShown(false);
    };
  }, [flag, delay]);
  return flag && shown;
}
