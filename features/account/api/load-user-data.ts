import 'server-only';
import { api } from '@/lib/api';
import type { UserData } from '@/lib/api/contract/account';

/** The buyer's short data, or null when the session is gone (the proxy sends those home). */
export async function loadUserData(): Promise<UserData | null> {
  try {
    return await api.account.userData();
  } catch {
    return null;
  }
}
