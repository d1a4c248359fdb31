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

/**
 * A list of the workspace read with the filters of the query: a filter the API refuses (400)
 * shows as the field's message above an empty list instead of an error page.
 */
export async function loadStaffList<T>(
  load: () => Promise<T>,
): Promise<{ data: T | null; error: string | null }> {
  try {
    return { data: await load(), error: null };
  } catch (caught) {
    if (!isApiError(caught) || caught.status !== 400) throw caught;
    return { data: null, error: Object.values(caught.errors ?? {})[0] ?? caught.message };
  }
}
