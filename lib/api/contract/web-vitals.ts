/**
 * Real visitors' Core Web Vitals (issue #37, part 4): a page view sends one report of how fast
 * it was (LCP, INP, CLS, TTFB) with its page type and device class, nothing else, and the head
 * sees the 75th percentile of each per page type and device over 1 and 28 days, rated as Google
 * rates them. No address, account, URL or browser is accepted or kept (docs/security.md). The
 * spec shows neither the report nor the head's page; designed here.
 */
import { z } from 'zod';

/** What kind of page was viewed; `checkout` is the cart and the checkout. */
export const webVitalPageTypes = [
  'home',
  'catalog',
  'product',
  'content',
  'checkout',
  'account',
] as const;
export type WebVitalPageType = (typeof webVitalPageTypes)[number];

/** The device class, told by the viewport's width (the client reporter decides). */
export const webVitalDevices = ['phone', 'tablet', 'desktop'] as const;
export type WebVitalDevice = (typeof webVitalDevices)[number];

export const webVitalNames = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type WebVitalName = (typeof webVitalNames)[number];

export const webVitalRatings = ['good', 'needs-improvement', 'poor'] as const;
export type WebVitalRating = (typeof webVitalRatings)[number];

/**
 * Google's thresholds (web.dev/vitals): good up to and including the first, poor above the
 * second, needs improvement between. Milliseconds, except CLS (a unitless score).
 */
export const webVitalThresholds = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  TTFB: [800, 1800],
} as const satisfies Record<WebVitalName, readonly [number, number]>;

/** How a value (or a p75) is rated; the head's page and the server use the same rule. */
export const rateWebVital = (name: WebVitalName, value: number): WebVitalRating => {
  const [good, poor] = webVitalThresholds[name];
  if (value <= good) return 'good';
  if (value <= poor) return 'needs-improvement';
  return 'poor';
};

/** A time longer than two minutes is no measurement of a page but of a tab left open. */
export const WEB_VITAL_MAX_MS = 120_000;
/** A layout shift score beyond this is a broken measurement, not a page. */
export const WEB_VITAL_MAX_CLS = 100;

export const webVitalMessages = {
  page: 'Неизвестный тип страницы',
  device: 'Неизвестный класс устройства',
  name: 'Неизвестный показатель',
  value: 'Значение должно быть числом',
  negative: 'Значение не может быть меньше нуля',
  tooLongMs: 'Не более двух минут',
  tooLargeCls: `Не более ${WEB_VITAL_MAX_CLS}`,
  metricsRequired: 'Нет ни одного показателя',
  tooManyMetrics: `Не более ${webVitalNames.length} показателей`,
  repeated: 'Показатель повторяется',
} as const;

const metricSchema = z
  .object({
    name: z.enum(webVitalNames, { error: webVitalMessages.name }),
    /** `z.number()` refuses NaN and ±Infinity, so only finite values pass. */
    value: z
      .number({ error: webVitalMessages.value })
      .min(0, { error: webVitalMessages.negative })
      .max(WEB_VITAL_MAX_MS, { error: webVitalMessages.tooLongMs }),
  })
  .superRefine((metric, ctx) => {
    // CLS is a score, not a time: its own, lower bound.
    if (metric.name === 'CLS' && metric.value > WEB_VITAL_MAX_CLS) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: webVitalMessages.tooLargeCls });
    }
  });

/**
 * The body one page view sends once (`navigator.sendBeacon`), as JSON. Unknown keys (a URL, an
 * e-mail, an id) are stripped, so nothing personal can be stored even if sent.
 */
export const webVitalReportSchema = z.object({
  page: z.enum(webVitalPageTypes, { error: webVitalMessages.page }),
  device: z.enum(webVitalDevices, { error: webVitalMessages.device }),
  metrics: z
    .array(metricSchema, { error: webVitalMessages.metricsRequired })
    .min(1, { error: webVitalMessages.metricsRequired })
    .max(webVitalNames.length, { error: webVitalMessages.tooManyMetrics })
    .superRefine((metrics, ctx) => {
      const seen = new Set<WebVitalName>();
      metrics.forEach((metric, index) => {
        if (seen.has(metric.name)) {
          ctx.addIssue({
            code: 'custom',
            path: [index, 'name'],
            message: webVitalMessages.repeated,
          });
        }
        seen.add(metric.name);
      });
    }),
});
export type WebVitalReport = z.infer<typeof webVitalReportSchema>;

/** The windows the head compares: yesterday's changes against the month's habit. */
export const webVitalWindows = [1, 28] as const;
export type WebVitalWindowDays = (typeof webVitalWindows)[number];

export const webVitalStatSchema = z.object({
  p75: z.number().describe('75th percentile (percentile_cont); ms, except CLS'),
  count: z.number().int().describe('Reports in the window that carried this metric'),
  rating: z.enum(webVitalRatings),
});
export type WebVitalStat = z.infer<typeof webVitalStatSchema>;

export const webVitalsRowSchema = z.object({
  page: z.enum(webVitalPageTypes),
  device: z.enum(webVitalDevices),
  views: z
    .number()
    .int()
    .describe('Reports (page views) in the window for this page type and device'),
  metrics: z.object({
    LCP: webVitalStatSchema.optional(),
    INP: webVitalStatSchema.optional(),
    CLS: webVitalStatSchema.optional(),
    TTFB: webVitalStatSchema.optional(),
  }),
});
export type WebVitalsRow = z.infer<typeof webVitalsRowSchema>;

const thresholdSchema = z.tuple([z.number(), z.number()]);

export const webVitalsSummarySchema = z.object({
  windows: z.array(
    z.object({
      days: z.union([z.literal(1), z.literal(28)]),
      /**
       * Only the page type and device pairs with at least one report in the window, in the
       * order of webVitalPageTypes, then of webVitalDevices.
       */
      rows: z.array(webVitalsRowSchema),
    }),
  ),
  thresholds: z.object({
    LCP: thresholdSchema,
    INP: thresholdSchema,
    CLS: thresholdSchema,
    TTFB: thresholdSchema,
  }),
});
export type WebVitalsSummary = z.infer<typeof webVitalsSummarySchema>;
