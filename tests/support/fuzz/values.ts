/**
 * Values for the fuzzer: plausible ones drawn from a field's JSON schema, and hostile ones
 * (overlong, Unicode edge cases, NUL bytes, SQL and HTML fragments, path tricks, wrong types).
 */
import fc from 'fast-check';
import type { JsonSchema } from './operations';

/** Strings that have broken web back ends before. */
export const hostileStrings: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '\u202Eabc\u202C',
  '\u200F\u200E\u061C',
  '\uFEFF',
  '\u0301\u0301\u0301',
  'Ё\u0308',
  '👨‍👩‍👧‍👦',
  '\r\n\r\nX-Injected: 1',
  '%00',
  '%',
  '%E0%A4%A',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '/%2e%2e/%2e%2e/',
  "' or 1=1 --",
  "'; drop table users; --",
  '" or ""="',
  ') union select null, null --',
  '1; select pg_sleep(0)',
  '$1',
  '\\',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}',
  '${7*7}',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '9'.repeat(40),
  '-9223372036854775809',
  '0x10',
  '1.5',
  '[]',
  '{}',
  'true',
  'a'.repeat(10_000),
  'ы'.repeat(50_000),
  '💥'.repeat(5_000),
];

/**
 * The sharpest of them, sent into every field of every call once per run (runner.ts) before
 * the random part, so that a seed cannot miss them.
 */
export const sharpStrings: readonly string[] = [
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\u202Eabc\u202C',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  'a'.repeat(10_000),
  '-1',
  '1e309',
  // Past PostgreSQL's integer (issue #33), also where a number hides in text ('id:kg' lists);
  // every field that takes a number gets the whole of requests.ts `outOfRangeNumbers` too.
  '2147483648',
  '1e10',
  '2147483648:20',
  '[object Object]',
  '',
];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...hostileStrings) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom(...hostileStrings), fc.constantFrom(...hostileStrings))
      .map(([a, b]) => a + b),
  },
);

/** A value of the wrong type for any field: objects, arrays, numbers where strings go. */
export const wrongTypeValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('[object Object]', '{"a":1}', '[1,2]', 'true', '-1', '0', '1e3', '３'),
  fc.double().map(String),
  fc.integer().map(String),
);

function typeOf(schema: JsonSchema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.find((t) => t !== 'null');
  return schema.type;
}

function bounded(schema: JsonSchema, integer: boolean): fc.Arbitrary<string> {
  const min = typeof schema.minimum === 'number' ? schema.minimum : -1_000;
  const max = typeof schema.maximum === 'number' ? schema.maximum : 100_000;
  const lo = Math.ceil(Math.min(min, max));
  const hi = Math.floor(Math.max(min, max));
  const inside = integer
    ? fc.integer({ min: lo, max: hi })
    : fc.double({ min: lo, max: hi, noNaN: true });
  return fc.oneof(
    { weight: 3, arbitrary: inside.map(String) },
    { weight: 1, arbitrary: fc.constantFrom(lo, hi, lo - 1, hi + 1, 0, 1, -1).map(String) },
  );
}

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  const examples = [schema.example, ...(schema.examples ?? []), schema.default].filter(
    (v): v is string | number => typeof v === 'string' || typeof v === 'number',
  );
  const choices: fc.Arbitrary<string>[] = [];
  if (examples.length) choices.push(fc.constantFrom(...examples.map(String)));
  if (schema.format === 'email') choices.push(fc.emailAddress());
  if (schema.pattern) {
    try {
      choices.push(fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length < 500));
    } catch {
      // A pattern fast-check cannot generate from: plain strings below stand in.
    }
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 200));
  choices.push(fc.string({ minLength, maxLength }));
  choices.push(
    fc.constantFrom(
      'Кулирка',
      'футер',
      'Иванов Иван Иванович',
      '+7 (900) 123-45-67',
      'test@example.ru',
    ),
  );
  return fc.oneof(...choices);
}

/**
 * A plausible value for a field, as the text sent in a query or a form: inside enums and
 * bounds most of the time, at and just past the bounds some of the time. Arrays give several.
 */
export function valueFor(schema: JsonSchema, depth = 0): fc.Arbitrary<string | string[]> {
  if (depth > 4) return fc.constant('');
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((v) => valueFor(v, depth + 1)));
  if (schema.allOf?.length) return valueFor(schema.allOf[0]!, depth + 1);
  if (schema.const !== undefined) return fc.constant(String(schema.const));
  if (schema.enum?.length)
    return fc.oneof(
      { weight: 5, arbitrary: fc.constantFrom(...schema.enum.map(String)) },
      { weight: 1, arbitrary: stringFor({}) },
    );
  switch (typeOf(schema)) {
    case 'integer':
      return bounded(schema, true);
    case 'number':
      return bounded(schema, false);
    case 'boolean':
      return fc.constantFrom('true', 'false', '1', '0', 'Y', 'N', 'on');
    case 'array':
      return fc
        .array(valueFor(schema.items ?? {}, depth + 1), { maxLength: 3 })
        .map((values) => values.flat());
    case 'object':
      return fc.constant(JSON.stringify({}));
    default:
      return stringFor(schema);
  }
}

/** Percent-encodes text for a URL, lone surrogates included (as the bytes WTF-8 gives them). */
export function encodeLoose(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out;
}

/** `a=1&b=2` from ordered pairs, keeping lone surrogates (URLSearchParams would replace them). */
export function encodePairs(pairs: [string, string][]): string {
  return pairs.map(([k, v]) => `${encodeLoose(k)}=${encodeLoose(v)}`).join('&');
}
