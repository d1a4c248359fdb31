/**
 * One page's Lighthouse runs in one line of figures (scripts/bench-pages.ts, issue #22): the
 * performance score and each metric as its own median over the runs ("median of 5" in the
 * issue's targets), with the runs beside them, and the other categories' scores and failed
 * audits of the run whose performance score is the median.
 *
 * Until session 16 the metrics were those of the median-score run alone: one run's LCP and TBT,
 * which moved by hundreds of milliseconds with the run that happened to hold the median score.
 */
import type lighthouse from 'lighthouse';

export type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

export interface LighthouseSummary {
  performanceRuns: number[];
  performance: number;
  accessibility: number;
  seo: number;
  bestPractices: number;
  /** Medians over the runs; the runs' own values in the order they were made. */
  lcpMs: number;
  lcpRuns: number[];
  tbtMs: number;
  tbtRuns: number[];
  cls: number;
  fcpMs: number;
  /** Failed accessibility, SEO and best-practices audits of the median run, by id. */
  failedAudits: string[];
}

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** What a failed audit found, in short: " (the first two items' text or address)". */
function auditItems(report: Report, id: string): string {
  const details = report.audits[id]?.details as { items?: Record<string, unknown>[] } | undefined;
  const items = (details?.items ?? []).slice(0, 2).map((item) => {
    const text = item.description ?? item.url ?? item.source ?? JSON.stringify(item);
    return String(text).slice(0, 160);
  });
  return items.length ? ` (${items.join(' | ')})` : '';
}

export function summarise(reports: Report[]): LighthouseSummary {
  const scores = reports.map((r) => Math.round((r.categories.performance?.score ?? 0) * 100));
  const middle = reports[scores.indexOf(median(scores))]!;
  const score = (id: string) => Math.round((middle.categories[id]?.score ?? 0) * 100);
  const runs = (id: string) => reports.map((r) => r.audits[id]?.numericValue ?? NaN);
  const failedAudits = ['accessibility', 'seo', 'best-practices'].flatMap((category) =>
    (middle.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (middle.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}:${ref.id}${auditItems(middle, ref.id)}`),
  );
  const lcpRuns = runs('largest-contentful-paint').map(Math.round);
  const tbtRuns = runs('total-blocking-time').map(Math.round);
  return {
    performanceRuns: scores,
    performance: median(scores),
    accessibility: score('accessibility'),
    seo: score('seo'),
    bestPractices: score('best-practices'),
    lcpMs: median(lcpRuns),
    lcpRuns,
    tbtMs: median(tbtRuns),
    tbtRuns,
    cls: Math.round(median(runs('cumulative-layout-shift')) * 1000) / 1000,
    fcpMs: Math.round(median(runs('first-contentful-paint'))),
    failedAudits,
  };
}
