'use client';

import '@/features/forms/components/modals';
import '@/features/auth/components/modals';
import '@/features/account/components/modals';

/**
 * Every feature's modals, registered by key at module load (lib/stores/modals.ts) so that any
 * code can open one by name. Each feature's `components/modals.ts` registers its modals as lazy
 * components (React.lazy, components/modal): a modal's code reaches the browser only when it is
 * first opened. One import line per feature.
 */

export function ModalRegistry() {
  return null;
}
