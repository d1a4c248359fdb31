/**
 * Issue #36, item 6: a client generated from the API's OpenAPI document type-checks. The
 * document as served goes through openapi-typescript into a temporary folder, beside a small
 * client that uses the types for real calls (a login, a buyer's call that needs the session, the
 * catalogue); the TypeScript compiler must find nothing in either, and must find the mistakes
 * of a second client, so that the check can fail.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servedDocument } from './served-document';

const client = `
import type { operations, paths } from './api';

type Json<R> = R extends { content: { 'application/json': infer T } } ? T : never;

type LoginForm = NonNullable<
  paths['/api/v1/user/login']['post']['requestBody']
>['content']['application/x-www-form-urlencoded'];
type LoginAnswer = Json<paths['/api/v1/user/login']['post']['responses'][200]>;
/** A buyer's call: its 401 and 403 are in the document because it declares its security. */
type Informer = Json<paths['/api/v1/basket/basketInformer']['get']['responses'][200]>;
type Refusal = Json<paths['/api/v1/basket/basketInformer']['get']['responses'][401 | 403]>;
type ListQuery = NonNullable<operations['getCatalogGetList']['parameters']['query']>;
type List = Json<operations['getCatalogGetList']['responses'][200]>;

const base = 'https://shop.example/api/v1';

export async function login(form: LoginForm): Promise<string | undefined> {
  const response = await fetch(\`\${base}/user/login\`, {
    method: 'POST',
    body: new URLSearchParams({ login: form.login, password: form.password }),
  });
  const answer = (await response.json()) as LoginAnswer;
  return answer.data.jwt;
}

export async function cartCount(jwt: string): Promise<number> {
  const response = await fetch(\`\${base}/basket/basketInformer\`, {
    headers: { authorization: \`Bearer \${jwt}\` },
  });
  if (!response.ok) {
    const refusal = (await response.json()) as Refusal;
    throw new Error(refusal.message);
  }
  const informer = (await response.json()) as Informer;
  return informer.data.count + informer.data.ids.length * 0;
}

export async function titles(query: ListQuery): Promise<string[]> {
  const search = new URLSearchParams();
  if (query.section !== undefined) search.set('section', String(query.section));
  if (query.PAGEN_1 !== undefined) search.set('PAGEN_1', String(query.PAGEN_1));
  const list = (await (await fetch(\`\${base}/catalog/getList?\${search}\`)).json()) as List;
  return list.data.catalog_list.elements.map((element) => element.title);
}
`;

/** The same calls, wrong: a count is not text, and there is no such operation. */
const wrongClient = `
import type { operations, paths } from './api';

type Informer = paths['/api/v1/basket/basketInformer']['get']['responses'][200]['content']['application/json'];

export const count: Informer['data']['count'] = 'many';
export type Missing = operations['getBasketNoSuchCall'];
`;

function diagnosticsOf(file: string) {
  const program = ts.createProgram([file], {
    strict: true,
    noUncheckedIndexedAccess: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    types: [],
    skipLibCheck: true,
  });
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const where = diagnostic.file
      ? `${path.basename(diagnostic.file.fileName)}:${diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line + 1}`
      : '-';
    return `${where} TS${diagnostic.code}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`;
  });
}

describe('a client generated from /api/v1/openapi.json (openapi-typescript)', () => {
  let dir: string;
  let types: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'selvedge-openapi-'));
    const document = await servedDocument();
    types = astToString(await openapiTS(document as unknown as OpenAPI3, { silent: true }));
    await writeFile(path.join(dir, 'api.ts'), types);
    await writeFile(path.join(dir, 'client.ts'), client);
    await writeFile(path.join(dir, 'wrong-client.ts'), wrongClient);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('has every call, each under its operationId', () => {
    expect(types).toContain('"/api/v1/basket/basketInformer": {');
    expect(types).toContain('getBasketBasketInformer: {');
    expect(types).toContain('postManagerRequestsByIdStatus: {');
  });

  it('type-checks with the client that uses it', () => {
    expect(diagnosticsOf(path.join(dir, 'client.ts'))).toEqual([]);
  }, 60_000);

  it("reports a client's type errors", () => {
    const found = diagnosticsOf(path.join(dir, 'wrong-client.ts'));
    expect(found).toEqual([
      expect.stringMatching(
        /^wrong-client\.ts:6 TS2322: Type 'string' is not assignable to type 'number'/,
      ),
      expect.stringMatching(
        /^wrong-client\.ts:7 TS2339: Property 'getBasketNoSuchCall' does not exist/,
      ),
    ]);
  }, 60_000);
});
