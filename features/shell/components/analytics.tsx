'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import Script from 'next/script';
import { useEffect, useRef } from 'react';
import { configureEcommerce } from '@/lib/analytics/ecommerce';

type Ym = (counter: number, method: string, ...args: unknown[]) => void;

/** What the counter records (storefront.md §9): click map, links, session replay, bounces. */
export const metricaOptions = {
  clickmap: true,
  trackLinks: true,
  accurateTrackBounce: true,
  webvisor: true,
  defer: true,
  // The e-commerce reports read window.dataLayer (lib/analytics/ecommerce.ts, issue #21).
  ecommerce: 'dataLayer',
} as const;

/**
 * Yandex Metrica, only when NEXT_PUBLIC_YM_COUNTER_ID is set; without it nothing is loaded at
 * all. The tag loads after the page is idle so that it never competes with the content, and each
 * client-side navigation is reported as a hit (the tag itself only sees full page loads).
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
  const id = Number(counterId);
  return (
    <Script id="yandex-metrica" strategy="lazyOnload" nonce={nonce}>
      {`(function(m,e,t,r,i,k,a){m[i]=m[i]||function(){(m[i].a=m[i].a||[]).push(arguments)};m[i].l=1*new Date();k=e.createElement(t),a=e.getElementsByTagName(t)[0],k.async=1,k.src=r,a.parentNode.insertBefore(k,a)})(window,document,"script","https://mc.yandex.ru/metrika/tag.js","ym");ym(${id},"init",${JSON.stringify(metricaOptions)});`}
    </Script>
  );
}
