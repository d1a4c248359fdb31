/**
 * The card code the workspace's requests and orders share (issue #36): a record is found only
 * within the caller's warehouses, and a card is its list row with what only the card shows, the
 * statuses it may move to next and its history.
 */
import 'server-only';
import { AppError } from '../../../http/app-error';

/**
 * The record, if the caller's scope found it. Another warehouse's is not there for this manager:
 * a 404, no hint that it exists.
 */
export function inScope<T>(row: T | null, notFound: string): T {
  if (!row) throw new AppError(404, notFound);
  return row;
}

/** A card: the row as the list shows it, the card's own fields, the next statuses, the history. */
export const card = <S extends string, Item extends { status: S }, Fields, Event>(
  item: Item,
  fields: Fields,
  transitions: Record<S, readonly S[]>,
  history: Event[],
) => ({ ...item, ...fields, next_statuses: [...transitions[item.status]], history });
