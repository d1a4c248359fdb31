/**
 * Real visitors' Core Web Vitals (issue #37): POST /vitals, a page view's report, sent by the
 * browser with `navigator.sendBeacon`; GET /manager/web-vitals, the head's summary.
 *
 * The report is public and answers 204, with no body, whatever happened after its input was
 * read: a beacon cannot read an answer or try again. So a client address over its rate limit
 * is answered 204 too, and its report dropped (not counted, not stored), rather than 429: an
 * error would tell nobody anything, and a script that floods the table learns nothing from the
 * answer. Bad input is still a 400 with per-field messages, for whoever debugs the reporter.
 * The gateway sends the report on without the session (server/gateway/browser.ts), so it never
 * refreshes one nor sets a cookie, and refuses it from another site's page as any POST.
 */
import 'server-only';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { bodyLimit } from 'hono/body-limit';
import {
  webVitalReportSchema,
  webVitalsSummarySchema,
  type WebVitalReport,
} from '../../../lib/api/contract/web-vitals';
import { clientAddress } from '../../../lib/net/client-address';
import { AppError, messages } from '../../http/app-error';
import { ok } from '../../http/envelope';
import {
  errorContent,
  jsonResponses,
  type AppDeps,
  type PerRequest,
  type Router,
} from '../../http/router';
import { issuesToFieldErrors } from '../../http/validation';
import { access } from '../../openapi/access';
import { headRoute, type StaffCall } from '../manager/shared/routes';
import type { VitalsService } from './service';

/** A report is four numbers and two words; anything near this is not one. */
export const VITALS_BODY_LIMIT_BYTES = 4 * 1024;
/**
 * Reports taken per client address: 60 in 10 minutes, a page view every 10 s, more than one
 * person browses; a shared address (an office) past it loses some reports, never a page.
 */
export const VITALS_RATE_RULE = { limit: 60, windowMs: 10 * 60_000 };

const limitReport = bodyLimit({
  maxSize: VITALS_BODY_LIMIT_BYTES,
  onError: () => {
    throw new AppError(413, messages.tooLarge);
  },
});

const report = createRoute({
  method: 'post',
  path: '/vitals',
  tags: ['Web vitals'],
  ...access.public,
  summary:
    'A page view’s Core Web Vitals, sent once by navigator.sendBeacon: page type, device ' +
    'class and LCP, INP, CLS, TTFB. JSON, as application/json or as text/plain (a beacon of a ' +
    'string); other fields are ignored and nothing of the visitor is kept. 204 also when the ' +
    'address is over its limit (60 in 10 minutes): the report is dropped',
  middleware: [limitReport] as const,
  request: {
    body: {
      content: {
        'application/json': { schema: webVitalReportSchema },
        'text/plain': {
          schema: z
            .string()
            .max(VITALS_BODY_LIMIT_BYTES)
            .describe('The same JSON object, as navigator.sendBeacon sends a string'),
        },
      },
    },
  },
  responses: {
    204: { description: 'Taken (or dropped over the rate limit); no body, no cookie' },
    400: errorContent('Bad input: per-field Russian messages in `errors`'),
    413: errorContent(`A body over ${VITALS_BODY_LIMIT_BYTES} bytes`),
    415: errorContent('A body neither application/json nor text/plain'),
    500: errorContent('Unexpected failure, logged with the request id'),
    503: errorContent('The database is unavailable'),
  },
});

const summary = headRoute({
  method: 'get',
  path: '/manager/web-vitals',
  ...access.head,
  summary:
    'The head’s real-visitor Core Web Vitals: for the last 1 and 28 days, per page type and ' +
    'device class that reported, the views and each metric’s p75, count and rating ' +
    '(good / needs-improvement / poor by the thresholds sent along)',
  responses: jsonResponses(webVitalsSummarySchema, 'The summary'),
});

const isJson = (type: string | undefined) => /^application\/([a-z.+-]+\+)?json/i.test(type ?? '');

/** A text/plain beacon's body: the same JSON, checked by the same schema. */
function parseBeacon(text: string): WebVitalReport {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new AppError(400, messages.malformedBody);
  }
  const parsed = webVitalReportSchema.safeParse(value);
  if (!parsed.success) {
    throw new AppError(400, messages.badRequest, issuesToFieldErrors(parsed.error.issues));
  }
  return parsed.data;
}

export function registerVitalsRoutes(
  app: Router,
  services: {
    vitals: PerRequest<VitalsService>;
    webVitals: PerRequest<StaffCall<VitalsService>>;
  },
  deps: Pick<AppDeps, 'rateLimiter'>,
) {
  app.openapi(report, async (c) => {
    // JSON was checked by the route's validator (its type also names the text/plain schema,
    // which no validator reads); text/plain is read here, by the same schema.
    const input = isJson(c.req.header('content-type'))
      ? (c.req.valid('json') as WebVitalReport)
      : parseBeacon(await c.req.text());
    const address = clientAddress(c.req.raw.headers);
    const decision = await deps.rateLimiter.hit(`web-vitals:${address}`, VITALS_RATE_RULE);
    if (decision.allowed) await (await services.vitals(c)).record(input);
    return c.body(null, 204);
  });

  app.openapi(summary, async (c) => {
    const { service, staff } = await services.webVitals(c);
    return ok(c, await service.summary(staff));
  });
}
