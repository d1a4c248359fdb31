'use client';

import { useEffect, useId, useRef, type MouseEvent } from 'react';
import type { MenuItem } from '@/lib/api/contract';
import { setSubmenuOpen } from '../model/header-store';
import { useSubmenuSwitch } from '../model/use-submenu-switch';
import { DesktopNavView } from './desktop-nav-view';

/**
 * The main navigation row of the desktop header (storefront.md §2, §4): one panel at a time;
 * closes on Escape, on a click outside and when one of its links is followed. Its markup is
 * ./desktop-nav-view.tsx; the header shows it closed until this code has come
 * (./header-islands.tsx).
 */
export function DesktopNav({ menu }: { menu: readonly MenuItem[] }) {
  const { openId, pendingId, toggle, close } = useSubmenuSwitch();
  const rootRef = useRef<HTMLDivElement>(null);
  const prefix = useId();
  const active = openId ?? pendingId;

  // The header is light while a submenu is open, and through the switch delay too, so that a
  // transparent header does not flash back between two panels.
  useEffect(() => {
    setSubmenuOpen(active !== null);
  }, [active]);
  useEffect(() => () => setSubmenuOpen(false), []);

  useEffect(() => {
    if (active === null) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      document.getElementById(`${prefix}trigger-${active}`)?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [active, close, prefix]);

  return (
    <DesktopNavView
      menu={menu}
      panels={{
        rootRef,
        openId,
        activeId: active,
        triggerId: (id) => `${prefix}trigger-${id}`,
        panelId: (id) => `${prefix}panel-${id}`,
        onToggle: toggle,
        onPanelClick: (event: MouseEvent<HTMLElement>) => {
          if (event.target instanceof Element && event.target.closest('a')) close();
        },
      }}
    />
  );
}
