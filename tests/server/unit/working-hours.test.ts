import { describe, expect, it } from 'vitest';
import {
  isOverdue,
  overdueBoundary,
  workingTimeBetween,
} from '@/server/modules/manager/requests/working-hours';

/** A Moscow wall-clock time (UTC+3): msk('2026-11-23T09:00') is 06:00 UTC. */
const msk = (local: string) => new Date(`${local}:00+03:00`);
const HOUR = 60 * 60 * 1000;
const fresh = (createdAt: Date) => ({ status: 'new', createdAt });

// 2026-11-23 is a Monday, 2026-11-27 a Friday.
describe('the overdue rule: still new after 4 working hours, Mon–Fri 9–18 Moscow time', () => {
  it('counts only working hours between two moments', () => {
    expect(workingTimeBetween(msk('2026-11-23T09:00'), msk('2026-11-23T13:00'))).toBe(4 * HOUR);
    expect(workingTimeBetween(msk('2026-11-23T07:00'), msk('2026-11-23T10:00'))).toBe(1 * HOUR);
    expect(workingTimeBetween(msk('2026-11-27T17:00'), msk('2026-11-30T12:00'))).toBe(4 * HOUR);
    expect(workingTimeBetween(msk('2026-11-28T10:00'), msk('2026-11-29T20:00'))).toBe(0);
    expect(workingTimeBetween(msk('2026-11-23T17:00'), msk('2026-11-24T09:30'))).toBe(1.5 * HOUR);
  });

  it('a request of 9:00 on Monday becomes overdue at 13:00 exactly, not a minute before', () => {
    const created = msk('2026-11-23T09:00');
    expect(isOverdue(fresh(created), msk('2026-11-23T12:59'))).toBe(false);
    expect(isOverdue(fresh(created), msk('2026-11-23T13:00'))).toBe(true);
  });

  it('a request sent before the working day starts counts from 9:00', () => {
    const created = msk('2026-11-24T06:30');
    expect(isOverdue(fresh(created), msk('2026-11-24T12:59'))).toBe(false);
    expect(isOverdue(fresh(created), msk('2026-11-24T13:00'))).toBe(true);
  });

  it('the evening and the night do not count: 17:00 → overdue at 12:00 the next day', () => {
    const created = msk('2026-11-24T17:00');
    expect(isOverdue(fresh(created), msk('2026-11-24T23:59'))).toBe(false);
    expect(isOverdue(fresh(created), msk('2026-11-25T11:59'))).toBe(false);
    expect(isOverdue(fresh(created), msk('2026-11-25T12:00'))).toBe(true);
  });

  it('the weekend does not count: Friday 17:00 → overdue on Monday at 12:00', () => {
    const created = msk('2026-11-27T17:00');
    expect(isOverdue(fresh(created), msk('2026-11-30T11:59'))).toBe(false);
    expect(isOverdue(fresh(created), msk('2026-11-30T12:00'))).toBe(true);
  });

  it('a request from the weekend is overdue at 13:00 on Monday', () => {
    const created = msk('2026-11-28T10:00');
    expect(isOverdue(fresh(created), msk('2026-11-30T12:59'))).toBe(false);
    expect(isOverdue(fresh(created), msk('2026-11-30T13:00'))).toBe(true);
    expect(overdueBoundary(msk('2026-11-30T13:00'))).toEqual(msk('2026-11-30T09:00'));
  });

  it('the boundary agrees with the working time for every quarter hour of a fortnight', () => {
    const created = msk('2026-11-20T00:00');
    for (let t = created.getTime(); t < created.getTime() + 14 * 24 * HOUR; t += HOUR / 4) {
      const now = new Date(t);
      const worked = workingTimeBetween(created, now);
      expect(isOverdue(fresh(created), now)).toBe(worked >= 4 * HOUR);
    }
  });

  it('only a new request can be overdue', () => {
    const created = msk('2026-11-23T09:00');
    for (const status of ['in_work', 'waiting', 'done', 'spam']) {
      expect(isOverdue({ status, createdAt: created }, msk('2026-11-26T09:00'))).toBe(false);
    }
  });
});
