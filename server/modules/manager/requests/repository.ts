/**
 * The queue of requests (leads) and their history (issue #20): the requests' only door to the
 * database (docs/style.md §6). Every read of the queue takes the caller's scope, so a request
 * outside it is simply not found.
 */
import 'server-only';
import { and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  leadEvents,
  leads,
  organizations,
  products,
  sections,
  stores,
  uploads,
  users,
  type leadEventKinds,
  type leadStatuses,
} from '../../../db/schema';
import type { RequestsFilter } from '../../../../lib/api/contract/manager';
import type { Scope } from '../staff/service';

type LeadStatus = (typeof leadStatuses)[number];
type EventKind = (typeof leadEventKinds)[number];

export interface QueueFilter extends Omit<RequestsFilter, 'warehouse' | 'assignee'> {
  storeId?: number;
  assignee?: number | 'none';
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function scopeCondition(scope: Scope): SQL | undefined {
  if (scope.storeIds === null) return undefined;
  const own = eq(leads.assigneeId, scope.userId);
  return scope.storeIds.length ? or(inArray(leads.storeId, scope.storeIds), own) : own;
}

/** The filters but the status one (the counts per status are taken under these). */
function filterConditions(filter: QueueFilter, overdueBoundary: Date): SQL[] {
  const where: SQL[] = [];
  if (filter.type) where.push(eq(leads.kind, filter.type));
  if (filter.storeId !== undefined) where.push(eq(leads.storeId, filter.storeId));
  if (filter.assignee === 'none') where.push(isNull(leads.assigneeId));
  else if (filter.assignee !== undefined) where.push(eq(leads.assigneeId, filter.assignee));
  if (filter.overdue) {
    where.push(eq(leads.status, 'new'), sql`${leads.createdAt} <= ${overdueBoundary}`);
  }
  const q = filter.q?.trim();
  if (q) {
    const pattern = `%${escapeLike(q)}%`;
    const text = or(
      sql`${leads.payload}->>'fio' ilike ${pattern}`,
      sql`${leads.payload}->>'email' ilike ${pattern}`,
      sql`${leads.payload}->>'product_name' ilike ${pattern}`,
      sql`${leads.payload}->>'phone' ilike ${pattern}`,
    )!;
    // A phone is found by its digits whatever the mask: '916 555' finds '+7 (916) 555-12-34'.
    const digits = q.replace(/\D/g, '');
    where.push(
      digits.length >= 3
        ? or(
            text,
            sql`regexp_replace(${leads.payload}->>'phone', '\\D', '', 'g') like ${`%${digits}%`}`,
          )!
        : text,
    );
  }
  return where;
}

const listColumns = {
  id: leads.id,
  kind: leads.kind,
  status: leads.status,
  payload: leads.payload,
  createdAt: leads.createdAt,
  storeXmlId: stores.xmlId,
  storeTitle: stores.title,
  assigneeId: leads.assigneeId,
  assigneeName: users.fio,
};

export function createRequestsRepository(db: Db) {
  return {
    async page(
      scope: Scope,
      filter: QueueFilter,
      overdueBoundary: Date,
      paging: { limit: number; offset: number },
    ) {
      const common = [scopeCondition(scope), ...filterConditions(filter, overdueBoundary)];
      const where = and(...common, filter.status ? eq(leads.status, filter.status) : undefined);
      const rows = await db
        .select(listColumns)
        .from(leads)
        .leftJoin(stores, eq(stores.id, leads.storeId))
        .leftJoin(users, eq(users.id, leads.assigneeId))
        .where(where)
        .orderBy(desc(leads.createdAt), desc(leads.id))
        .limit(paging.limit)
        .offset(paging.offset);
      const byStatus = await db
        .select({ status: leads.status, n: count() })
        .from(leads)
        .where(and(...common))
        .groupBy(leads.status);
      const [overdue] = await db
        .select({ n: count() })
        .from(leads)
        .where(
          and(...common, eq(leads.status, 'new'), sql`${leads.createdAt} <= ${overdueBoundary}`),
        );
      return { rows, byStatus, overdue: overdue?.n ?? 0 };
    },

    async lead(scope: Scope, id: number) {
      const [row] = await db
        .select({
          ...listColumns,
          storeId: leads.storeId,
          userId: leads.userId,
          firstResponseAt: leads.firstResponseAt,
        })
        .from(leads)
        .leftJoin(stores, eq(stores.id, leads.storeId))
        .leftJoin(users, eq(users.id, leads.assigneeId))
        .where(and(eq(leads.id, id), scopeCondition(scope)))
        .limit(1);
      return row ?? null;
    },

    history(leadId: number) {
      return db
        .select({
          id: leadEvents.id,
          kind: leadEvents.kind,
          fromValue: leadEvents.fromValue,
          toValue: leadEvents.toValue,
          note: leadEvents.note,
          createdAt: leadEvents.createdAt,
          actorId: leadEvents.actorId,
          actorName: users.fio,
        })
        .from(leadEvents)
        .leftJoin(users, eq(users.id, leadEvents.actorId))
        .where(eq(leadEvents.leadId, leadId))
        .orderBy(asc(leadEvents.id));
    },

    files(leadId: number) {
      return db
        .select({
          id: uploads.id,
          name: uploads.originalName,
          size: uploads.size,
          mime: uploads.mime,
        })
        .from(uploads)
        .where(eq(uploads.leadId, leadId))
        .orderBy(asc(uploads.id));
    },

    /** One file of a request, with the name it is stored under; null if not that request's. */
    async file(leadId: number, fileId: number) {
      const [row] = await db
        .select({
          storedName: uploads.storedName,
          name: uploads.originalName,
          mime: uploads.mime,
          size: uploads.size,
        })
        .from(uploads)
        .where(and(eq(uploads.id, fileId), eq(uploads.leadId, leadId)))
        .limit(1);
      return row ?? null;
    },

    /** Requests in the scope still new at or before the boundary: the header's badge. */
    async overdueCount(scope: Scope, overdueBoundary: Date) {
      const [row] = await db
        .select({ n: count() })
        .from(leads)
        .where(
          and(
            scopeCondition(scope),
            eq(leads.status, 'new'),
            sql`${leads.createdAt} <= ${overdueBoundary}`,
          ),
        );
      return row?.n ?? 0;
    },

    /**
     * Every request still new at or before the boundary, oldest first, with what the morning
     * digest lists: the digest picks each person's share from these.
     */
    overdueAll(overdueBoundary: Date) {
      return db
        .select({
          id: leads.id,
          kind: leads.kind,
          payload: leads.payload,
          createdAt: leads.createdAt,
          storeId: leads.storeId,
          assigneeId: leads.assigneeId,
        })
        .from(leads)
        .where(and(eq(leads.status, 'new'), sql`${leads.createdAt} <= ${overdueBoundary}`))
        .orderBy(asc(leads.createdAt), asc(leads.id));
    },

    async buyer(userId: number) {
      const [row] = await db
        .select({
          id: users.id,
          fio: users.fio,
          email: users.email,
          phone: users.phone,
          company: organizations.companyName,
        })
        .from(users)
        .leftJoin(organizations, eq(organizations.userId, users.id))
        .where(and(eq(users.id, userId), eq(users.role, 'buyer')))
        .limit(1);
      return row ?? null;
    },

    /** The product a request names by its title, for a link to its page. */
    async productByTitle(title: string) {
      const [row] = await db
        .select({ code: products.code, title: products.title, section: sections.slug })
        .from(products)
        .innerJoin(sections, eq(sections.id, products.sectionId))
        .where(and(eq(products.title, title), eq(products.active, true)))
        .orderBy(asc(products.id))
        .limit(1);
      return row ?? null;
    },

    /**
     * Moves a request from one status to another, and writes the event, in one transaction. The
     * update holds only while the status is still the one the caller saw: of two concurrent
     * changes one wins and the other is told (answers false).
     */
    changeStatus(leadId: number, from: LeadStatus, to: LeadStatus, actorId: number, at: Date) {
      return db.transaction(async (tx) => {
        const updated = await tx
          .update(leads)
          // Not the first response: only a reply the sender receives is one (issue #34).
          .set({ status: to, updatedAt: at })
          .where(and(eq(leads.id, leadId), eq(leads.status, from)))
          .returning({ id: leads.id });
        if (updated.length === 0) return false;
        await tx.insert(leadEvents).values({
          leadId,
          actorId,
          kind: 'status',
          fromValue: from,
          toValue: to,
          createdAt: at,
        });
        return true;
      });
    },

    assign(leadId: number, from: number | null, to: number, actorId: number, at: Date) {
      return db.transaction(async (tx) => {
        const updated = await tx
          .update(leads)
          .set({ assigneeId: to, updatedAt: at })
          .where(
            and(
              eq(leads.id, leadId),
              from === null ? isNull(leads.assigneeId) : eq(leads.assigneeId, from),
            ),
          )
          .returning({ id: leads.id });
        if (updated.length === 0) return false;
        await tx.insert(leadEvents).values({
          leadId,
          actorId,
          kind: 'assign',
          fromValue: from === null ? null : String(from),
          toValue: String(to),
          createdAt: at,
        });
        return true;
      });
    },

    /**
     * A note is an event of its own: nothing later can overwrite it. Staff alone read it, so it
     * is no response to the sender (issue #34).
     */
    addNote(leadId: number, note: string, actorId: number, at: Date) {
      return db.transaction(async (tx) => {
        await tx.insert(leadEvents).values({ leadId, actorId, kind: 'note', note, createdAt: at });
        await tx.update(leads).set({ updatedAt: at }).where(eq(leads.id, leadId));
      });
    },

    /**
     * A reply sent by e-mail: an event of its own (text, subject, address), and the first
     * response if there was none yet, in one transaction; the mail goes after it commits.
     */
    addReply(
      leadId: number,
      reply: { to: string; subject: string; text: string },
      actorId: number,
      at: Date,
    ) {
      return db.transaction(async (tx) => {
        const [event] = await tx
          .insert(leadEvents)
          .values({
            leadId,
            actorId,
            kind: 'reply',
            fromValue: reply.subject,
            toValue: reply.to,
            note: reply.text,
            createdAt: at,
          })
          .returning({ id: leadEvents.id });
        await tx
          .update(leads)
          .set({ updatedAt: at, firstResponseAt: sql`coalesce(${leads.firstResponseAt}, ${at})` })
          .where(eq(leads.id, leadId));
        return event!.id;
      });
    },
  };
}

export type RequestsRepository = ReturnType<typeof createRequestsRepository>;
export type { EventKind };
