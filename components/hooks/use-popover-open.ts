'use client';

import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the popover with this id, which the browser opens and closes itself (`popovertarget`,
 * Escape, a tap outside), is open: read from the element, so an opening made before the page's
 * code came counts (issue #37), and followed by its `toggle` events.
 */
export function usePopoverOpen(id: string): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      const element = document.getElementById(id);
      element?.addEventListener('toggle', changed);
      return () => element?.removeEventListener('toggle', changed);
    },
    [id],
  );
  return useSyncExternalStore(
    subscribe,
    () => isPopoverOpen(document.getElementById(id)),
    () => false,
  );
}

/** `:popover-open`, false where the selector is unknown (an older browser, jsdom). */
export function isPopoverOpen(element: HTMLElement | null): boolean {
  if (!element) return false;
  try {
    return element.matches(':popover-open');
  } catch {
    return false;
  }
}

/** Closes the popover with this id if it is open (the browser's own close: `toggle` follows). */
export function hidePopover(id: string): void {
  const element = document.getElementById(id);
  if (element && isPopoverOpen(element)) element.hidePopover();
}
