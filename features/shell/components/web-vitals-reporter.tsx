'use client';

import { useEffect } from 'react';
import type { Metric } from 'web-vitals';
import { webVitalsReportUrl } from '@/lib/api/endpoints/web-vitals';
import { hasStaffFlag } from '@/lib/session-flag';
import {
  deviceOf,
  isSampled,
  pageTypeOf,
  reportOf,
  type CollectedVitals,
} from '../model/web-vitals-report';

type NetworkNavigator = Navigator & { connection?: { saveData?: boolean } };

/**
 * The address of the page view: the navigation's own entry, so that a client-side navigation
 * made before this code came (it comes after the load, ./after-load.tsx) does not move the
 * report to the page the visitor went to next.
 */
function landedPathname(): string {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  if (entry?.name) {
    try {
      return new URL(entry.name).pathname;
    } catch {
      // An entry without a parseable URL: the address bar's is the next best.
    }
  }
  return window.location.pathname;
}

/**
 * Whether the page is a product's rather than a collection's (same address shape): only the
 * product page carries Product JSON-LD (app/catalog/_page/product-pages.tsx). Read only while the
 * landed page is still the one shown; after a client-side navigation most such addresses are
 * products (a section has a few collections and many products).
 */
function isProductPage(landed: string): boolean {
  if (window.location.pathname !== landed) return true;
  return Array.from(document.querySelectorAll('script[type="application/ld+json"]')).some(
    (script) => /"@type":"Product"/.test(script.textContent ?? ''),
  );
}

/** Once per document: the page view the visitor landed on (a hard navigation). */
let started = false;

/**
 * Starts this page view's report, if it makes one: not under Save-Data, not without
 * sendBeacon, not for staff (their session, or the workspace's pages), and only for the sampled
 * page views (WEB_VITALS_SAMPLE_RATE). Nothing is stored in the browser and no cookie is written.
 */
function startReport(): void {
  if ((navigator as NetworkNavigator).connection?.saveData) return;
  if (typeof navigator.sendBeacon !== 'function') return;
  if (hasStaffFlag()) return;
  const landed = landedPathname();
  const page = pageTypeOf(landed, isProductPage(landed));
  if (!page) return;
  // The one draw of the page view (the e2e suite makes a visitor sampled by fixing it to 0).
  if (!isSampled(Math.random())) return;
  const device = deviceOf(window.innerWidth);

  const collected: CollectedVitals = {};
  const record = (metric: Metric) => {
    if (metric.name !== 'FCP') collected[metric.name] = metric.value;
  };

  let sent = false;
  const send = () => {
    if (sent) return;
    const report = reportOf(page, device, collected);
    if (!report) return;
    sent = true;
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pagehide', send);
    navigator.sendBeacon(
      webVitalsReportUrl,
      new Blob([JSON.stringify(report)], { type: 'application/json' }),
    );
  };
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') send();
  };
  /*
   * Sent once, when the page is hidden: CLS and INP are final only then, and the library reports
   * them then (with LCP, if no tap or key ended it before). web-vitals 5 does that from its own
   * `visibilitychange` listeners, which it puts on window in the capture phase (its sources in
   * node_modules/web-vitals/dist/modules/: lib/getVisibilityWatcher.js, onLCP.js; their callbacks
   * run at once when hidden: lib/whenIdleOrHidden.js). The event is fired at the document, so
   * this listener on the document runs after theirs, whenever either was added: the metrics are
   * in `collected` by then. `pagehide` is for a browser that unloads without `visibilitychange`;
   * `sent` keeps it to one report. A page that comes back (the tab shown again, or restored from
   * the back-forward cache) and is hidden again sends no second one: one report per page view.
   */
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', send);

  /*
   * Loaded only for a sampled page view. The library observes with `buffered: true` (its README,
   * "Install and load the library"; dist/modules/lib/observe.js), so the entries of the whole
   * page view — the navigation's TTFB, the paints of LCP, the layout shifts since the start — are
   * seen although this runs after the page's load. INP's events from before then are those the
   * browser buffers (104 ms and longer, and the first input: its README, onINP), which are the
   * slow ones INP is made of. Client-side navigations start no new report: CLS and INP go on
   * adding up over them, as Chrome's field data (CrUX) counts one page view per document.
   */
  void import('web-vitals')
    .then(({ onCLS, onINP, onLCP, onTTFB }) => {
      onLCP(record);
      onINP(record);
      onCLS(record);
      onTTFB(record);
    })
    .catch(() => undefined);
}

/**
 * Real visitors' Core Web Vitals (issue #37, part 4), in the shell's after-load duties
 * (./shell-duties.tsx): one report per page view, to the shop's own /api/v1/vitals/.
 */
export function WebVitalsReporter() {
  useEffect(() => {
    if (started) return;
    started = true;
    startReport();
  }, []);
  return null;
}
