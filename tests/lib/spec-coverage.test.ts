/**
 * docs/spec-coverage.md traces every requirement of ../shared/spec/requirements.md to the code
 * and the test that prove it. This keeps the trace honest: no ID left out, no test named that
 * does not exist, no status outside the agreed set.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const requirementsPath = path.resolve(process.cwd(), '../shared/spec/requirements.md');
const coverage = readFileSync('docs/spec-coverage.md', 'utf8');

const rows = coverage
  .split('\n')
  .filter((line) => /^\| (SF|AC)-\d+\.\d+ \|/.test(line))
  .map((line) => {
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    return {
      id: cells[0]!,
      status: cells[1]!,
      module: cells[2]!,
      test: cells[3]!,
      note: cells[4] ?? '',
    };
  });

describe('docs/spec-coverage.md', () => {
  it('has exactly one row for every requirement ID of the spec', () => {
    const ids = [
      ...readFileSync(requirementsPath, 'utf8').matchAll(/^- ((?:SF|AC)-\d+\.\d+) /gm),
    ].map((m) => m[1]);
    expect(ids.length).toBeGreaterThan(200);
    const listed = rows.map((r) => r.id);
    expect(listed.filter((id, i) => listed.indexOf(id) !== i)).toEqual([]);
    expect(ids.filter((id) => !listed.includes(id!))).toEqual([]);
    expect(listed.filter((id) => !ids.includes(id))).toEqual([]);
  });

  it('uses only the agreed statuses, and every done row names a module and a test', () => {
    for (const row of rows) {
      expect(['done', 'partial', 'open', 'n/a'], row.id).toContain(row.status);
      if (row.status === 'done') {
        expect(row.module, row.id).not.toBe('');
        expect(row.test, row.id).not.toBe('');
      }
      if (row.status === 'n/a' || row.status === 'open' || row.status === 'partial') {
        expect(row.note, `${row.id} needs a reason or an issue`).not.toBe('');
      }
    }
  });

  it('names only test files and modules that exist', () => {
    for (const row of rows) {
      for (const file of row.test.match(/[\w./[\]-]+\.(?:test|spec)\.tsx?/g) ?? []) {
        expect(existsSync(file), `${row.id}: ${file}`).toBe(true);
      }
      for (const file of row.module.match(/[\w./[\]-]+\.(?:tsx?|scss)/g) ?? []) {
        expect(existsSync(file), `${row.id}: ${file}`).toBe(true);
      }
    }
  });
});
