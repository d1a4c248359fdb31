import 'server-only';
import { createRoute } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { z } from 'zod';
import {
  careerFeedbackSchema,
  catalogFeedbackSchema,
  individualOrderSchema,
  leadAnswerSchema,
  orderCallSchema,
  rangeOfFabricsSchema,
  sampleOrderSchema,
  tailoringFeedbackSchema,
  uploadMessages,
} from '../../../lib/api/contract/forms';
import { clientAddress } from '../../../lib/net/client-address';
import { AppError, tooManyRequests } from '../../http/app-error';
import { consentRecord } from '../consent/policy';
import { ok } from '../../http/envelope';
import { MAX_UPLOAD_BODY_BYTES } from '../../http/read-body';
import {
  errorContent,
  jsonResponses,
  type AppDeps,
  type AppEnv,
  type PerRequest,
  type Router,
} from '../../http/router';
import { access } from '../../openapi/access';
import { formDefinitions, type FormDefinition, type FormsService } from './service';

const tags = ['Forms'];

/** The success message of every form (storefront.md §4). */
export const LEAD_SENT = 'Заявка отправлена';

/** Requests per visitor address and form in one window: enough for people, not for scripts. */
export const FORM_RATE_RULE = { limit: 5, windowMs: 10 * 60_000 } as const;

/** The whole body may hold the fields and the largest allowed files. */
const MAX_BODY_BYTES = MAX_UPLOAD_BODY_BYTES;

function limits(deps: AppDeps, kind: string): MiddlewareHandler<AppEnv>[] {
  return [
    async (c, next) => {
      const decision = await deps.rateLimiter.hit(
        `form:${kind}:${clientAddress(c.req.raw.headers)}`,
        FORM_RATE_RULE,
      );
      if (!decision.allowed) throw tooManyRequests(decision.retryAfterMs);
      await next();
    },
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () => {
        throw new AppError(413, uploadMessages.bodyTooLarge, {
          files: uploadMessages.bodyTooLarge,
        });
      },
    }),
  ];
}

function formRoute(
  deps: AppDeps,
  path: string,
  summary: string,
  schema: z.ZodObject,
  definition: FormDefinition,
) {
  const mediaType = definition.accepts
    ? 'multipart/form-data'
    : 'application/x-www-form-urlencoded';
  return createRoute({
    method: 'post',
    path,
    tags,
    ...access.anyone,
    summary,
    middleware: limits(deps, definition.kind),
    request: { body: { required: true, content: { [mediaType]: { schema } } } },
    responses: {
      ...jsonResponses(leadAnswerSchema, `The request is kept and mailed; message '${LEAD_SENT}'`),
      ...(definition.accepts
        ? { 413: errorContent('A file over 10 MB, or a body over 31 MB') }
        : {}),
      429: errorContent('Too many requests from this address; see Retry-After'),
    },
  });
}

/** Splits the parsed form into text fields and files. */
function splitForm(form: Record<string, unknown>) {
  const fields: Record<string, string> = {};
  const files: File[] = [];
  for (const [key, value] of Object.entries(form)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item instanceof File) {
        // An empty file input posts a nameless empty part: nothing was attached.
        if (item.size > 0 || item.name) files.push(item);
      } else if (typeof item === 'string' && key !== 'files' && key !== 'files[]') {
        fields[key] = item;
      }
    }
  }
  return { fields, files };
}

export function registerFormsRoutes(
  app: Router,
  services: { forms: PerRequest<FormsService> },
  deps: AppDeps,
) {
  const forms = [
    ['/catalog/sampleOrder', 'Request fabric samples', sampleOrderSchema, formDefinitions.sample],
    [
      '/catalog/addCatalogFeedback',
      'Ask a question about a fabric',
      catalogFeedbackSchema,
      formDefinitions.question,
    ],
    [
      '/tailoring/addTailoringFeedback',
      'Tailoring request',
      tailoringFeedbackSchema,
      formDefinitions.tailoring,
    ],
    [
      '/individual_order/rangeOfFabricsFeedback',
      'Ask for the range of fabrics',
      rangeOfFabricsSchema,
      formDefinitions.rangeOfFabrics,
    ],
    [
      '/individual_order/addIndividualOrder',
      'Individual (custom design) order',
      individualOrderSchema,
      formDefinitions.individualOrder,
    ],
    [
      '/career/addCareerFeedback',
      'Apply for a position, with a CV',
      careerFeedbackSchema,
      formDefinitions.career,
    ],
    ['/through_blocks/orderCall', 'Order a call back', orderCallSchema, formDefinitions.orderCall],
  ] as const;

  for (const [path, summary, schema, definition] of forms) {
    const route = formRoute(deps, path, summary, schema, definition);
    app.openapi(route, async (c) => {
      const valid = c.req.valid('form' as never) as Record<string, unknown>;
      const raw = await c.req.parseBody({ all: true });
      // The schema checked and normalised the text fields; the files come from the raw form.
      const { fields } = splitForm(valid);
      const { files } = splitForm(raw);
      const service = await services.forms(c);
      // The schema refused a request without the consent; this one came with it.
      const consent = consentRecord(c.req.raw.headers);
      const id = await service.submit(definition, fields, files, c.get('viewer'), consent);
      return ok(c, { id }, LEAD_SENT);
    });
  }
}
