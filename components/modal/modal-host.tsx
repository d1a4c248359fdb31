'use client';

import { usePathname } from 'next/navigation';
import { lazy, Suspense, useEffect } from 'react';
import { removeModalsNotOn, useActiveModal } from '@/lib/stores/modals';
import { whenIdle } from '@/lib/when-idle';

const loadModalFrame = () => import('./modal-frame');
const ModalFrame = lazy(() => loadModalFrame().then((module) => ({ default: module.ModalFrame })));

/**
 * Shows the active modal of the queue (lib/stores/modals.ts): one at a time, in a dialog that
 * takes focus, keeps Tab inside, closes on Escape and gives focus back to where it was
 * (./modal-frame.tsx). Leaving the page closes the modals opened on it. The frame's code and
 * styles are not in a page's first load: they load when the browser is idle after the page, or
 * at once when a modal opens before that (issue #22).
 */
export function ModalHost() {
  const entry = useActiveModal();
  useEffect(() => whenIdle(() => void loadModalFrame()), []);
  // Back, or a link behind the modal: the page the modal was opened on is gone.
  const pathname = usePathname();
  useEffect(() => {
    if (pathname) removeModalsNotOn(pathname);
  }, [pathname]);
  if (!entry) return null;
  return (
    <Suspense fallback={null}>
      <ModalFrame key={entry.key} entry={entry} />
    </Suspense>
  );
}
