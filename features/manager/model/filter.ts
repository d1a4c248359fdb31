import type { RequestsQuery } from '@/lib/api/contract/manager';

/** The queue's filters as the page's query holds them; the API validates them. */
export const filterKeys = [
  'type',
  'status',
  'warehouse',
  'assignee',
  'overdue',
  'q',
  'page',
] as const;

type SearchParams = Record<string, string | string[] | undefined>;

export function filterFromSearch(search: SearchParams): Record<string, string> {
  const filter: Record<string, string> = {};
  for (const key of filterKeys) {
    const raw = search[key];
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (value !== undefined && value !== '') filter[key] = value.slice(0, 200);
  }
  return filter;
}

export const toRequestsQuery = (filter: Record<string, string>): RequestsQuery =>
  filter as RequestsQuery;
