/**
 * Request cases: for one operation, a fast-check arbitrary of whole requests — plausible,
 * hostile, of the wrong type, with fields missing, duplicated or unknown, with the wrong
 * content type, a malformed body, a huge multipart part, the wrong method or a tricky path.
 */
import fc from 'fast-check';
import { API_PREFIX, type Field, type Operation } from './operations';
import { encodeLoose, encodePairs, hostileString, valueFor, wrongTypeValue } from './values';

export const modes = [
  'valid',
  'hostile',
  'wrong-type',
  'missing',
  'duplicate',
  'unknown-field',
  'bad-content-type',
  'malformed-body',
  'huge-multipart',
  'wrong-method',
  'path-trick',
  'overlong',
  'out-of-range',
] as const;
export type Mode = (typeof modes)[number];

export interface FuzzCase {
  operation: Operation;
  mode: Mode;
  buyer: boolean;
  method: string;
  /** Path and query below the origin, e.g. `/api/v1/catalog/getList?PAGEN_1=2`. */
  url: string;
  headers: Record<string, string>;
  /** Text, raw bytes, form data, or a huge multipart part of this many bytes (made when sent). */
  body?: string | Uint8Array | { multipart: [string, string][] } | { hugePart: number };
  /** The value swept into one field lies outside what its schema takes: a 400 is due. */
  outsideSchema?: boolean;
}

type Pair = [string, string];

const withBody = (op: Operation) => op.method !== 'GET' && op.method !== 'HEAD';

function pairsFor(fields: Field[]): fc.Arbitrary<Pair[]> {
  const parts = fields.map((field) => {
    const value = valueFor(field.schema).map((v) =>
      (Array.isArray(v) ? v : [v]).map((one): Pair => [field.name, one]),
    );
    return field.required ? value : fc.option(value, { nil: [] as Pair[] });
  });
  return fc.tuple(...parts).map((lists) => lists.flat());
}

/** The plausible request's fields, split by where they go. */
function basePairs(op: Operation) {
  const inPath = op.fields.filter((f) => f.in === 'path');
  const inQuery = op.fields.filter((f) => f.in === 'query');
  const inBody = op.fields.filter((f) => f.in === 'body');
  return fc.record({
    path: pairsFor(inPath),
    query: pairsFor(inQuery),
    body: pairsFor(inBody),
  });
}

/** Replaces the value of some pairs (at least one when there are any) with another arbitrary's. */
function corrupt(
  pairs: Pair[],
  values: fc.Arbitrary<string>,
  names: string[],
): fc.Arbitrary<Pair[]> {
  const targets = pairs.length ? pairs : names.map((name): Pair => [name, '']);
  if (!targets.length) return fc.tuple(values).map(([v]): Pair[] => [['q', v]]);
  return fc
    .tuple(
      fc.array(fc.boolean(), { minLength: targets.length, maxLength: targets.length }),
      fc.array(values, { minLength: targets.length, maxLength: targets.length }),
      fc.nat(targets.length - 1),
    )
    .map(([flags, replacements, forced]) =>
      targets.map(([name, value], i): Pair => [
        name,
        flags[i] || i === forced ? replacements[i]! : value,
      ]),
    );
}

const unknownPairs: fc.Arbitrary<Pair[]> = fc.array(
  fc.tuple(
    fc.oneof(
      fc.constantFrom(
        '__proto__',
        'constructor',
        'prototype',
        '__proto__[admin]',
        'a[b][c]',
        'id[]',
      ),
      fc.string({ minLength: 1, maxLength: 12 }),
    ),
    fc.oneof(hostileString, fc.constant('1')),
  ),
  { minLength: 1, maxLength: 4 },
);

const malformedBodies: { type: string; body: string | Uint8Array }[] = [
  { type: 'application/json', body: '{"a":' },
  { type: 'application/json', body: '[' + '['.repeat(5_000) },
  { type: 'application/json', body: '{"__proto__":{"polluted":1}}' },
  { type: 'application/x-www-form-urlencoded', body: '%%%&&==&=%zz' },
  { type: 'application/x-www-form-urlencoded', body: 'a=%E0%A4%A&b=%' },
  {
    type: 'application/x-www-form-urlencoded',
    body: new Uint8Array([0x61, 0x3d, 0xed, 0xa0, 0x80, 0xff, 0xfe, 0x00]),
  },
  {
    type: 'multipart/form-data; boundary=XyZ',
    body: '--XyZ\r\nContent-Disposition: form-data\r\n\r\n',
  },
  { type: 'multipart/form-data', body: 'no boundary here' },
  {
    type: 'multipart/form-data; boundary=b',
    body: '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--b--garbage',
  },
  { type: 'application/x-www-form-urlencoded', body: 'a=' + 'b'.repeat(2_000_000) },
];

