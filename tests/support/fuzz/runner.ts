/**
 * Runs the fuzzer: a fixed number of cases spread evenly over the operations, generated from
 * one seed (the same seed sends the same requests), each sent and judged (oracle.ts).
 */
import fc from 'fast-check';
import type { Operation } from './operations';
import { judge } from './oracle';
import {
  caseArbitrary,
  describeCase,
  isBoundedNumber,
  isTextField,
  maxLengthOf,
  numericSchemasOf,
  outOfRangeCases,
  overlongCases,
  sweepCases,
  toCall,
  type FuzzCase,
  type Mode,
} from './requests';
import { sharpStrings } from './values';

export interface Finding {
  call: string;
  request: string;
  status: number;
  answer: string;
  problems: string[];
}

export interface FuzzReport {
  requests: number;
  byStatus: Record<number, number>;
  byMode: Partial<Record<Mode, number>>;
  operations: number;
  /** Calls that were sent at least one request: all of them. */
  callsSent: number;
  /** Calls that take a body, and those of them sent a huge multipart part. */
  bodyCalls: number;
  hugeMultipartCalls: number;
  /** The status each call answered its sweep's huge part with (413 unless it never reads it). */
  hugeAnswers: Record<string, number>;
  undocumented: string[];
  /** Text fields of documented calls with no maximum length in the contract: none (issue #18). */
  unboundedFields: string[];
  /** Text fields sent a value over their maximum, and how many of those answers were 400. */
  overlongFields: number;
  overlongRefused: number;
  /** Fields of documented calls that take a number without both bounds: none (issue #33). */
  unboundedNumbers: string[];
  /** Fields that take a number, and the out-of-range values sent that their schema refuses. */
  numberFields: number;
  outOfRangeDue: number;
  outOfRangeRefused: number;
  findings: Finding[];
  ms: number;
}

export interface FuzzOptions {
  operations: Operation[];
  /** Sends one request to the app (path below /api/v1) and answers its response. */
  send: (path: string, init: RequestInit) => Promise<Response>;
  seed: number;
  runs: number;
  /** Headers that make the app treat the caller as a logged-in buyer. */
  buyerHeaders: Record<string, string>;
  /** Headers of a staff session, for the /manager/* calls (default: the buyer's). */
  staffHeaders?: Record<string, string>;
  onProgress?: (done: number, total: number) => void;
  /** Send each of values.ts `sharpStrings` in every field first (default true). */
  sweep?: boolean;
}

/** Distinct findings per call and problem: the first example of each is kept. */
function keyOf(c: FuzzCase, problems: string[]) {
  return `${c.operation.method} ${c.operation.path} ${problems.map((p) => p.split(':')[0]).join('|')}`;
}

