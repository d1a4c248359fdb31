import { describe, expect, it } from 'vitest';
import type { PageResult, PagesResult } from '../../../scripts/bench-pages';
import { checkBudgets } from '../../../scripts/check-budgets';

function page(
  name: PageResult['name'],
  firstLoadJsKiB: number,
  lighthouse: Partial<PageResult['lighthouse']> = {},
): PageResult {
  return {
    name,
    url: `http://127.0.0.1/${name}`,
    route: `/${name}`,
    firstLoadJsKiB,
    lighthouse: {
      performanceRuns: [90, 90, 90],
      performance: 90,
      accessibility: 100,
      seo: 100,
      bestPractices: 100,
      lcpMs: 1000,
      lcpRuns: [lighthouse.lcpMs ?? 1000],
      tbtMs: 300,
      tbtRuns: [lighthouse.tbtMs ?? 300],
      cls: 0,
      fcpMs: 800,
      failedAudits: [],
      ...lighthouse,
    },
  };
}

const result = (pages: PageResult[]): PagesResult => ({
  date: '2026-11-25T00:00:00Z',
  commit: 'test',
  base: 'http://127.0.0.1',
  runs: 5,
  bare: '/politika_konfidentsialnosti/',
  pages,
});

const failing = (pages: PageResult[]) =>
  checkBudgets(result(pages))
    .filter((check) => !check.ok)
    .map((check) => check.text);

describe('page budgets judged against the reference app of the same run (issue #22)', () => {
  it('passes pages within every ratio of the reference', () => {
    expect(
      failing([
        page('reference', 130),
        page('bare', 143, { tbtMs: 450, lcpMs: 1400, performance: 87 }),
        page('catalogue', 149.5),
      ]),
    ).toEqual([]);
  });

  it('fails a page whose scripts exceed its ratio, naming the figures', () => {
    const failed = failing([page('reference', 130), page('bare', 144), page('product', 150)]);
    expect(failed).toHaveLength(2);
    expect(failed[0]).toMatch(/^bare: first-load JS 144 KiB = 1\.11× the reference's 130/);
    expect(failed[1]).toMatch(/^product: first-load JS 150 KiB = 1\.15×/);
  });

  it('fails blocking time, LCP and score beyond the reference by more than allowed', () => {
    const failed = failing([
      page('reference', 130),
      page('home', 130, { tbtMs: 451, lcpMs: 1401, performance: 86 }),
    ]);
    expect(failed).toEqual([
      'home: TBT 451 ms ≤ reference 300 + 150',
      'home: LCP 1401 ms ≤ reference 1000 + 400',
      'home: performance 86 (runs 90, 90, 90) ≥ reference 90 − 3',
    ]);
  });

  it("judges LCP from the page's own floor without scripts when that is above the reference", () => {
    const withFloor = (lcpMs: number, lcpWithoutScriptsMs: number) => ({
      ...page('catalogue', 130, { lcpMs }),
      lcpWithoutScriptsMs,
    });
    // Fonts and photos alone at 1.8 s: the scripts may add 400 ms to that, not to the reference.
    expect(failing([page('reference', 130), withFloor(2200, 1800)])).toEqual([]);
    expect(failing([page('reference', 130), withFloor(2201, 1800)])).toEqual([
      'catalogue: LCP 2201 ms ≤ max(reference 1000, without scripts 1800) + 400',
    ]);
    // A floor below the reference lends nothing: the reference + 400 still holds.
    expect(failing([page('reference', 130), withFloor(1401, 700)])).toEqual([
      'catalogue: LCP 1401 ms ≤ max(reference 1000, without scripts 700) + 400',
    ]);
  });

  it('names the audits that cost a category its 100', () => {
    const failed = failing([
      page('reference', 130),
      page('bare', 130, { seo: 92, failedAudits: ['seo:meta-description'] }),
    ]);
    expect(failed).toEqual(['bare: seo 92 = 100 (failed: seo:meta-description)']);
  });

  it('refuses a result without the reference', () => {
    expect(failing([page('bare', 130)])).toEqual(['no reference page in the result']);
  });
});
