/**
 * The morning digest of overdue requests (issue #20): a mail to each manager with the overdue
 * requests assigned to them or unassigned in their warehouses, and to the head with all of them;
 * nobody with nothing overdue gets one. `npm run manager:digest` sends it now; the scheduler of
 * each server process sends it at 09:00 Moscow time on working days, and a claim of the day in
 * the database lets only one process of several send it.
 */
import 'server-only';
import { sql } from 'drizzle-orm';
import { requestTypeNames, type RequestType } from '../../../../lib/api/contract/manager';
import { routes } from '../../../../lib/routes';
import type { Db } from '../../../db/client';
import { siteSettings, type UserRole } from '../../../db/schema';
import type { Logger } from '../../../platform/logger';
import type { MailMessage, Mailer } from '../../../platform/mail';
import { createStaffRepository } from '../staff/repository';
import { createRequestsRepository } from './repository';
import { MOSCOW_OFFSET_MS, WORKDAY_START_HOUR, overdueBoundary } from './working-hours';

/** The digest goes at this Moscow hour, on working days (Mon–Fri). */
export const DIGEST_HOUR = WORKDAY_START_HOUR;
/** At most this many requests are listed in one mail; the link to the queue shows the rest. */
export const DIGEST_MAX_LISTED = 100;
/** The row of site_settings that holds the Moscow day the digest was last sent by a scheduler. */
export const DIGEST_CLAIM_KEY = 'job:manager_digest';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export interface OverdueLead {
  id: number;
  kind: RequestType;
  payload: Record<string, string>;
  createdAt: Date;
  storeId: number | null;
  assigneeId: number | null;
}

export interface DigestPerson {
  id: number;
  fio: string;
  email: string;
  role: UserRole;
  storeIds: number[];
}

/**
 * Whose overdue requests are whose: a manager's are those assigned to them and the unassigned
 * ones of their warehouses; the head's are all. People with none are left out.
 */
export function selectDigest(
  people: DigestPerson[],
  overdue: OverdueLead[],
): { person: DigestPerson; leads: OverdueLead[] }[] {
  return people
    .filter((person) => person.role === 'manager' || person.role === 'head')
    .map((person) => ({
      person,
      leads:
        person.role === 'head'
          ? overdue
          : overdue.filter(
              (lead) =>
                lead.assigneeId === person.id ||
                (lead.assigneeId === null &&
                  lead.storeId !== null &&
                  person.storeIds.includes(lead.storeId)),
            ),
    }))
    .filter((entry) => entry.leads.length > 0);
}

/** How long a request has waited, for people: '5 ч', '2 дн. 3 ч'. */
export function waited(from: Date, now: Date): string {
  const hours = Math.max(0, Math.floor((now.getTime() - from.getTime()) / HOUR_MS));
  const days = Math.floor(hours / 24);
  if (days === 0) return `${hours} ч`;
  return hours % 24 ? `${days} дн. ${hours % 24} ч` : `${days} дн.`;
}

const sender = (payload: Record<string, string>) =>
  [payload.fio, payload.email, payload.phone].filter(Boolean).join(', ') || 'без имени';

export function composeDigest(
  person: DigestPerson,
  leads: OverdueLead[],
  now: Date,
  siteUrl: string,
): MailMessage {
  const link = (path: string) => new URL(path, siteUrl).toString();
  const listed = leads.slice(0, DIGEST_MAX_LISTED);
  const lines = listed.flatMap((lead) => [
    `№${lead.id} · ${requestTypeNames[lead.kind] ?? lead.kind} · ${sender(lead.payload)} · ` +
      `ждёт ${waited(lead.createdAt, now)}`,
    link(routes.managerRequest(lead.id)),
    '',
  ]);
  const more = leads.length - listed.length;
  return {
    to: person.email,
    subject: `Просроченные заявки: ${leads.length}`,
    text: [
      `Здравствуйте, ${person.fio}!`,
      '',
      person.role === 'head'
        ? `Заявки всех складов, которые ждут ответа дольше 4 рабочих часов (${leads.length}):`
        : `Ваши заявки и заявки ваших складов без ответственного, которые ждут ответа дольше 4 рабочих часов (${leads.length}):`,
      '',
      ...lines,
      ...(more > 0 ? [`…и ещё ${more}.`, ''] : []),
      `Все просроченные заявки: ${link(routes.manager({ overdue: 1 }))}`,
    ].join('\n'),
  };
}

