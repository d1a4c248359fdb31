'use client';

import { lazy, Suspense, type ComponentProps } from 'react';
import type { ModalComponent } from '@/lib/stores/modals';

/**
 * A modal registered by key whose code loads when it is first opened (React.lazy), inside the
 * page's query client (components/query-provider: modals are drawn by the root's ModalHost,
 * outside any page's provider). The provider comes with the modal's own chunk, so the first
 * load of a page carries neither (issue #22). Modals open in the browser only, so nothing here
 * renders on the server; until the code is there the modal shows nothing.
 */
export function lazyModal<P extends object>(
  load: () => Promise<ModalComponent<P>>,
): ModalComponent<P> {
  const Modal = lazy(() =>
    Promise.all([load(), import('../query-provider')]).then(([component, query]) => ({
      default: query.withQueryProvider(component),
    })),
  );
  function LazyModal(props: ComponentProps<ModalComponent<P>>) {
    return (
      <Suspense fallback={null}>
        <Modal {...props} />
      </Suspense>
    );
  }
  return LazyModal;
}
