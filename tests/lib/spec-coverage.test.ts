/**
 * docs/spec-coverage.md traces every requirement of docs/spec/requirements.md to the code
 * and the test that prove it. This keeps the trace honest: no ID left out, no file named that
 * does not exist, no status outside the agreed set. The checks are one function, run on the
 * real files and on small made-up ones, so that each kind of mistake is proven to be caught.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const STATUSES = ['done', 'partial', 'open', 'n/a'];
const ROW = /^\|\s*((?:SF|AC)-\d+\.\d+)\s*\|/;
const TEST_FILE = /[\w./[\]-]+\.(?:test|spec)\.tsx?/g;
const MODULE_FILE =
  /(?:^|[\s,(])((?:app|features|components|lib|server|styles|scripts|e2e|tests)\/[\w./[\]-]*)/g;

interface Row {
  id: string;
  status: string;
  module: string;
  test: string;
  note: string;
}

function parseRows(coverage: string): Row[] {
  return coverage
    .split('\n')
    .filter((line) => ROW.test(line))
    .map((line) => {
      const cells = line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim());
      return {
        id: cells[0] ?? '',
        status: cells[1] ?? '',
        module: cells[2] ?? '',
        test: cells[3] ?? '',
        note: cells[4] ?? '',
      };
    });
}

/** Every mistake of the trace, one line each; empty when the trace is sound. */
function coverageProblems(
  coverage: string,
  requirements: string,
  exists: (file: string) => boolean,
): string[] {
  const problems: string[] = [];
  const ids = [...requirements.matchAll(/^- ((?:SF|AC)-\d+\.\d+) /gm)].map((m) => m[1]!);
  const rows = parseRows(coverage);
  const listed = rows.map((r) => r.id);
  for (const id of ids) if (!listed.includes(id)) problems.push(`${id}: missing`);
  for (const id of listed) if (!ids.includes(id)) problems.push(`${id}: not in the spec`);
  listed
    .filter((id, i) => listed.indexOf(id) !== i)
    .forEach((id) => problems.push(`${id}: listed twice`));

  for (const row of rows) {
    if (!STATUSES.includes(row.status)) problems.push(`${row.id}: status '${row.status}'`);
    const tests = row.test.match(TEST_FILE) ?? [];
    if (row.status === 'done' && (row.module === '' || tests.length === 0)) {
      problems.push(`${row.id}: done without a module and a test file`);
    }
    if (['partial', 'open', 'n/a'].includes(row.status) && row.note === '')
      problems.push(`${row.id}: no reason given`);
    // Files named anywhere in the row (the note names further tests) must exist.
    const cells = [row.module, row.test, row.note].join(' ');
    for (const file of cells.match(TEST_FILE) ?? []) {
      if (!exists(file)) problems.push(`${row.id}: ${file} does not exist`);
    }
    for (const [, file] of row.module.matchAll(MODULE_FILE)) {
      if (!exists(file!)) problems.push(`${row.id}: ${file} does not exist`);
    }
  }
  return problems;
}

describe('docs/spec-coverage.md', () => {
  const requirements = readFileSync(
    path.resolve(process.cwd(), 'docs/spec/requirements.md'),
    'utf8',
  );

  it('has one row per requirement ID, known statuses, and names only files that exist', () => {
    const coverage = readFileSync('docs/spec-coverage.md', 'utf8');
    expect(parseRows(coverage).length).toBeGreaterThan(200);
    expect(coverageProblems(coverage, requirements, existsSync)).toEqual([]);
  });

  describe('catches', () => {
    const spec = '- SF-1.01 One thing.\n- SF-1.02 Another.\n';
    const header = '| ID | Status | Module | Test | Note |\n| -- | -- | -- | -- | -- |\n';
    const doneRow = (id: string, test = 'tests/a.test.ts', module = 'lib/a.ts') =>
      `| ${id} | done | ${module} | ${test} | |\n`;
    const files = new Set(['tests/a.test.ts', 'lib/a.ts', 'features/a/']);
    const check = (table: string) => coverageProblems(header + table, spec, (f) => files.has(f));

    it('nothing in a sound table', () => {
      expect(
        check(doneRow('SF-1.01') + doneRow('SF-1.02', 'tests/a.test.ts', 'features/a/')),
      ).toEqual([]);
    });

    it('an ID of the spec that has no row', () => {
      expect(check(doneRow('SF-1.01'))).toEqual(['SF-1.02: missing']);
    });

    it('a named test file or module that does not exist', () => {
      expect(check(doneRow('SF-1.01') + doneRow('SF-1.02', 'tests/gone.test.tsx'))).toEqual([
        'SF-1.02: tests/gone.test.tsx does not exist',
      ]);
      expect(check(doneRow('SF-1.01') + doneRow('SF-1.02', undefined, 'features/b/'))).toEqual([
        'SF-1.02: features/b/ does not exist',
      ]);
      expect(
        check(doneRow('SF-1.01') + '| SF-1.02 | partial | lib/a.ts | | e2e/x.spec.ts later |\n'),
      ).toEqual(['SF-1.02: e2e/x.spec.ts does not exist']);
    });

    it('a status other than done, partial, open or n/a', () => {
      expect(
        check(doneRow('SF-1.01') + '| SF-1.02 | finished | lib/a.ts | tests/a.test.ts | |\n'),
      ).toEqual(["SF-1.02: status 'finished'"]);
    });

    it('a done row without a test file, and an open row without a reason', () => {
      expect(check(doneRow('SF-1.01', 'by hand') + '| SF-1.02 | open | | | |\n')).toEqual([
        'SF-1.01: done without a module and a test file',
        'SF-1.02: no reason given',
      ]);
    });
  });
});
