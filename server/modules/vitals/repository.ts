/**
 * Real visitors' Core Web Vitals (issue #37): `web_vital_reports`, one row per page view. The
 * p75 of each metric is PostgreSQL's own `percentile_cont`, which skips the nulls of a metric a
 * view did not measure, so one table serves the four metrics with their own counts.
 */
import 'server-only';
import { sql } from 'drizzle-orm';
import type {
  WebVitalDevice,
  WebVitalName,
  WebVitalPageType,
} from '../../../lib/api/contract/web-vitals';
import { rowsOf, type Db } from '../../db/client';
import { webVitalReports } from '../../db/schema';

export interface VitalsReportRow {
  page: WebVitalPageType;
  device: WebVitalDevice;
  lcp: number | null;
  inp: number | null;
  cls: number | null;
  ttfb: number | null;
  createdAt: Date;
}

/** One page type and device within a window: its views, and each metric's p75 and count. */
export interface VitalsGroup {
  page: string;
  device: string;
  views: number;
  metrics: Record<WebVitalName, { p75: number | null; count: number }>;
}

/** percentile_cont and count per metric column; percentile_cont is null when none was measured. */
const metricColumns = sql.raw(
  (['lcp', 'inp', 'cls', 'ttfb'] as const)
    .map(
      (column) =>
        `percentile_cont(0.75) within group (order by ${column}) as ${column}_p75, ` +
        `count(${column})::int as ${column}_count`,
    )
    .join(',\n  '),
);

const numberOrNull = (value: unknown) => (value === null ? null : Number(value));

export function createVitalsRepository(db: Db) {
  return {
    async insert(row: VitalsReportRow): Promise<void> {
      await db.insert(webVitalReports).values(row);
    },

    /** Deletes the reports made before `before`; answers how many went. */
    async pruneBefore(before: Date): Promise<number> {
      // Counted in the database: the first prune after a long pause may delete many rows.
      const result = await db.execute(sql`
        with gone as (delete from web_vital_reports
                      where created_at < ${before.toISOString()}::timestamptz returning 1)
        select count(*)::int as n from gone`);
      return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
    },

    /** Every page type and device with a report made at or after `since`, unordered. */
    async groupsSince(since: Date): Promise<VitalsGroup[]> {
      const result = await db.execute(sql`
        select page, device, count(*)::int as views,
          ${metricColumns}
        from web_vital_reports
        where created_at >= ${since.toISOString()}::timestamptz
        group by page, device`);
      return rowsOf<Record<string, unknown>>(result).map((raw) => ({
        page: String(raw.page),
        device: String(raw.device),
        views: Number(raw.views),
        metrics: {
          LCP: { p75: numberOrNull(raw.lcp_p75), count: Number(raw.lcp_count) },
          INP: { p75: numberOrNull(raw.inp_p75), count: Number(raw.inp_count) },
          CLS: { p75: numberOrNull(raw.cls_p75), count: Number(raw.cls_count) },
          TTFB: { p75: numberOrNull(raw.ttfb_p75), count: Number(raw.ttfb_count) },
        },
      }));
    },
  };
}

export type VitalsRepository = ReturnType<typeof createVitalsRepository>;
