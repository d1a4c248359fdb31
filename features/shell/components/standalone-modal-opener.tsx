'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { routes } from '@/lib/routes';
import { openModal, removeModal } from '@/lib/stores/modals';

/** Opens the page's modal once it is on screen; its close brings back /modal/ without a name. */
export function StandaloneModalOpener({ modalKey }: { modalKey: string }) {
  const router = useRouter();
  useEffect(() => {
    const opened = openModal(modalKey, {
      handlers: { close: () => router.replace(routes.modal()) },
    });
    return () => {
      if (opened) removeModal(modalKey);
    };
  }, [modalKey, router]);
  return null;
}
