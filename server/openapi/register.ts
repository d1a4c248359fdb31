import 'server-only';
import type { OpenAPIObjectConfigure } from '@hono/zod-openapi';
import { messages } from '../http/app-error';
import type { AppEnv, Router } from '../http/router';
import { securitySchemes } from './access';
import { renderReferencePage } from './reference-page';

type OpenAPIConfig = Exclude<OpenAPIObjectConfigure<AppEnv, string>, (...args: never[]) => unknown>;
export type OpenApiDocument = ReturnType<Router['getOpenAPI31Document']>;
type Operation = NonNullable<NonNullable<OpenApiDocument['paths']>[string]['get']>;

export const openApiInfo: OpenAPIConfig = {
  openapi: '3.1.0',
  info: {
    title: 'Selvedge /api/v1',
    version: '1.0.0',
    description:
      'The contract between the Selvedge storefront and its back end. Every answer is JSON in the ' +
      'envelope `{ status, message?, data?, errors? }`; error messages are Russian and meant for people. ' +
      'POST bodies are form-encoded, or multipart where files are attached. Every path answers with ' +
      'and without a trailing slash. Each operation states who may call it in `security` (the ' +
      'session cookie, the bearer token or `x-api-key`, with the roles required).',
  },
  servers: [{ url: '/' }],
};

const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** Every path starts with the app's base (server/app.ts API_BASE); it names no call. */
const apiBase = /^\/api\/v\d+(?=\/|$)/;

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * The operation's id, derived from its method and path so that no route has to name one and a
 * name never drifts from its call: GET /api/v1/basket/getBasket → `getBasketGetBasket`,
 * POST /api/v1/manager/requests/{id}/status → `postManagerRequestsByIdStatus`. The method is
 * always part of it, so a second method on a path changes no existing id.
 */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(apiBase, '')
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const parameter = /^\{(.+)\}$/.exec(segment)?.[1];
      return (parameter ? `by_${parameter}` : segment)
        .split(/[^A-Za-z0-9]+/)
        .filter(Boolean)
        .map(capitalized)
        .join('');
    });
  return method.toLowerCase() + words.join('');
}

/**
 * A call that needs a session documents the refusals its gate gives (server/http/viewer.ts),
 * in the error envelope of its other errors, where its route did not already.
 */
function withRefusals(operation: Operation): Operation['responses'] {
  const security = operation.security ?? [];
  const responses = { ...operation.responses };
  // `[]` is a public call; a `{}` alternative means the session is optional.
  if (security.length === 0 || security.some((one) => Object.keys(one).length === 0)) {
    return responses;
  }
  const content = (responses['400'] as { content?: unknown } | undefined)?.content;
  const error = (description: string) => ({ description, ...(content ? { content } : {}) });
  responses['401'] ??= error(`No session, or it has ended: '${messages.unauthorized}'`);
  if (security.some((one) => Object.values(one).some((roles) => roles.length > 0))) {
    responses['403'] ??= error('A session of another role than the call takes');
  }
  return responses;
}

/**
 * The document served at /openapi.json and rendered at /docs: what the routes declare, plus
 * what is derived from it in one place (operation ids, the refusals of calls that need a
 * session) and the security schemes.
 */
export function openApiDocument(app: Router): OpenApiDocument {
  const document = app.getOpenAPI31Document(openApiInfo);
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of methods) {
      const operation = item[method];
      if (!operation) continue;
      item[method] = {
        ...operation,
        operationId: operation.operationId ?? operationIdOf(method, path),
        responses: withRefusals(operation),
      };
    }
  }
  return document;
}

export function registerOpenApi(app: Router) {
  for (const [name, scheme] of Object.entries(securitySchemes)) {
    app.openAPIRegistry.registerComponent('securitySchemes', name, scheme);
  }
  app.get('/openapi.json', (c) => c.json(openApiDocument(app)));
  app.get('/docs', (c) =>
    c.html(renderReferencePage(openApiDocument(app) as unknown as Record<string, unknown>)),
  );
}
