'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { lazy, useEffect, useRef } from 'react';
import { configureEcommerce } from '@/lib/analytics/counter';

type Ym = (counter: number, method: string, ...args: unknown[]) => void;

// React.lazy rather than next/dynamic (2.3 KiB of every page's first load); the layout renders
// this inside <Suspense>.
const MetricaTag = lazy(() =>
  import('./metrica-tag').then((module) => ({ default: module.MetricaTag })),
);

/**
 * Yandex Metrica, only when NEXT_PUBLIC_YM_COUNTER_ID is set; without it nothing is loaded at
 * all: the tag's component is a chunk of its own (./metrica-tag.tsx). Each client-side navigation
 * is reported as a hit (the tag itself only sees full page loads).
 */
export function Analytics({
  counterId,
  nonce,
}: {
  counterId: string | undefined;
  /** The page's CSP nonce (lib/security/page-policy.ts): the inline tag needs it to run. */
  nonce?: string;
}) {
  // Set during render, before any page effect pushes an e-commerce event; a no-op without a counter.
  configureEcommerce(counterId);
  const pathname = usePathname();
  const search = useSearchParams();
  const first = useRef(true);

  useEffect(() => {
    if (!counterId) return;
    if (first.current) {
      first.current = false;
      return;
    }
    const ym = (window as { ym?: Ym }).ym;
    const query = search.toString();
    ym?.(Number(counterId), 'hit', `${pathname}${query ? `?${query}` : ''}`);
  }, [counterId, pathname, search]);

  if (!counterId) return null;
  return <MetricaTag counterId={Number(counterId)} nonce={nonce} />;
}
