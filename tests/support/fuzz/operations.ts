/**
 * The calls the fuzzer sends: every operation of the app's own OpenAPI document, with its
 * parameters and body schema, plus every call of docs/spec/calls.txt the document does not
 * describe yet (those must answer a clean 404 envelope).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  example?: unknown;
  examples?: unknown[];
  default?: unknown;
};

export interface Field {
  name: string;
  in: 'query' | 'path' | 'header' | 'body';
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: string;
  /** Path below /api/v1, e.g. `/catalog/getList`; path parameters as `{name}`. */
  path: string;
  fields: Field[];
  /** The body's media type when the call takes one. */
  bodyType?: string;
  /** False for calls of calls.txt that the OpenAPI document does not describe. */
  documented: boolean;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

interface OpenApiOperation {
  parameters?: { name: string; in: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
}

export const API_PREFIX = '/api/v1';

/** Replaces `$ref`s by the component they name (one level at a time, cycles cut at depth 8). */
export function resolveSchema(
  schema: JsonSchema | undefined,
  doc: OpenApiDocument,
  depth = 0,
): JsonSchema {
  if (!schema || depth > 8) return {};
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop()!;
    return resolveSchema(doc.components?.schemas?.[name], doc, depth + 1);
  }
  return schema;
}

const bodyTypesByPreference = [
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'application/json',
];

export function operationsFromDocument(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [fullPath, byMethod] of Object.entries(doc.paths)) {
    const apiPath = fullPath.startsWith(API_PREFIX) ? fullPath.slice(API_PREFIX.length) : fullPath;
    for (const [method, operation] of Object.entries(byMethod)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const fields: Field[] = (operation.parameters ?? [])
        .filter((p) => p.in === 'query' || p.in === 'path' || p.in === 'header')
        .map((p) => ({
          name: p.name,
          in: p.in as Field['in'],
          required: p.required ?? p.in === 'path',
          schema: resolveSchema(p.schema, doc),
        }));
      const content = operation.requestBody?.content ?? {};
      const bodyType =
        bodyTypesByPreference.find((type) => content[type]) ?? Object.keys(content)[0];
      if (bodyType) {
        const body = resolveSchema(content[bodyType]?.schema, doc);
        const required = new Set(body.required ?? []);
        for (const [name, schema] of Object.entries(body.properties ?? {}))
          fields.push({
            name,
            in: 'body',
            required: required.has(name),
            schema: resolveSchema(schema, doc),
          });
      }
      operations.push({
        method: method.toUpperCase(),
        path: apiPath,
        fields,
        bodyType,
        documented: true,
      });
    }
  }
  return operations.sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));
}

export const callsFile = path.resolve(import.meta.dirname, '../../../docs/spec/calls.txt');

/** `METHOD /path` lines of calls.txt; an empty list when docs/spec has no calls.txt. */
export function readSpecCalls(file = callsFile): { method: string; path: string }[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [method, callPath] = line.split(/\s+/);
      return { method: method!.toUpperCase(), path: callPath! };
    });
}

/** The document's operations, then the spec's calls it lacks (sent without a schema). */
export function allOperations(
  doc: OpenApiDocument,
  specCalls: { method: string; path: string }[],
): Operation[] {
  const documented = operationsFromDocument(doc);
  const known = new Set(documented.map((op) => `${op.method} ${op.path}`));
  const missing = specCalls
    .filter((call) => !known.has(`${call.method} ${call.path}`))
    .map((call): Operation => ({
      method: call.method,
      path: call.path,
      fields: [],
      bodyType: call.method === 'GET' ? undefined : 'application/x-www-form-urlencoded',
      documented: false,
    }));
  return [...documented, ...missing];
}
