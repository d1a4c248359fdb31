/**
 * The list code the workspace's requests and orders share (issue #36): the page asked for, the
 * warehouse filter, and the answer with its counts per status and paging.
 */
import 'server-only';
import { AppError, messages } from '../../../http/app-error';
import { warehousesOf, type StaffMember } from '../staff/service';

/** A list's query as both lists take it: the status tab, the page (from 1) and its size. */
export interface ListQuery<S extends string> {
  status?: S;
  page: number;
  perPage: number;
}

/** LIMIT and OFFSET of the page asked for. */
export const pageWindow = (query: ListQuery<string>) => ({
  limit: query.perPage,
  offset: (query.page - 1) * query.perPage,
});

/**
 * The ?warehouse= filter: the warehouse its 1C id names (undefined when none was asked for); an
 * unknown one is a 400 under that field.
 */
export async function warehouseFilter(
  xmlId: string | undefined,
  find: (xmlId: string) => Promise<{ id: number } | null>,
  unknown: string,
): Promise<number | undefined> {
  if (!xmlId) return undefined;
  const store = await find(xmlId);
  if (!store) throw new AppError(400, messages.badRequest, { warehouse: unknown });
  return store.id;
}

/**
 * A list's answer: the page's items, the counts per status (`all` first) under every filter but
 * the status one, the paging (the total is the shown tab's count) and the caller's warehouses to
 * filter by.
 */
export function listAnswer<S extends string, Item>(
  query: ListQuery<S>,
  statuses: readonly S[],
  byStatus: readonly { status: S; n: number }[],
  items: Item[],
  staff: StaffMember,
) {
  const counts = Object.fromEntries([['all', 0], ...statuses.map((status) => [status, 0])]) as {
    [K in 'all' | S]: number;
  };
  for (const { status, n } of byStatus) {
    counts[status] = Number(n);
    counts.all += Number(n);
  }
  const total = query.status ? counts[query.status] : counts.all;
  return {
    items,
    counts,
    page: query.page,
    per_page: query.perPage,
    total,
    pages: Math.max(1, Math.ceil(total / query.perPage)),
    warehouses: warehousesOf(staff),
  };
}