/** Sends the digest now: one mail per person with something overdue; answers how many went. */
export async function sendDigest(
  db: Db,
  mailer: Mailer,
  options: { siteUrl: string; now?: Date; log?: Logger },
): Promise<{ sent: number; recipients: string[] }> {
  const now = options.now ?? new Date();
  const [people, overdue] = await Promise.all([
    createStaffRepository(db).allStaff(),
    createRequestsRepository(db).overdueAll(overdueBoundary(now)),
  ]);
  const recipients: string[] = [];
  for (const { person, leads } of selectDigest(people, overdue)) {
    try {
      await mailer.send(composeDigest(person, leads, now, options.siteUrl));
      recipients.push(person.email);
    } catch (error) {
      // One bad address does not keep the others' digests back.
      options.log?.error('digest mail failed', { error, userId: person.id });
    }
  }
  return { sent: recipients.length, recipients };
}

/** The Moscow calendar day of a moment, as 2026-11-26. */
export const moscowDay = (at: Date) =>
  new Date(at.getTime() + MOSCOW_OFFSET_MS).toISOString().slice(0, 10);

/**
 * The next digest time strictly after `now`: 09:00 Moscow time on the next working day
 * (today's, when it is a working day before nine).
 */
export function nextDigestAt(now: Date): Date {
  const local = now.getTime() + MOSCOW_OFFSET_MS;
  let day = Math.floor(local / DAY_MS) * DAY_MS;
  for (;;) {
    const at = day + DIGEST_HOUR * HOUR_MS;
    const weekday = new Date(day).getUTCDay();
    if (at > local && weekday !== 0 && weekday !== 6) return new Date(at - MOSCOW_OFFSET_MS);
    day += DAY_MS;
  }
}

/**
 * Claims the digest of a Moscow day for this process: true for exactly one caller per day,
 * however many processes ask at once. One row of site_settings holds the last day claimed; the
 * upsert changes it only to a later day, and the database serialises the writers (PostgreSQL
 * and PGlite alike), so the second writer finds the day already there and gets no row back.
 */
export async function claimDigestDay(db: Db, day: string): Promise<boolean> {
  const rows = await db
    .insert(siteSettings)
    .values({ key: DIGEST_CLAIM_KEY, value: day })
    .onConflictDoUpdate({
      target: siteSettings.key,
      set: { value: day },
      where: sql`${siteSettings.value} < ${day}`,
    })
    .returning({ key: siteSettings.key });
  return rows.length > 0;
}

/**
 * Sends the digest at every next 09:00 Moscow working-day time while the process lives. A
 * process started after nine sends nothing that day: the next morning's digest lists it all.
 */
export function startDigestScheduler(deps: {
  database: () => Promise<{ db: Db }>;
  mailer: Mailer;
  siteUrl: string;
  log: Logger;
  now?: () => Date;
  /** setTimeout by default; a test passes its own to run the job when it likes. */
  timer?: (run: () => Promise<void>, delayMs: number) => { cancel: () => void };
}): { stop: () => void } {
  const now = deps.now ?? (() => new Date());
  const timer =
    deps.timer ??
    ((run: () => Promise<void>, delayMs: number) => {
      const handle = setTimeout(() => void run(), delayMs);
      // The digest never keeps a process alive that has nothing else to do.
      handle.unref?.();
      return { cancel: () => clearTimeout(handle) };
    });
  let pending: { cancel: () => void } | undefined;
  let stopped = false;
  const schedule = () => {
    if (stopped) return;
    const at = nextDigestAt(now());
    pending = timer(run, Math.max(1_000, at.getTime() - now().getTime()));
  };
  const run = async () => {
    try {
      const { db } = await deps.database();
      if (await claimDigestDay(db, moscowDay(now()))) {
        const { sent } = await sendDigest(db, deps.mailer, {
          siteUrl: deps.siteUrl,
          now: now(),
          log: deps.log,
        });
        deps.log.info('manager digest sent', { sent });
      }
    } catch (error) {
      deps.log.error('manager digest failed', { error });
    } finally {
      schedule();
    }
  };
  schedule();
  return {
    stop: () => {
      stopped = true;
      pending?.cancel();
    },
  };
}
