/**
 * Who is at the workspace's door (issue #20): the caller as staff, read from the database on
 * every call (the token's role is only the first gate), with the warehouses they see.
 */
import 'server-only';
import {
  managerMessages,
  staffRoleNames,
  type Staff,
  type StaffRole,
} from '../../../../lib/api/contract/manager';
import { AppError } from '../../../http/app-error';
import type { StaffRepository } from './repository';

/** What a staff member may see: every warehouse (null), or these warehouses and their own. */
export interface Scope {
  userId: number;
  storeIds: number[] | null;
}

/** A staff member as the server knows them now, not as an older token says. */
export interface StaffMember {
  id: number;
  name: string;
  email: string;
  role: StaffRole;
  stores: { id: number; xmlId: string; title: string }[];
  scope: Scope;
}

/** The warehouses as the lists and the staff bar name them. */
export const warehousesOf = (staff: StaffMember) =>
  staff.stores.map((store) => ({ xml_id: store.xmlId, title: store.title }));

/** The staff bar: who is logged in, their warehouses, and the overdue requests' badge. */
export const describeStaff = (staff: StaffMember, overdue = 0): Staff => ({
  overdue,
  id: staff.id,
  name: staff.name,
  email: staff.email,
  role: staff.role,
  role_name: staffRoleNames[staff.role],
  warehouses: warehousesOf(staff),
});

export function createStaffService(repo: StaffRepository) {
  return {
    /** The caller as staff, checked in the database on every call; 403 for anyone else. */
    async staff(userId: number): Promise<StaffMember> {
      const person = await repo.staff(userId);
      // Buyers and 1C's exchange login (issue #35) have no place in the workspace.
      if (!person || (person.role !== 'manager' && person.role !== 'head')) {
        throw new AppError(403, managerMessages.forbidden);
      }
      const role = person.role;
      const stores = role === 'head' ? await repo.allStores() : await repo.storesOfStaff(userId);
      return {
        id: person.id,
        name: person.fio,
        email: person.email,
        role,
        stores,
        scope: { userId, storeIds: role === 'head' ? null : stores.map((store) => store.id) },
      };
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
