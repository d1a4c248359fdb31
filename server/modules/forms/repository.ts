/** Where requests go and how they are kept: warehouses, managers, leads and their files. */
import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  leadEvents,
  leads,
  managers,
  stores,
  uploads,
  users,
  type leadKinds,
} from '../../db/schema';
import type { ConsentRecord } from '../consent/policy';

export interface NewUpload {
  storedName: string;
  originalName: string;
  mime: string;
  size: number;
}

export function createFormsRepository(db: Db) {
  return {
    async storeByXmlId(xmlId: string) {
      const [row] = await db
        .select()
        .from(stores)
        .where(and(eq(stores.xmlId, xmlId), eq(stores.published, true)))
        .limit(1);
      return row ?? null;
    },

    async storeById(id: number) {
      const [row] = await db.select().from(stores).where(eq(stores.id, id)).limit(1);
      return row ?? null;
    },

    async user(id: number) {
      const [row] = await db
        .select({ id: users.id, storeId: users.storeId, managerId: users.managerId })
        .from(users)
        .where(eq(users.id, id))
        .limit(1);
      return row ?? null;
    },

    async manager(id: number) {
      const [row] = await db.select().from(managers).where(eq(managers.id, id)).limit(1);
      return row ?? null;
    },

    /** The warehouse's first manager: the one who answers requests about it. */
    async storeManager(storeId: number) {
      const [row] = await db
        .select()
        .from(managers)
        .where(eq(managers.storeId, storeId))
        .orderBy(asc(managers.id))
        .limit(1);
      return row ?? null;
    },

    /** The request and its files in one transaction: both are kept, or neither. */
    async insertLead(
      lead: {
        kind: (typeof leadKinds)[number];
        payload: Record<string, string>;
        userId: number | null;
        storeId: number | null;
        notifiedEmail: string;
        /** The staff account that works it (issue #20), when the responsible manager has one. */
        assigneeId: number | null;
      } & ConsentRecord,
      files: NewUpload[],
    ): Promise<number> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(leads).values(lead).returning({ id: leads.id });
        // The first line of the request's history in the managers' queue.
        await tx.insert(leadEvents).values({
          leadId: row!.id,
          actorId: null,
          kind: 'created',
          toValue: lead.assigneeId === null ? null : String(lead.assigneeId),
        });
        if (files.length > 0) {
          await tx.insert(uploads).values(files.map((file) => ({ ...file, leadId: row!.id })));
        }
        return row!.id;
      });
    },
  };
}

export type FormsRepository = ReturnType<typeof createFormsRepository>;
