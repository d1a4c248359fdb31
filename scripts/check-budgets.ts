/**
 * `npm run check:budgets [-- FILE]` (default .data/bench/pages.json, written by bench:pages)
 *
 * The performance budgets of issue #10, checked against one bench:pages result:
 * - catalogue and product first-load JS (gzip) at most 1.25× the bare page's;
 * - Lighthouse performance at least 90, and no more than 0.05 (5 points) below the bare page;
 * - accessibility and SEO 100 on every page measured.
 * Prints every check with its figures; exits 1 when any fails. Reports, never hides: a failing
 * budget is listed with the audits that cost the points.
 */
import { readFileSync } from 'node:fs';
import type { PagesResult } from './bench-pages';

const file = process.argv.slice(2).find((arg) => !arg.startsWith('-')) ?? '.data/bench/pages.json';

export const budgets = {
  firstLoadJsRatio: 1.25,
  performanceMin: 90,
  performanceBelowBare: 5,
  accessibility: 100,
  seo: 100,
} as const;

export interface Check {
  ok: boolean;
  text: string;
}

export function checkBudgets(result: PagesResult): Check[] {
  const checks: Check[] = [];
  const bare = result.pages.find((p) => p.name === 'bare');
  if (!bare) return [{ ok: false, text: 'no bare page in the result' }];
  for (const page of result.pages) {
    const lh = page.lighthouse;
    if (page.name === 'catalogue' || page.name === 'product') {
      const limit = bare.firstLoadJsKiB * budgets.firstLoadJsRatio;
      checks.push({
        ok: page.firstLoadJsKiB <= limit,
        text: `${page.name}: first-load JS ${page.firstLoadJsKiB} KiB ≤ ${limit.toFixed(1)} KiB (1.25 × bare ${bare.firstLoadJsKiB})`,
      });
    }
    checks.push({
      ok: lh.performance >= budgets.performanceMin,
      text: `${page.name}: Lighthouse performance ${lh.performance} ≥ ${budgets.performanceMin} (runs ${lh.performanceRuns.join(', ')})`,
    });
    if (page.name !== 'bare')
      checks.push({
        ok: lh.performance >= bare.lighthouse.performance - budgets.performanceBelowBare,
        text: `${page.name}: performance ${lh.performance} within 0.05 of the bare page's ${bare.lighthouse.performance}`,
      });
    const failed = (category: string) =>
      lh.failedAudits.filter((a) => a.startsWith(`${category}:`)).join(', ');
    checks.push({
      ok: lh.accessibility >= budgets.accessibility,
      text: `${page.name}: accessibility ${lh.accessibility} = 100${lh.accessibility < 100 ? ` (failed: ${failed('accessibility')})` : ''}`,
    });
    checks.push({
      ok: lh.seo >= budgets.seo,
      text: `${page.name}: SEO ${lh.seo} = 100${lh.seo < 100 ? ` (failed: ${failed('seo')})` : ''}`,
    });
  }
  return checks;
}

function main() {
  const result = JSON.parse(readFileSync(file, 'utf8')) as PagesResult;
  const checks = checkBudgets(result);
  console.log(
    `Budgets for ${result.base} at ${result.commit} (${result.date}, median of ${result.runs}):`,
  );
  for (const check of checks) console.log(`${check.ok ? '✓' : '✗'} ${check.text}`);
  const failed = checks.filter((c) => !c.ok).length;
  console.log(failed ? `${failed} budget(s) exceeded` : 'All budgets met');
  process.exitCode = failed ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) main();