export async function runFuzz(options: FuzzOptions): Promise<FuzzReport & { total: number }> {
  const { operations, send, seed, runs, buyerHeaders, staffHeaders } = options;
  const started = performance.now();
  const perOperation = Math.max(1, Math.ceil(runs / operations.length));
  const report: FuzzReport = {
    requests: 0,
    byStatus: {},
    byMode: {},
    operations: operations.length,
    callsSent: 0,
    bodyCalls: operations.filter((op) => op.method !== 'GET' && op.method !== 'HEAD').length,
    hugeMultipartCalls: 0,
    hugeAnswers: {},
    undocumented: operations.filter((op) => !op.documented).map((op) => `${op.method} ${op.path}`),
    unboundedFields: operations
      .filter((op) => op.documented)
      .flatMap((op) =>
        op.fields
          .filter((f) => f.in !== 'header' && isTextField(f.schema))
          .filter((f) => maxLengthOf(f.schema) === undefined)
          .map((f) => `${op.method} ${op.path} ${f.in}:${f.name}`),
      ),
    overlongFields: operations.reduce(
      (n, op) =>
        n +
        op.fields.filter((f) => f.in !== 'header' && maxLengthOf(f.schema) !== undefined).length,
      0,
    ),
    overlongRefused: 0,
    unboundedNumbers: operations
      .filter((op) => op.documented)
      .flatMap((op) =>
        op.fields
          .filter((f) => f.in !== 'header')
          .filter((f) => numericSchemasOf(f.schema).some((s) => !isBoundedNumber(s)))
          .map((f) => `${op.method} ${op.path} ${f.in}:${f.name}`),
      ),
    numberFields: operations.reduce(
      (n, op) =>
        n +
        op.fields.filter((f) => f.in !== 'header' && numericSchemasOf(f.schema).length > 0).length,
      0,
    ),
    outOfRangeDue: 0,
    outOfRangeRefused: 0,
    findings: [],
    ms: 0,
  };
  const seen = new Map<string, Finding & { count: number }>();
  const sent = new Set<string>();
  const hugeSent = new Set<string>();
  const sweeps = operations.map((op, index) =>
    options.sweep === false
      ? []
      : [
          ...sweepCases(op, sharpStrings, seed + index * 7919),
          ...overlongCases(op, seed + index * 7919),
          ...outOfRangeCases(op, seed + index * 7919),
        ],
  );
  const total = perOperation * operations.length + sweeps.reduce((n, s) => n + s.length, 0);
  for (const [index, op] of operations.entries()) {
    const cases = [
      ...sweeps[index]!,
      ...fc.sample(caseArbitrary(op), { seed: seed + index * 7919, numRuns: perOperation }),
    ];
    for (const c of cases) {
      let status = 0;
      let contentType = '';
      let text = '';
      try {
        const { path, init } = toCall(c, buyerHeaders, staffHeaders);
        const response = await send(path, init);
        status = response.status;
        contentType = response.headers.get('content-type') ?? '';
        text = await response.text();
      } catch (error) {
        status = 599;
        text = `the app threw: ${String(error)}`;
      }
      report.requests += 1;
      sent.add(`${op.method} ${op.path}`);
      if (c.mode === 'huge-multipart' && c.method === op.method) {
        hugeSent.add(`${op.method} ${op.path}`);
        report.hugeAnswers[`${op.method} ${op.path}`] ??= status;
      }
      if (c.mode === 'overlong' && status === 400) report.overlongRefused += 1;
      if (c.mode === 'out-of-range' && c.outsideSchema) {
        report.outOfRangeDue += 1;
        if (status === 400) report.outOfRangeRefused += 1;
      }
      report.byStatus[status] = (report.byStatus[status] ?? 0) + 1;
      report.byMode[c.mode] = (report.byMode[c.mode] ?? 0) + 1;
      const problems = judge(c, { status, contentType, text });
      if (problems.length) {
        const key = keyOf(c, problems);
        const known = seen.get(key);
        if (known) known.count += 1;
        else
          seen.set(key, {
            call: `${op.method} ${op.path}`,
            request: describeCase(c),
            status,
            answer: text.length > 400 ? `${text.slice(0, 400)}…` : text,
            problems,
            count: 1,
          });
      }
      options.onProgress?.(report.requests, total);
    }
  }
  report.findings = [...seen.values()];
  report.callsSent = sent.size;
  report.hugeMultipartCalls = hugeSent.size;
  report.ms = Math.round(performance.now() - started);
  return { ...report, total };
}

/** The report as text: totals, then each distinct finding with one example. */
export function formatReport(report: FuzzReport): string {
  const lines = [
    `${report.requests} requests over ${report.operations} calls in ${(report.ms / 1000).toFixed(1)} s`,
    `statuses: ${Object.entries(report.byStatus)
      .map(([s, n]) => `${s}×${n}`)
      .join(' ')}`,
    `modes: ${Object.entries(report.byMode)
      .map(([m, n]) => `${m}×${n}`)
      .join(' ')}`,
    `calls sent at least once: ${report.callsSent} of ${report.operations}; a huge multipart part sent to ${report.hugeMultipartCalls} of the ${report.bodyCalls} calls that take a body`,
    `calls of calls.txt not in the OpenAPI document (sent, expected 404): ${report.undocumented.length}`,
    `text fields with a maximum length: ${report.overlongFields}, over it: ${report.byMode.overlong ?? 0} requests, ${report.overlongRefused} answered 400; text fields without one: ${report.unboundedFields.length ? report.unboundedFields.join(', ') : 'none'}`,
    `fields that take a number: ${report.numberFields}, ${report.byMode['out-of-range'] ?? 0} requests with values past their range or type, ${report.outOfRangeDue} of them outside the schema, ${report.outOfRangeRefused} answered 400; numbers without both bounds: ${report.unboundedNumbers.length ? report.unboundedNumbers.join(', ') : 'none'}`,
  ];
  if (!report.findings.length && !report.unboundedFields.length && !report.unboundedNumbers.length)
    lines.push('findings: none');
  for (const f of report.findings as (Finding & { count?: number })[]) {
    lines.push(
      `\n✗ ${f.call} — ${f.problems.join('; ')} (${f.count ?? 1}×)`,
      `  request: ${f.request}`,
      `  answer ${f.status}: ${f.answer}`,
    );
  }
  return lines.join('\n');
}
