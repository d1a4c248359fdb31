/**
 * The OpenAPI document exactly as /api/v1/openapi.json serves it, from the real app
 * (server/app.ts). Describing the API needs no database, so the app gets one that never opens.
 */
import { createApp } from '@/server/app';
import type { OpenApiDocument } from '@/server/openapi/register';
import { scratchDeps } from '@/server/scratch-deps';

export type { OpenApiDocument };

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

export async function servedDocument(): Promise<OpenApiDocument> {
  const app = createApp(scratchDeps(() => Promise.reject(new Error('no database here'))));
  const response = await app.fetch(new Request('http://shop.test/api/v1/openapi.json'));
  if (response.status !== 200) throw new Error(`openapi.json answered ${response.status}`);
  return (await response.json()) as OpenApiDocument;
}

export interface DocumentOperation {
  method: string;
  /** As in the document, e.g. `/api/v1/manager/requests/{id}`. */
  path: string;
  operation: NonNullable<NonNullable<OpenApiDocument['paths']>[string]['get']>;
}

export function operationsOf(document: OpenApiDocument): DocumentOperation[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    HTTP_METHODS.flatMap((method) => {
      const operation = item[method as 'get'];
      return operation ? [{ method, path, operation }] : [];
    }),
  );
}
