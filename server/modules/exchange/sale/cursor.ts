/**
 * The sale query's cursor (issue #35): what 1C has been sent, so that `mode=success` commits
 * exactly that. A timestamp alone would lose an order whose transaction began before the last
 * query's newest change but committed after it (its updated_at is earlier than the mark); so
 * the query looks back `lookBackMs` before the mark and the cursor remembers, for the orders
 * it sent within that window, the exact change it sent (id → updated_at to the microsecond).
 * An order is sent again only when it has a change the cursor does not hold.
 */
import 'server-only';

/** Longer than any transaction that places or changes an order. */
export const lookBackMs = 5 * 60_000;

export interface SaleCursor {
  /** The newest updated_at sent (ISO, microseconds, UTC); null before the first export. */
  mark: string | null;
  /** Orders sent with updated_at within `lookBackMs` of the mark: id → updated_at. */
  sent: Record<string, string>;
  /** When the query was answered (ms): of two cursors the later one is the newer. */
  madeAt: number;
}

export const emptyCursor: SaleCursor = { mark: null, sent: {}, madeAt: 0 };

export function encodeCursor(cursor: SaleCursor): string {
  return JSON.stringify({ v: 1, ...cursor });
}

/** Throws on a text no query made. */
export function decodeCursor(text: string): SaleCursor {
  const value = JSON.parse(text) as Partial<SaleCursor> & { v?: number };
  if (
    value?.v !== 1 ||
    (value.mark !== null && typeof value.mark !== 'string') ||
    typeof value.madeAt !== 'number' ||
    typeof value.sent !== 'object' ||
    value.sent === null ||
    Object.values(value.sent).some((at) => typeof at !== 'string')
  ) {
    throw new Error('Not a sale exchange cursor');
  }
  return { mark: value.mark, sent: value.sent, madeAt: value.madeAt };
}

/** Microseconds since the epoch of a 'YYYY-MM-DDTHH:MM:SS.ffffffZ' text (Date keeps only ms). */
export function micros(iso: string): bigint {
  const match = /^(.*\.\d{3})(\d{3})Z$/.exec(iso);
  if (!match) return BigInt(Date.parse(iso)) * 1000n;
  return BigInt(Date.parse(`${match[1]}Z`)) * 1000n + BigInt(match[2]!);
}

/** The cursor after sending `batch` (ordered by updated_at) on top of `base`. */
export function advanceCursor(
  base: SaleCursor,
  batch: readonly { id: number; updatedAt: string }[],
  madeAt: number,
): SaleCursor {
  let mark = base.mark;
  for (const order of batch)
    if (mark === null || micros(order.updatedAt) > micros(mark)) mark = order.updatedAt;
  const sent: Record<string, string> = {};
  if (mark !== null) {
    const from = micros(mark) - BigInt(lookBackMs) * 1000n;
    for (const [id, at] of Object.entries(base.sent)) if (micros(at) > from) sent[id] = at;
    for (const order of batch) if (micros(order.updatedAt) > from) sent[order.id] = order.updatedAt;
  }
  return { mark, sent, madeAt };
}
