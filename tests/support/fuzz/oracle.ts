/**
 * What every answer of the API must be, whatever it was sent: never a 5xx, errors in the
 * envelope `{ status: 'error', message }` with a Russian message, no stack trace or SQL text.
 */
import type { FuzzCase } from './requests';

const cyrillic = /[А-Яа-яЁё]/;

/** Traces of internals: stack frames, file paths, driver and validator errors, SQL. */
const leaks: [string, RegExp][] = [
  ['stack frame', /\bat\s+[\w$.<>\s]*\(?(?:file:\/\/|\/|node:)[^\s)]*:\d+:\d+/],
  ['source path', /(?:\/[\w.@-]+)+\.(?:ts|tsx|js|mjs|cjs):\d+/],
  ['node_modules path', /node_modules[\\/]/],
  [
    'SQL error',
    /syntax error at or near|invalid input syntax for|violates (?:not-null|unique|foreign key|check) constraint|relation "[^"]+" does not exist|column "[^"]+" does not exist|invalid byte sequence for encoding/i,
  ],
  [
    'driver error',
    /Failed query:|DrizzleQueryError|PostgresError|error: (?:select|insert|update|delete) /,
  ],
  [
    'SQL text',
    /\b(?:select|insert into|update|delete from)\b[\s\S]{0,120}\b(?:from|where|values|set)\b[\s\S]{0,60}\$\d/i,
  ],
  ['JS error', /\b(?:TypeError|ReferenceError|RangeError|SyntaxError|ZodError)\b/],
];

export interface Answer {
  status: number;
  contentType: string;
  text: string;
}

/** Calls whose success answer is not the JSON envelope. */
const nonEnvelopePaths: (string | RegExp)[] = [
  '/openapi.json',
  '/docs',
  // Downloads (issue #21): a PDF, CSV or XLSX file when they succeed, the envelope when not.
  '/order/invoice',
  '/order/export',
  '/basket/export',
  '/basket/quickOrder/template',
  // The managers' queue as CSV (issue #20).
  '/manager/requests/export',
  // A file a sender attached, downloaded by staff (issue #20).
  /\/manager\/requests\/[^/]+\/files\/[^/]+$/,
];

/** The problems with an answer, empty when it is as it must be. */
export function judge(c: FuzzCase, answer: Answer): string[] {
  const problems: string[] = [];
  const { status, contentType, text } = answer;
  if (status >= 500) problems.push(`status ${status}`);
  for (const [what, pattern] of leaks) {
    const match = pattern.exec(text);
    if (match) problems.push(`${what} in the body: ${JSON.stringify(match[0].slice(0, 120))}`);
  }
  // A value over its field's maximum is bad input (issue #18): 400, or the forms' rate limit,
  // which comes first, once it is reached.
  if (c.mode === 'overlong' && status !== 400 && status !== 429)
    problems.push(`a value over the field's maximum length answered ${status}, not 400`);
  // A number its field does not take (past 2^31, fractional, negative …) is bad input too
  // (issue #33): a 400, or the forms' 429 once their limit is reached; never the database's.
  if (c.mode === 'out-of-range' && c.outsideSchema && status !== 400 && status !== 429)
    problems.push(`a number outside the field's range answered ${status}, not 400`);
  if (!c.operation.documented && c.mode === 'valid' && status !== 404)
    problems.push(`a call missing from the OpenAPI document answered ${status}, not 404`);

  const pathOnly = c.url.split('?')[0]!;
  const envelopeExpected =
    status >= 400 ||
    !nonEnvelopePaths.some((p) => {
      const path = pathOnly.replace(/\/$/, '');
      return typeof p === 'string' ? path.endsWith(p) : p.test(path);
    });
  if (status >= 300 && status < 400) return problems;
  if (status === 204 || c.method === 'HEAD') return problems;
  if (!envelopeExpected) return problems;

  if (!contentType.includes('application/json')) {
    problems.push(`content type ${JSON.stringify(contentType)}, not JSON`);
    return problems;
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    problems.push('the body is not JSON');
    return problems;
  }
  const envelope = body as { status?: unknown; message?: unknown };
  if (status >= 400) {
    if (envelope.status !== 'error')
      problems.push(`envelope status ${JSON.stringify(envelope.status)}`);
    if (typeof envelope.message !== 'string' || !cyrillic.test(envelope.message))
      problems.push(`message not Russian: ${JSON.stringify(envelope.message)}`);
  } else if (envelope.status !== 'success') {
    problems.push(`a ${status} answer with envelope status ${JSON.stringify(envelope.status)}`);
  }
  return problems;
}
