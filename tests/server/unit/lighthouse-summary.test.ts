import { describe, expect, it } from 'vitest';
import { summarise, type Report } from '../../../scripts/lighthouse-summary';

/** A Lighthouse result with what summarise reads. */
function report(performance: number, lcp: number, tbt: number, fcp = 900): Report {
  const audit = (numericValue: number) => ({ numericValue, score: 1 });
  const category = (score: number) => ({ score, auditRefs: [] });
  return {
    categories: {
      performance: category(performance / 100),
      accessibility: category(1),
      seo: category(1),
      'best-practices': category(1),
    },
    audits: {
      'largest-contentful-paint': audit(lcp),
      'total-blocking-time': audit(tbt),
      'first-contentful-paint': audit(fcp),
      'cumulative-layout-shift': audit(0),
    },
  } as unknown as Report;
}

describe('summarise', () => {
  it('gives each metric as its own median over the runs, not the median-score run’s value', () => {
    // The median score (97) is a run with a slow LCP and a long blocking time.
    const summary = summarise([
      report(99, 1_100, 90),
      report(96, 2_400, 400),
      report(95, 1_300, 150),
      report(100, 1_000, 60),
      report(97, 2_000, 300),
    ]);
    expect(summary.performance).toBe(97);
    expect(summary.performanceRuns).toEqual([99, 96, 95, 100, 97]);
    expect(summary.lcpMs).toBe(1_300);
    expect(summary.lcpRuns).toEqual([1_100, 2_400, 1_300, 1_000, 2_000]);
    expect(summary.tbtMs).toBe(150);
    expect(summary.tbtRuns).toEqual([90, 400, 150, 60, 300]);
    expect(summary.fcpMs).toBe(900);
  });
});
