'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import type { HeaderCatalogSection } from '@/lib/api/endpoints/shell';
import { setCatalogOpen } from '../model/header-store';
import { CatalogMenuView } from './catalog-menu-view';

/**
 * The catalogue mega-menu of the desktop header (storefront.md §2 "Header", §4): the sections
 * of getSectionsListForHeader with their collections. The header is gray while it is open.
 * Closes on a second click, Escape, a click outside, a followed link and a route change.
 * Its markup is ./catalog-menu-view.tsx; the header shows it closed until this code has come
 * (./header-islands.tsx).
 */
export function CatalogMenu({ sections }: { sections: readonly HeaderCatalogSection[] }) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const pathname = usePathname();
  const [openedAt, setOpenedAt] = useState(pathname);
  // A navigation (Back included) closes it: state adjusted while rendering, not in an effect.
  if (open && openedAt !== pathname) {
    setOpen(false);
    setOpenedAt(pathname);
  }

  useEffect(() => {
    setCatalogOpen(open);
  }, [open]);
  useEffect(() => () => setCatalogOpen(false), []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      triggerRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <CatalogMenuView
      sections={sections}
      panel={{
        id: panelId,
        open,
        rootRef,
        triggerRef,
        onToggle: () => {
          setOpenedAt(pathname);
          setOpen((value) => !value);
        },
        onPanelClick: (event: MouseEvent<HTMLElement>) => {
          if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
        },
      }}
    />
  );
}
