/** Selection of cart lines (storefront.md §4): per line, select-all, indeterminate between. */
export type SelectAllState = 'none' | 'some' | 'all';

export function selectAllState(
  ids: readonly number[],
  selected: ReadonlySet<number>,
): SelectAllState {
  const count = ids.filter((id) => selected.has(id)).length;
  if (count === 0) return 'none';
  return count === ids.length ? 'all' : 'some';
}

export function toggleOne(selected: ReadonlySet<number>, id: number): Set<number> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** Select-all checks every line unless all are checked already. */
export function toggleAll(ids: readonly number[], selected: ReadonlySet<number>): Set<number> {
  return selectAllState(ids, selected) === 'all' ? new Set() : new Set(ids);
}
