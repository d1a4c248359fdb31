/**
 * Real visitors' Core Web Vitals (issue #37, part 4). The rules:
 *
 * - A page view reports once: its page type, device class and the values it measured. Only
 *   those are kept, with the time; nothing that could tell who it was (docs/security.md).
 * - Reports are kept VITALS_KEEP_DAYS days. Older ones are deleted at most once an hour per
 *   process (VITALS_PRUNE_EVERY_MS), when a report comes in (after its answer, so the beacon
 *   never waits for it) or when the head reads the summary (before reading it).
 * - The head sees, over the last 1 and 28 days, each page type and device that reported: its
 *   views and each metric's 75th percentile (Google's figure for a page's experience), rated by
 *   the contract's thresholds (`rateWebVital`).
 */
import 'server-only';
import { managerExchangeMessages } from '../../../lib/api/contract/manager-exchange';
import {
  rateWebVital,
  webVitalDevices,
  webVitalNames,
  webVitalPageTypes,
  webVitalThresholds,
  webVitalWindows,
  type WebVitalReport,
  type WebVitalsRow,
  type WebVitalsSummary,
  type WebVitalName,
} from '../../../lib/api/contract/web-vitals';
import { AppError } from '../../http/app-error';
import type { BackgroundTasks } from '../../platform/background';
import type { StaffMember } from '../manager/staff/service';
import type { VitalsGroup, VitalsRepository } from './repository';

/** How long a report is kept: three 28-day windows and some, the most the head compares. */
export const VITALS_KEEP_DAYS = 90;
/** Pruning deletes by the created_at index; once an hour is plenty for a 90-day horizon. */
export const VITALS_PRUNE_EVERY_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** When this process last pruned; one per process (server/services.ts makes it once). */
export interface VitalsPruning {
  lastAt: number;
}

export const createVitalsPruning = (): VitalsPruning => ({ lastAt: Number.NEGATIVE_INFINITY });

/** A value as the head reads it: whole milliseconds, CLS to three places. */
const rounded = (name: WebVitalName, value: number) =>
  name === 'CLS' ? Math.round(value * 1000) / 1000 : Math.round(value);

const pageOrder = new Map<string, number>(webVitalPageTypes.map((page, i) => [page, i]));
const deviceOrder = new Map<string, number>(webVitalDevices.map((device, i) => [device, i]));

/** A group of the table as the summary's row; null for a page type or device not in the contract. */
function rowOf(group: VitalsGroup): WebVitalsRow | null {
  const page = webVitalPageTypes.find((p) => p === group.page);
  const device = webVitalDevices.find((d) => d === group.device);
  if (!page || !device) return null;
  const metrics: WebVitalsRow['metrics'] = {};
  for (const name of webVitalNames) {
    const { p75, count } = group.metrics[name];
    if (p75 === null || count === 0) continue;
    const value = rounded(name, p75);
    // Rated as shown: the head's page and this agree on a p75 at a threshold.
    metrics[name] = { p75: value, count, rating: rateWebVital(name, value) };
  }
  return { page, device, views: group.views, metrics };
}

const byPageThenDevice = (a: WebVitalsRow, b: WebVitalsRow) =>
  pageOrder.get(a.page)! - pageOrder.get(b.page)! ||
  deviceOrder.get(a.device)! - deviceOrder.get(b.device)!;

export function createVitalsService(
  repo: VitalsRepository,
  deps: {
    background: BackgroundTasks;
    pruning: VitalsPruning;
    now?: () => Date;
  },
) {
  const now = deps.now ?? (() => new Date());

  /**
   * Deletes reports older than VITALS_KEEP_DAYS unless this process did within the hour;
   * answers how many went (0 when it was not its turn). A failed prune may be tried again.
   */
  const prune = async (): Promise<number> => {
    const at = now().getTime();
    if (at - deps.pruning.lastAt < VITALS_PRUNE_EVERY_MS) return 0;
    const previous = deps.pruning.lastAt;
    // Claimed before the statement, so that reports arriving meanwhile do not start another.
    deps.pruning.lastAt = at;
    try {
      return await repo.pruneBefore(new Date(at - VITALS_KEEP_DAYS * DAY_MS));
    } catch (error) {
      deps.pruning.lastAt = previous;
      throw error;
    }
  };

  return {
    prune,

    /** One page view's report; old reports are pruned after the answer. */
    async record(report: WebVitalReport): Promise<void> {
      const value = (name: WebVitalName) =>
        report.metrics.find((metric) => metric.name === name)?.value ?? null;
      await repo.insert({
        page: report.page,
        device: report.device,
        lcp: value('LCP'),
        inp: value('INP'),
        cls: value('CLS'),
        ttfb: value('TTFB'),
        createdAt: now(),
      });
      deps.background.run('web-vitals-prune', prune);
    },

    /** The head's page: p75s per page type and device over 1 and 28 days. */
    async summary(staff: Pick<StaffMember, 'role'>): Promise<WebVitalsSummary> {
      // The token said head (the route's gate); the database must say so too.
      if (staff.role !== 'head') throw new AppError(403, managerExchangeMessages.headOnly);
      await prune();
      const at = now().getTime();
      const windows = [];
      for (const days of webVitalWindows) {
        const groups = await repo.groupsSince(new Date(at - days * DAY_MS));
        const rows = groups.map(rowOf).filter((row) => row !== null);
        windows.push({ days, rows: rows.sort(byPageThenDevice) });
      }
      return {
        windows,
        thresholds: {
          LCP: [...webVitalThresholds.LCP],
          INP: [...webVitalThresholds.INP],
          CLS: [...webVitalThresholds.CLS],
          TTFB: [...webVitalThresholds.TTFB],
        },
      };
    },
  };
}

export type VitalsService = ReturnType<typeof createVitalsService>;
