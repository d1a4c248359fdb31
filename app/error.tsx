'use client';

import { useEffect } from 'react';
import { NotFoundScreen } from '@/features/shell/components/not-found-screen';
import { failNavigation } from '@/lib/stores/loading-bar';

/** A fatal render error shows the not-found screen (storefront.md §2); the loading bar turns red. */
export default function ErrorPage({ error }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
    failNavigation();
  }, [error]);
  return <NotFoundScreen />;
}
