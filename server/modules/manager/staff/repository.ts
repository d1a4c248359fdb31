/**
 * Staff accounts and their warehouses (issue #20): who is at the workspace's door, whom a request
 * may be given to, and the warehouses the lists filter by. The workspace's requests, orders and
 * exchange pages all ask here first.
 */
import 'server-only';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { managers, stores, users } from '../../../db/schema';

export function createStaffRepository(db: Db) {
  return {
    /** A staff account, or null for a buyer or an unknown id. */
    async staff(userId: number) {
      const [row] = await db
        .select({ id: users.id, fio: users.fio, email: users.email, role: users.role })
        .from(users)
        .where(and(eq(users.id, userId), inArray(users.role, ['manager', 'head'])))
        .limit(1);
      return row ?? null;
    },

    /** The warehouses of a manager's cards. */
    storesOfStaff(userId: number) {
      return db
        .selectDistinct({
          id: stores.id,
          xmlId: stores.xmlId,
          title: stores.title,
          sort: stores.sort,
        })
        .from(managers)
        .innerJoin(stores, eq(stores.id, managers.storeId))
        .where(eq(managers.userId, userId))
        .orderBy(asc(stores.sort), asc(stores.id));
    },

    allStores() {
      return db
        .select({ id: stores.id, xmlId: stores.xmlId, title: stores.title })
        .from(stores)
        .orderBy(asc(stores.sort), asc(stores.id));
    },

    /** Every staff member with the warehouses they work (none for the head). */
    async allStaff() {
      const people = await db
        .select({ id: users.id, fio: users.fio, email: users.email, role: users.role })
        .from(users)
        .where(inArray(users.role, ['manager', 'head']))
        .orderBy(asc(users.fio), asc(users.id));
      const cards = await db
        .select({ userId: managers.userId, storeId: managers.storeId })
        .from(managers)
        .where(isNotNull(managers.userId));
      return people.map((person) => ({
        ...person,
        storeIds: cards.filter((card) => card.userId === person.id).map((card) => card.storeId),
      }));
    },

    async staffNames(ids: number[]) {
      if (ids.length === 0) return new Map<number, string>();
      const rows = await db
        .select({ id: users.id, fio: users.fio })
        .from(users)
        .where(inArray(users.id, ids));
      return new Map(rows.map((row) => [row.id, row.fio]));
    },

    /** The warehouse a list's ?warehouse= names, by its 1C id. */
    async storeByXmlId(xmlId: string) {
      const [row] = await db
        .select({ id: stores.id })
        .from(stores)
        .where(eq(stores.xmlId, xmlId))
        .limit(1);
      return row ?? null;
    },
  };
}

export type StaffRepository = ReturnType<typeof createStaffRepository>;
