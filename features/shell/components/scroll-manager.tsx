'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

function anchorTarget(): HTMLElement | null {
  const hash = window.location.hash.slice(1);
  if (!hash) return null;
  try {
    return document.getElementById(decodeURIComponent(hash));
  } catch {
    return document.getElementById(hash);
  }
}

/**
 * storefront.md §2: every navigation scrolls to the top, or to the anchor when the address has
 * a hash. Back and forward keep the position the browser restores.
 */
export function ScrollManager() {
  const pathname = usePathname();
  const firstRender = useRef(true);
  const historyMove = useRef(false);

  useEffect(() => {
    const onPopState = () => {
      historyMove.current = true;
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  useEffect(() => {
    if (firstRender.current) {
      // The first load: the browser has already gone to the anchor, if any.
      firstRender.current = false;
      return;
    }
    if (historyMove.current) {
      historyMove.current = false;
      return;
    }
    const target = anchorTarget();
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname]);

  return null;
}
