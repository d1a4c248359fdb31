'use client';

import dynamic from 'next/dynamic';
import type { ModalComponent } from '@/lib/stores/modals';

/**
 * A modal registered by key whose code loads when it is first opened (next/dynamic), inside the
 * page's query client (components/query-provider: modals are drawn by the root's ModalHost,
 * outside any page's provider). The provider comes with the modal's own chunk, so the first
 * load of a page carries neither (issue #22).
 */
export function lazyModal<P extends object>(
  load: () => Promise<ModalComponent<P>>,
): ModalComponent<P> {
  return dynamic(
    () =>
      Promise.all([load(), import('../query-provider')]).then(([component, query]) =>
        query.withQueryProvider(component),
      ),
    { ssr: false },
  ) as unknown as ModalComponent<P>;
}
