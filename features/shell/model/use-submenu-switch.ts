'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

/** storefront.md §9: another item's submenu opens this long after the current one closes. */
export const SUBMENU_SWITCH_DELAY_MS = 550;

interface SwitchState {
  openId: number | null;
  /** The item that opens when the delay is over. */
  pendingId: number | null;
}

/**
 * Which submenu of the main navigation is open (storefront.md §4): clicking the open item
 * closes it; clicking another closes the current one and opens the new one after 550 ms.
 */
export function useSubmenuSwitch() {
  const [state, setState] = useState<SwitchState>({ openId: null, pendingId: null });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const clearTimer = () => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
  };

  const close = useCallback(() => {
    clearTimer();
    setState({ openId: null, pendingId: null });
  }, []);

  const toggle = useCallback(
    (id: number) => {
      clearTimer();
      const current = state.openId ?? state.pendingId;
      if (current === id) {
        setState({ openId: null, pendingId: null });
      } else if (state.openId !== null) {
        setState({ openId: null, pendingId: id });
        timer.current = setTimeout(() => {
          timer.current = undefined;
          setState({ openId: id, pendingId: null });
        }, SUBMENU_SWITCH_DELAY_MS);
      } else {
        setState({ openId: id, pendingId: null });
      }
    },
    [state],
  );

  useEffect(() => clearTimer, []);

  return { openId: state.openId, pendingId: state.pendingId, toggle, close };
}