const badContentTypes = [
  'text/plain',
  'application/xml',
  'application/json',
  'application/octet-stream',
  'multipart/form-data',
  'application/x-www-form-urlencoded; charset=utf-16',
  '',
  'application/\u00ff\u00fe',
];

function urlOf(op: Operation, pathPairs: Pair[], query: Pair[], pathSuffix = ''): string {
  let apiPath = op.path;
  for (const [name, value] of pathPairs) apiPath = apiPath.replace(`{${name}}`, encodeLoose(value));
  apiPath = apiPath.replace(/\{[^}]+\}/g, '1');
  const search = query.length ? `?${encodePairs(query)}` : '';
  return `${API_PREFIX}${apiPath}${pathSuffix}${search}`;
}

/** Every kind of request for one operation, as anonymous or as a logged-in buyer. */
export function caseArbitrary(op: Operation): fc.Arbitrary<FuzzCase> {
  const names = op.fields.map((f) => f.name);
  const bodyNames = op.fields.filter((f) => f.in === 'body').map((f) => f.name);
  const formType = op.bodyType ?? 'application/x-www-form-urlencoded';
  const bodyText = (pairs: Pair[]) =>
    formType === 'application/json'
      ? JSON.stringify(Object.fromEntries(pairs))
      : encodePairs(pairs);
  const make = (
    mode: Mode,
    parts: { path: Pair[]; query: Pair[]; body: Pair[] },
    extra: Partial<FuzzCase> = {},
  ): Omit<FuzzCase, 'buyer'> => {
    const multipart = formType.startsWith('multipart/');
    return {
      operation: op,
      mode,
      method: op.method,
      url: urlOf(op, parts.path, parts.query),
      headers: withBody(op) && !multipart ? { 'content-type': formType } : {},
      body: withBody(op)
        ? multipart
          ? { multipart: parts.body }
          : bodyText(parts.body)
        : undefined,
      ...extra,
    };
  };
  const spread = (pairs: Pair[]) =>
    withBody(op) ? { path: [], query: [], body: pairs } : { path: [], query: pairs, body: [] };

  // 'overlong' and 'out-of-range' are sweeps only (overlongCases, outOfRangeCases): each field
  // once per value.
  const byMode: Record<
    Exclude<Mode, 'overlong' | 'out-of-range'>,
    fc.Arbitrary<Omit<FuzzCase, 'buyer'>>
  > = {
    valid: basePairs(op).map((parts) => make('valid', parts)),
    hostile: basePairs(op).chain((parts) =>
      corrupt([...parts.query, ...parts.body], hostileString, names).map((pairs) =>
        make('hostile', { ...spread(pairs), path: parts.path }),
      ),
    ),
    'wrong-type': basePairs(op).chain((parts) =>
      corrupt([...parts.query, ...parts.body], wrongTypeValue, names).map((pairs) =>
        make('wrong-type', { ...spread(pairs), path: parts.path }),
      ),
    ),
    missing: basePairs(op).chain((parts) =>
      fc
        .subarray([...parts.query, ...parts.body])
        .map((kept) => make('missing', { ...spread(kept), path: parts.path })),
    ),
    duplicate: basePairs(op).chain((parts) =>
      fc
        .tuple(
          fc.constant([...parts.query, ...parts.body]),
          fc.array(hostileString, { maxLength: 2 }),
        )
        .map(([pairs, others]) => {
          const first = pairs[0] ?? [names[0] ?? 'id', '1'];
          const doubled: Pair[] = [...pairs, first, ...others.map((v): Pair => [first[0], v])];
          return make('duplicate', { ...spread(doubled), path: parts.path });
        }),
    ),
    'unknown-field': fc
      .tuple(basePairs(op), unknownPairs)
      .map(([parts, extra]) =>
        make(
          'unknown-field',
          withBody(op)
            ? { ...parts, body: [...parts.body, ...extra] }
            : { ...parts, query: [...parts.query, ...extra] },
        ),
      ),
    'bad-content-type': fc
      .tuple(basePairs(op), fc.constantFrom(...badContentTypes))
      .map(([parts, type]) =>
        withBody(op)
          ? make('bad-content-type', parts, {
              headers: type ? { 'content-type': type } : {},
              body: bodyText(parts.body),
            })
          : make('bad-content-type', parts, { headers: { 'content-type': type || 'text/plain' } }),
      ),
    'malformed-body': fc
      .tuple(basePairs(op), fc.constantFrom(...malformedBodies))
      .map(([parts, bad]) =>
        withBody(op)
          ? make('malformed-body', parts, {
              headers: { 'content-type': bad.type },
              body: bad.body,
            })
          : make('malformed-body', parts, {
              url: `${urlOf(op, parts.path, [])}?${'%%%&&==&=%zz&a=%E0%A4%A'}`,
            }),
      ),
    'huge-multipart': fc
      .tuple(basePairs(op), fc.constantFrom(2 * 1024 * 1024, HUGE_PART_BYTES))
      .map(([parts, size]) =>
        make('huge-multipart', parts, {
          method: withBody(op) ? op.method : 'POST',
          headers: {},
          body: { hugePart: size },
        }),
      ),
    'wrong-method': fc
      .tuple(basePairs(op), fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'))
      .filter(([, method]) => method !== op.method)
      .map(([parts, method]) =>
        make('wrong-method', parts, {
          method,
          body: method === 'GET' || method === 'OPTIONS' ? undefined : bodyText(parts.body),
          headers:
            method === 'GET' || method === 'OPTIONS'
              ? {}
              : { 'content-type': 'application/x-www-form-urlencoded' },
        }),
      ),
    'path-trick': fc
      .tuple(
        basePairs(op),
        fc.constantFrom(
          '/',
          '//',
          '/..%2f..%2fhealth',
          '%00',
          '%2e',
          '/.',
          ';a=1',
          '/%E0%A4%A',
          '~',
        ),
      )
      .map(([parts, suffix]) =>
        make('path-trick', parts, { url: urlOf(op, parts.path, parts.query, suffix) }),
      ),
  };

  const weighted: { weight: number; arbitrary: fc.Arbitrary<Omit<FuzzCase, 'buyer'>> }[] = [
    { weight: 6, arbitrary: byMode.valid },
    { weight: 6, arbitrary: byMode.hostile },
    { weight: 3, arbitrary: byMode['wrong-type'] },
    { weight: 3, arbitrary: byMode.missing },
    { weight: 2, arbitrary: byMode.duplicate },
    { weight: 2, arbitrary: byMode['unknown-field'] },
    { weight: withBody(op) ? 2 : 1, arbitrary: byMode['bad-content-type'] },
    { weight: withBody(op) ? 2 : 1, arbitrary: byMode['malformed-body'] },
    { weight: withBody(op) && bodyNames.length ? 1 : 0, arbitrary: byMode['huge-multipart'] },
    { weight: 1, arbitrary: byMode['wrong-method'] },
    { weight: 1, arbitrary: byMode['path-trick'] },
  ];
  return fc
    .tuple(fc.oneof(...weighted.filter((w) => w.weight > 0)), fc.boolean())
    .map(([request, buyer]) => ({ ...request, buyer }));
}

/**
 * Plausible requests with one field replaced by each of `values` in turn: a deterministic sweep
 * of every field of the operation (as a buyer, who reaches the most code).
 */
export function sweepCases(op: Operation, values: readonly string[], seed: number): FuzzCase[] {
  return fieldCases(op, seed, 'hostile', () => values, true);
}

/** The longest value a field's schema allows (its string branch), if it says. */
export function maxLengthOf(schema: Field['schema']): number | undefined {
  if (schema.maxLength !== undefined) return schema.maxLength;
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
    if (branch.maxLength !== undefined) return branch.maxLength;
  return undefined;
}

/** Whether a field takes free text (a string that is not an enum, a constant or a file). */
export function isTextField(schema: Field['schema']): boolean {
  const textual = (s: Field['schema']) =>
    (s.type === 'string' || (Array.isArray(s.type) && s.type.includes('string'))) &&
    !s.enum &&
    s.const === undefined &&
    s.format !== 'binary';
  return (
    textual(schema) || [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].some((b) => textual(b))
  );
}

/** Values one character over a field's maximum, and 20,000 characters in a body (issue #18). */
function overlongValues(field: Field): string[] {
  const max = maxLengthOf(field.schema);
  if (max === undefined) return [];
  const values = ['a'.repeat(max + 1)];
  // A query or path value is bounded by the URL; a body field can be far longer.
  if (field.in === 'body' && max < 20_000) values.push('Я'.repeat(20_000));
  return values;
}

/**
 * Every field with a maximum length, over it: each must be refused with a 400 and a Russian
 * message before anything reads it.
 */
export function overlongCases(op: Operation, seed: number): FuzzCase[] {
  return fieldCases(op, seed, 'overlong', overlongValues, false);
}

function fieldCases(
  op: Operation,
  seed: number,
  mode: Mode,
  valuesOf: (field: Field) => readonly string[],
  huge: boolean,
  outsideSchema?: (field: Field, value: string) => boolean,
): FuzzCase[] {
  const [base] = fc.sample(
    caseArbitrary(op).filter((c) => c.mode === 'valid'),
    { seed, numRuns: 1 },
  );
  const plain = fc.sample(
    fc.record({
      path: pairsForAll(op, 'path'),
      query: pairsForAll(op, 'query'),
      body: pairsForAll(op, 'body'),
    }),
    { seed, numRuns: 1 },
  )[0]!;
  const cases: FuzzCase[] = [];
  for (const field of op.fields.filter((f) => f.in !== 'header')) {
    for (const value of valuesOf(field)) {
      const swap = (pairs: Pair[]): Pair[] => [
        ...pairs.filter(([name]) => name !== field.name),
        [field.name, value],
      ];
      const parts = {
        path: field.in === 'path' ? swap(plain.path) : plain.path,
        query: field.in === 'query' ? swap(plain.query) : plain.query,
        body: field.in === 'body' ? swap(plain.body) : plain.body,
      };
      const multipart = (op.bodyType ?? '').startsWith('multipart/');
      cases.push({
        operation: op,
        mode,
        buyer: true,
        method: op.method,
        url: urlOf(op, parts.path, parts.query),
        headers: base?.headers ?? {},
        body: withBody(op)
          ? multipart
            ? { multipart: parts.body }
            : op.bodyType === 'application/json'
              ? JSON.stringify(Object.fromEntries(parts.body))
              : encodePairs(parts.body)
          : undefined,
        ...(outsideSchema ? { outsideSchema: outsideSchema(field, value) } : {}),
      });
    }
  }
  // Every call that takes a body gets a huge multipart part at least once, whatever the seed:
  // over the body limit, it must be refused (413) before it is read, never a 5xx.
  if (huge && withBody(op))
    cases.push({
      operation: op,
      mode: 'huge-multipart',
      buyer: true,
      method: op.method,
      url: urlOf(op, plain.path, plain.query),
      headers: {},
      body: { hugePart: HUGE_PART_BYTES },
    });
  return cases;
}

/**
 * Numbers a field of a PostgreSQL `integer` cannot hold or should not take (issue #33): one past
 * 2^31 - 1, far past it, the same in exponent form, negative and fractional. Before the contract
 * bounded every number, `changeManager?manager=2147483648` reached the database and answered 500.
 */
export const outOfRangeNumbers: readonly string[] = [
  '2147483648',
  '99999999999',
  '1e10',
  '-1',
  '1.5',
];

type Schema = Field['schema'];

const branchesOf = (schema: Schema): Schema[] => [
  ...(schema.anyOf ?? []),
  ...(schema.oneOf ?? []),
  ...(schema.allOf ?? []),
];

const typesOf = (schema: Schema): string[] =>
  Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];

