'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

/** A path as usePathname and location may each write it: decoded, without the trailing slash. */
function samePath(a: string, b: string): boolean {
  const plain = (path: string) => {
    try {
      return decodeURI(path).replace(/\/+$/, '');
    } catch {
      return path.replace(/\/+$/, '');
    }
  };
  return plain(a) === plain(b);
}

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
  // The path a Back or Forward went to. A move within the page (the image viewer's own entry,
  // the search's 'Показать ещё') changes no path: a flag alone stayed set and kept the next
  // link's page at the old scroll position.
  const historyMove = useRef<string | null>(null);

  useEffect(() => {
    const onPopState = () => {
      historyMove.current = window.location.pathname;
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
    const moved = historyMove.current !== null && samePath(historyMove.current, pathname);
    historyMove.current = null;
    if (moved) return;
    const target = anchorTarget();
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname]);

  return null;
}
