'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { hidePopover } from '@/components/hooks';

/**
 * A header menu the browser opens (a popover, issue #37) closes on a followed link of its own and
 * on a client-side navigation (Back included). An opening made before the page's code came
 * stays: only a change of address after this mounts closes it. `alsoWhen` closes it too (the
 * mobile menu at the desktop width).
 */
export function useMenuClosing(id: string, alsoWhen = false): void {
  const pathname = usePathname();

  useEffect(() => {
    const panel = document.getElementById(id);
    const closeOnLink = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a')) hidePopover(id);
    };
    panel?.addEventListener('click', closeOnLink);
    return () => panel?.removeEventListener('click', closeOnLink);
  }, [id]);

  const shownOn = useRef(pathname);
  useEffect(() => {
    const moved = shownOn.current !== pathname;
    shownOn.current = pathname;
    if (moved || alsoWhen) hidePopover(id);
  }, [id, pathname, alsoWhen]);
}