/** The schemas of a field that take a number: itself, its branches, an array's items. */
export function numericSchemasOf(schema: Schema): Schema[] {
  const own = typesOf(schema).some((t) => t === 'integer' || t === 'number') ? [schema] : [];
  return [
    ...own,
    ...branchesOf(schema).flatMap(numericSchemasOf),
    ...(schema.items ? numericSchemasOf(schema.items) : []),
  ];
}

/** A numeric schema with both ends bounded (exclusive bounds count). */
export function isBoundedNumber(schema: Schema): boolean {
  const low = typeof schema.minimum === 'number' || typeof schema.exclusiveMinimum === 'number';
  const high = typeof schema.maximum === 'number' || typeof schema.exclusiveMaximum === 'number';
  return low && high;
}

/**
 * Whether a schema takes `text` as a form or query sends it (numbers as zod's coerce reads
 * them): enough to know when a value must be refused, not a full JSON Schema validator.
 */
export function schemaTakes(schema: Schema, text: string): boolean {
  const branches = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  if (branches.length) return branches.some((branch) => schemaTakes(branch, text));
  if (schema.allOf?.length) return schema.allOf.every((part) => schemaTakes(part, text));
  if (schema.enum) return schema.enum.map(String).includes(text);
  const types = typesOf(schema);
  if (types.includes('array')) return schemaTakes(schema.items ?? {}, text);
  if (types.includes('integer') || types.includes('number')) {
    const value = Number(text);
    if (text.trim() === '' || !Number.isFinite(value)) return false;
    if (types.includes('integer') && !types.includes('number') && !Number.isSafeInteger(value))
      return false;
    if (typeof schema.minimum === 'number' && value < schema.minimum) return false;
    if (typeof schema.maximum === 'number' && value > schema.maximum) return false;
    if (typeof schema.exclusiveMinimum === 'number' && value <= schema.exclusiveMinimum)
      return false;
    if (typeof schema.exclusiveMaximum === 'number' && value >= schema.exclusiveMaximum)
      return false;
    return true;
  }
  if (types.includes('string') || types.length === 0) {
    if (schema.maxLength !== undefined && text.length > schema.maxLength) return false;
    if (schema.minLength !== undefined && text.length < schema.minLength) return false;
    if (schema.pattern && !new RegExp(schema.pattern).test(text)) return false;
    return true;
  }
  return true;
}

