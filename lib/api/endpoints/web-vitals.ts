import { API_PREFIX, lazySchema, type ApiClient } from '../client';

/** The contract loads with the first call, not with the page (lib/api/client.ts). */
const contract = () => import('../contract/web-vitals');

/**
 * Where a page view's report goes (issue #37), under /api/v1. It is no `client.request`: the
 * browser sends it once with `navigator.sendBeacon`, which outlives the page and reads no
 * answer (204). The gateway sends it on without the session (server/gateway/browser.ts), so a
 * report never refreshes a session or sets a cookie.
 */
export const webVitalsReportPath = '/vitals/';
/** The same, as the browser's beacon names it. */
export const webVitalsReportUrl = `${API_PREFIX}${webVitalsReportPath}`;

/** Real visitors' Core Web Vitals, for the head's page of the workspace (issue #37). */
export const webVitalsEndpoints = (client: ApiClient) => ({
  /** The p75 of each metric per page type and device class, over 1 and 28 days. */
  summary: () =>
    client.request({
      path: '/manager/web-vitals/',
      schema: lazySchema(contract, 'webVitalsSummarySchema'),
    }),
});
