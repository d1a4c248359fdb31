import 'server-only';

/**
 * The overdue rule of the managers' queue (issue #20): a request still new after 4 working hours
 * is overdue. Working hours are Mon–Fri 9:00–18:00 Moscow time. Moscow keeps UTC+3 all year
 * (no daylight saving since 2014), so the offset is a constant. Public holidays are not known
 * here: a holiday counts as a working day.
 */
export const OVERDUE_AFTER_MS = 4 * 60 * 60 * 1000;
export const MOSCOW_OFFSET_MS = 3 * 60 * 60 * 1000;
export const WORKDAY_START_HOUR = 9;
export const WORKDAY_END_HOUR = 18;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Midnight of the Moscow day holding `local` (a Moscow wall-clock time written as UTC). */
const dayStart = (local: number) => Math.floor(local / DAY_MS) * DAY_MS;
const isWeekend = (local: number) => {
  const weekday = new Date(local).getUTCDay();
  return weekday === 0 || weekday === 6;
};

/**
 * The latest moment `t` such that the working time from `t` to `now` is at least `workMs`.
 * Going back from `now` through working hours only; where that lands on the start of a working
 * day, the answer is that start (not the evening before), so a request from the weekend is
 * overdue at 13:00 on Monday.
 */
export function workingTimeBefore(now: Date, workMs: number): Date {
  let remaining = workMs;
  let local = now.getTime() + MOSCOW_OFFSET_MS;
  for (;;) {
    const start = dayStart(local) + WORKDAY_START_HOUR * HOUR_MS;
    const end = dayStart(local) + WORKDAY_END_HOUR * HOUR_MS;
    if (isWeekend(local) || local <= start) {
      if (remaining <= 0) return new Date(local - MOSCOW_OFFSET_MS);
      // The end of the previous day; a weekend is crossed one day at a time.
      local = dayStart(local) - DAY_MS + WORKDAY_END_HOUR * HOUR_MS;
      continue;
    }
    if (local > end) local = end;
    const available = local - start;
    if (remaining <= available) return new Date(local - remaining - MOSCOW_OFFSET_MS);
    remaining -= available;
    local = start;
  }
}

/** Working time (ms) between two moments: Mon–Fri 9–18 Moscow time only. */
export function workingTimeBetween(from: Date, to: Date): number {
  let total = 0;
  let local = from.getTime() + MOSCOW_OFFSET_MS;
  const until = to.getTime() + MOSCOW_OFFSET_MS;
  while (local < until) {
    const day = dayStart(local);
    if (!isWeekend(local)) {
      const start = Math.max(local, day + WORKDAY_START_HOUR * HOUR_MS);
      const end = Math.min(until, day + WORKDAY_END_HOUR * HOUR_MS);
      if (end > start) total += end - start;
    }
    local = day + DAY_MS;
  }
  return total;
}

/**
 * Requests still new and created at or before this moment are overdue at `now`: the queue's
 * SQL filter and the flag on each request use the same boundary.
 */
export const overdueBoundary = (now: Date): Date => workingTimeBefore(now, OVERDUE_AFTER_MS);

export function isOverdue(lead: { status: string; createdAt: Date }, now: Date): boolean {
  return lead.status === 'new' && lead.createdAt.getTime() <= overdueBoundary(now).getTime();
}