/**
 * Every field that takes a number, sent each of `outOfRangeNumbers`: a value its schema does not
 * take must be refused with 400 and a Russian message, any other must not break the call.
 */
export function outOfRangeCases(op: Operation, seed: number): FuzzCase[] {
  return fieldCases(
    op,
    seed,
    'out-of-range',
    (field) => (numericSchemasOf(field.schema).length ? outOfRangeNumbers : []),
    false,
    (field, value) => !schemaTakes(field.schema, value),
  );
}

/** Over every body limit of the API (10 MB per uploaded file). */
export const HUGE_PART_BYTES = 12 * 1024 * 1024;

/** Every field of one place, required or not: the sweep fills them all. */
function pairsForAll(op: Operation, place: Field['in']): fc.Arbitrary<Pair[]> {
  return pairsFor(op.fields.filter((f) => f.in === place).map((f) => ({ ...f, required: true })));
}

/**
 * The path below /api/v1 and the fetch init for a case, the buyer's headers added when it is
 * sent as one (tests/support/api.ts `call` takes exactly these). The managers' calls (issue #20)
 * refuse a buyer before reading any input, so their 'logged-in' cases go as staff instead.
 */
export function toCall(
  c: FuzzCase,
  buyerHeaders: Record<string, string>,
  staffHeaders: Record<string, string> = buyerHeaders,
): { path: string; init: RequestInit } {
  const path = c.url.slice(API_PREFIX.length);
  const session = path.startsWith('/manager/') ? staffHeaders : buyerHeaders;
  const headers = new Headers(c.buyer ? { ...c.headers, ...session } : c.headers);
  let body: BodyInit | undefined;
  if (typeof c.body === 'string' || c.body instanceof Uint8Array) body = c.body as BodyInit;
  else if (c.body && 'multipart' in c.body) {
    const data = new FormData();
    for (const [name, value] of c.body.multipart) data.append(name, value);
    body = data;
  } else if (c.body && 'hugePart' in c.body) {
    const data = new FormData();
    data.append('comment', 'Большой файл');
    data.append('file', new Blob([new Uint8Array(c.body.hugePart).fill(0x41)]), 'huge.pdf');
    body = data;
  }
  return { path, init: { method: c.method, headers, body } };
}

/** One line naming the case, with long values cut, for reports. */
export function describeCase(c: FuzzCase): string {
  const cut = (text: string) =>
    text.length > 160 ? `${text.slice(0, 160)}…(${text.length})` : text;
  let body = '';
  if (typeof c.body === 'string') body = ` body=${cut(JSON.stringify(c.body))}`;
  else if (c.body instanceof Uint8Array) body = ` body=<${c.body.length} bytes>`;
  else if (c.body && 'multipart' in c.body)
    body = ` multipart=${cut(JSON.stringify(c.body.multipart))}`;
  else if (c.body && 'hugePart' in c.body) body = ` multipart file of ${c.body.hugePart} bytes`;
  const type = c.headers['content-type'] ? ` [${c.headers['content-type']}]` : '';
  return `${c.mode}${c.buyer ? ' as buyer' : ''}: ${c.method} ${cut(c.url)}${type}${body}`;
}
