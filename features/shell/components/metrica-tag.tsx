'use client';

import Script from 'next/script';

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
 * The Metrica tag itself, loaded after the page is idle so that it never competes with the
 * content. Its own chunk (./analytics.tsx loads it only with a counter id), so that a shop
 * without a counter ships none of next/script (issue #22).
 */
export function MetricaTag({ counterId, nonce }: { counterId: number; nonce?: string }) {
  return (
    <Script id="yandex-metrica" strategy="lazyOnload" nonce={nonce}>
      {`(function(m,e,t,r,i,k,a){m[i]=m[i]||function(){(m[i].a=m[i].a||[]).push(arguments)};m[i].l=1*new Date();k=e.createElement(t),a=e.getElementsByTagName(t)[0],k.async=1,k.src=r,a.parentNode.insertBefore(k,a)})(window,document,"script","https://mc.yandex.ru/metrika/tag.js","ym");ym(${counterId},"init",${JSON.stringify(metricaOptions)});`}
    </Script>
  );
}
