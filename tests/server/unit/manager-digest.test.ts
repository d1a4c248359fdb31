import { describe, expect, it } from 'vitest';
import {
  composeDigest,
  moscowDay,
  nextDigestAt,
  selectDigest,
  waited,
  type DigestPerson,
  type OverdueLead,
} from '@/server/modules/manager/requests/digest';

/** A Moscow wall-clock time (UTC+3): msk('2026-11-23T09:00') is 06:00 UTC. */
const msk = (local: string) => new Date(`${local}:00+03:00`);

// 2026-11-23 is a Monday, 2026-11-27 a Friday.
describe('when the morning digest goes: 09:00 Moscow time on working days', () => {
  it('is today at nine on a working day before nine', () => {
    expect(nextDigestAt(msk('2026-11-24T08:59'))).toEqual(msk('2026-11-24T09:00'));
    expect(nextDigestAt(msk('2026-11-24T00:00'))).toEqual(msk('2026-11-24T09:00'));
  });

  it('is tomorrow at nine from nine on (never the same moment twice)', () => {
    expect(nextDigestAt(msk('2026-11-24T09:00'))).toEqual(msk('2026-11-25T09:00'));
    expect(nextDigestAt(msk('2026-11-24T17:30'))).toEqual(msk('2026-11-25T09:00'));
  });

  it('skips the weekend: from Friday after nine, Saturday or Sunday it is Monday', () => {
    expect(nextDigestAt(msk('2026-11-27T09:01'))).toEqual(msk('2026-11-30T09:00'));
    expect(nextDigestAt(msk('2026-11-28T08:00'))).toEqual(msk('2026-11-30T09:00'));
    expect(nextDigestAt(msk('2026-11-29T23:59'))).toEqual(msk('2026-11-30T09:00'));
  });

  it('reads the Moscow day, not the UTC one', () => {
    // 22:30 UTC on Monday is already Tuesday 01:30 in Moscow.
    const late = new Date('2026-11-23T22:30:00Z');
    expect(moscowDay(late)).toBe('2026-11-24');
    expect(nextDigestAt(late)).toEqual(msk('2026-11-24T09:00'));
  });
});

describe('who gets which overdue requests', () => {
  const people: DigestPerson[] = [
    { id: 1, fio: 'Москва', email: 'msk@x', role: 'manager', storeIds: [10] },
    { id: 2, fio: 'Питер', email: 'spb@x', role: 'manager', storeIds: [20] },
    { id: 3, fio: 'Иваново', email: 'ivn@x', role: 'manager', storeIds: [30] },
    { id: 4, fio: 'Руководитель', email: 'head@x', role: 'head', storeIds: [] },
  ];
  const lead = (id: number, storeId: number | null, assigneeId: number | null): OverdueLead => ({
    id,
    kind: 'sample',
    payload: { fio: `Отправитель ${id}`, email: `s${id}@example.ru` },
    createdAt: msk('2026-11-20T10:00'),
    storeId,
    assigneeId,
  });
  const overdue = [
    lead(100, 10, 1), // Moscow's, assigned to the Moscow manager
    lead(101, 10, null), // Moscow's, nobody's
    lead(102, 20, 2), // St Petersburg's
    lead(103, 10, 2), // Moscow's, given to the St Petersburg manager
    lead(104, 10, 4), // Moscow's, given to the head
    lead(105, null, null), // no warehouse, nobody's: the head's alone
  ];

  it('gives a manager theirs and the unassigned ones of their warehouses; the head all', () => {
    const chosen = Object.fromEntries(
      selectDigest(people, overdue).map(({ person, leads }) => [
        person.email,
        leads.map((l) => l.id),
      ]),
    );
    expect(chosen).toEqual({
      'msk@x': [100, 101],
      'spb@x': [102, 103],
      'head@x': [100, 101, 102, 103, 104, 105],
    });
  });

  it('sends nothing to anyone when nothing is overdue', () => {
    expect(selectDigest(people, [])).toEqual([]);
  });

  it('lists type, sender, age and a link to the card, and links the overdue queue', () => {
    const mail = composeDigest(
      people[0]!,
      [lead(100, 10, 1)],
      msk('2026-11-23T09:00'),
      'https://shop.example',
    );
    expect(mail.to).toBe('msk@x');
    expect(mail.subject).toBe('Просроченные заявки: 1');
    expect(mail.text).toContain(
      '№100 · Образцы полотна · Отправитель 100, s100@example.ru · ждёт 2 дн. 23 ч',
    );
    expect(mail.text).toContain('https://shop.example/manager/requests/100/');
    expect(mail.text).toContain('https://shop.example/manager/?overdue=1');
  });

  it('says how long in hours, or days and hours', () => {
    expect(waited(msk('2026-11-23T09:00'), msk('2026-11-23T14:30'))).toBe('5 ч');
    expect(waited(msk('2026-11-23T09:00'), msk('2026-11-25T09:00'))).toBe('2 дн.');
  });
});
