/**
 * Issue #36, item 6: the API's OpenAPI document passes Redocly's recommended ruleset (the
 * repository's redocly.yaml) with no error and no warning, as any client generator or
 * reference renderer that runs it would see it.
 */
import path from 'node:path';
import { createConfig, lintFromString, loadConfig, type Config } from '@redocly/openapi-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { operationsOf, servedDocument, type OpenApiDocument } from './served-document';

const repository = path.resolve(import.meta.dirname, '../../..');
const configPath = path.join(repository, 'redocly.yaml');

async function lint(document: OpenApiDocument, config: Config) {
  const problems = await lintFromString({
    source: JSON.stringify(document),
    absoluteRef: path.join(repository, 'openapi.json'),
    config,
  });
  return problems.map(
    (problem) =>
      `${problem.severity} ${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer ?? '?'}`,
  );
}

describe("Redocly's recommended ruleset over /api/v1/openapi.json", () => {
  let document: OpenApiDocument;
  let config: Config;

  beforeAll(async () => {
    document = await servedDocument();
    config = await loadConfig({ configPath });
  });

  it('finds no error and no warning', async () => {
    expect(operationsOf(document).length).toBeGreaterThan(150);
    expect(await lint(document, config)).toEqual([]);
  });

  it('is the recommended ruleset with only the licence rule off', async () => {
    const recommended = await createConfig({ extends: ['recommended'] });
    const ours = config.rules.oas3_1;
    const changed = Object.keys({ ...recommended.rules.oas3_1, ...ours }).filter(
      (rule) => JSON.stringify(ours[rule]) !== JSON.stringify(recommended.rules.oas3_1[rule]),
    );
    expect(changed).toEqual(['info-license']);
    expect(recommended.rules.oas3_1['security-defined']).toBe('error');
    expect(recommended.rules.oas3_1['operation-operationId']).toBe('warn');
  });

  it('would report a call that declares neither who may call it nor its id', async () => {
    // The check can fail: the same document with one operation as every one was before.
    const broken = structuredClone(document);
    const informer = broken.paths!['/api/v1/basket/basketInformer']!.get!;
    delete informer.security;
    delete informer.operationId;
    const problems = await lint(broken, config);
    expect(problems).toEqual([
      expect.stringMatching(/^warn operation-operationId: .*basketInformer\/get\/operationId$/),
      expect.stringMatching(/^error security-defined: .*basketInformer\/get$/),
    ]);
  });
});
