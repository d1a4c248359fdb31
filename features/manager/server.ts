/** The workspace's server-only entry: who is at the door of /manager/. */
import 'server-only';
import { api, isApiError } from '@/lib/api';
import type { Staff } from '@/lib/api/contract/manager';

export type StaffGate = { kind: 'staff'; staff: Staff } | { kind: 'login' } | { kind: 'refused' };

/**
 * The API decides (role and warehouses checked in the database): no session → the login form,
 * a buyer's session (403) → the refusal, staff → the workspace.
 */
export async function loadStaffGate(): Promise<StaffGate> {
  try {
    return { kind: 'staff', staff: await api.manager.me() };
  } catch (error) {
    if (isApiError(error) && error.status === 403) return { kind: 'refused' };
    if (isApiError(error) && error.status === 401) return { kind: 'login' };
    throw error;
  }
}
