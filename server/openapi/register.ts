import 'server-only';
import type { OpenAPIObjectConfigure } from '@hono/zod-openapi';
import type { AppEnv, Router } from '../http/router';

type OpenAPIConfig = Exclude<OpenAPIObjectConfigure<AppEnv, string>, (...args: never[]) => unknown>;
import { renderReferencePage } from './reference-page';

export const openApiInfo: OpenAPIConfig = {
  openapi: '3.1.0',
  info: {
    title: 'Selvedge /api/v1',
    version: '1.0.0',
    description:
      'The contract between the Selvedge storefront and its back end. Every answer is JSON in the ' +
      'envelope `{ status, message?, data?, errors? }`; error messages are Russian and meant for people. ' +
      'POST bodies are form-encoded, or multipart where files are attached. Every path answers with ' +
      'and without a trailing slash.',
  },
  servers: [{ url: '/' }],
};

export function registerOpenApi(app: Router) {
  app.doc31('/openapi.json', openApiInfo);
  app.get('/docs', (c) => {
    const document = app.getOpenAPI31Document(openApiInfo);
    return c.html(renderReferencePage(document as unknown as Record<string, unknown>));
  });
}
