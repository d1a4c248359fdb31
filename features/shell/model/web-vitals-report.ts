import type {
  WebVitalDevice,
  WebVitalName,
  WebVitalPageType,
  WebVitalReport,
} from '@/lib/api/contract/web-vitals';
import { routes } from '@/lib/routes';
import { SHELL_DESKTOP_MIN_WIDTH } from './viewport-cookie';

/*
 * Real visitors' Core Web Vitals (issue #37, part 4): what one page view reports, decided here
 * without a browser so that the rules can be tested; ../components/web-vitals-reporter.tsx
 * measures and sends. The contract (lib/api/contract/web-vitals.ts) is imported for its types
 * only: its values bring zod, which no visitor's page should load for a beacon.
 */

/**
 * One page view in four reports. A p75 is steady from a few hundred reports: at a few thousand
 * views a day a quarter gives that for the main page types within a day or two, and for the rare
 * ones within the 28 days. Each report is a row written to the shop's own database (on one
 * machine, PGlite in the pages' own process), so the other three quarters would be writes that
 * add little. A page view is in or out as a whole (its four metrics together), decided once.
 */
export const WEB_VITALS_SAMPLE_RATE = 0.25;

/** `draw` is Math.random()'s, taken once per page view by the reporter. */
export const isSampled = (draw: number): boolean => draw < WEB_VITALS_SAMPLE_RATE;

/**
 * A tablet from here. The shop has no breakpoint that tells a phone from a tablet (641 px is
 * where its modals become sheets, and a large phone held sideways is wider than that): 768 px,
 * an iPad held upright, is the line field data usually draws. The desktop starts where the
 * shop's desktop header does, so "desktop" is the layout the visitor saw.
 */
export const TABLET_MIN_WIDTH = 768;

/** The device class from the viewport's width (window.innerWidth: what the media queries see). */
export function deviceOf(width: number): WebVitalDevice {
  if (width >= SHELL_DESKTOP_MIN_WIDTH) return 'desktop';
  if (width >= TABLET_MIN_WIDTH) return 'tablet';
  return 'phone';
}

/**
 * The page type of a pathname (lib/routes.ts), or null for the managers' workspace, whose views
 * are staff's and report nothing. `/catalog/{section}/{segment}/` is a collection or a product
 * (app/catalog/[category]/[id]/page.tsx decides by the catalogue, not by the address):
 * `productPage` says which, from the page itself.
 */
export function pageTypeOf(pathname: string, productPage: boolean): WebVitalPageType | null {
  const path = pathname.endsWith('/') ? pathname : `${pathname}/`;
  if (path.startsWith(routes.manager())) return null;
  if (path === routes.home()) return 'home';
  if (path.startsWith(routes.catalog())) {
    const depth = path.split('/').filter(Boolean).length;
    return depth === 3 && productPage ? 'product' : 'catalog';
  }
  if (
    path.startsWith(routes.cart()) ||
    path.startsWith(routes.checkout()) ||
    path.startsWith(routes.checkoutSuccess())
  ) {
    return 'checkout';
  }
  if (path.startsWith(routes.user())) return 'account';
  // About, contacts, press, career, the buyers' pages, search results, policy, a lone modal …
  return 'content';
}

/** The contract's order of the metrics (webVitalNames), which a report keeps. */
const metricOrder: readonly WebVitalName[] = ['LCP', 'INP', 'CLS', 'TTFB'];

/**
 * The contract's limits (WEB_VITAL_MAX_MS, WEB_VITAL_MAX_CLS): the API refuses a report with a
 * value beyond them, so such a value is left out rather than lose the report's other metrics.
 */
export const WEB_VITAL_LIMITS = { ms: 120_000, cls: 100 } as const;

/** What the web-vitals library reported so far, by metric: its latest value of each. */
export type CollectedVitals = Partial<Record<WebVitalName, number>>;

/**
 * The body of the beacon: the page type, the device class and the metrics measured (whole
 * milliseconds; CLS to four decimals), nothing else — no address, no id (docs/security.md).
 * null when no metric was measured: such a page view sends nothing.
 */
export function reportOf(
  page: WebVitalPageType,
  device: WebVitalDevice,
  collected: CollectedVitals,
): WebVitalReport | null {
  const metrics: WebVitalReport['metrics'] = [];
  for (const name of metricOrder) {
    const raw = collected[name];
    if (raw === undefined || !Number.isFinite(raw) || raw < 0) continue;
    const cls = name === 'CLS';
    if (raw > (cls ? WEB_VITAL_LIMITS.cls : WEB_VITAL_LIMITS.ms)) continue;
    metrics.push({ name, value: cls ? Math.round(raw * 10_000) / 10_000 : Math.round(raw) });
  }
  return metrics.length ? { page, device, metrics } : null;
}
