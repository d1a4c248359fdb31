/**
 * One change per action (issue #34). A double click on 'Повторить заказ' put 80 kg in the cart
 * instead of 40; the quick order's add doubled the same way. The calls that add to the cart take
 * the client's optional `idempotency_key` (one per click; the client's automatic retry sends the
 * same body, so the same key), and `runOnce` applies such an action once:
 *
 * - the key is claimed by inserting (buyer, scope, key) in the action's own transaction, before
 *   the action; the answer is stored in the same transaction. A second request with the key,
 *   sent at the same moment, waits on the primary key until the first commits and then answers
 *   the stored answer; sent later, it finds the answer before opening a transaction;
 * - a failed action rolls its claim back, so the same key tried again applies it (a 409 for
 *   missing stock is not an answer to keep);
 * - the same key with another request (another order, other items) is refused: a client bug,
 *   never a reason to answer something that was not asked;
 * - answers are kept a day: every keyed call first deletes older ones (an index on created_at
 *   makes that a short range scan, and nothing else ever locks such rows).
 *
 * The checkout keeps its key on the order itself (server/modules/order/service.ts); without a
 * key the calls work as the spec writes them.
 */
import 'server-only';
import { idempotencyKeyMessage } from '../../../lib/validation/idempotency-key';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { createIdempotencyRepository, type IdempotentRequest } from './repository';

export type { IdempotentRequest, IdempotentScope } from './repository';

/** How long an answer is kept: far longer than any retry or double click. */
export const KEEP_ANSWERS_MS = 24 * 60 * 60 * 1000;

export interface Once<T> {
  answer: T;
  /** The stored answer of an earlier request with the same key: nothing was changed now. */
  repeated: boolean;
}

const refused = () =>
  new AppError(400, idempotencyKeyMessage, { idempotency_key: idempotencyKeyMessage });

function replay<T>(
  request: IdempotentRequest,
  kept: { fingerprint: string; answer: unknown },
): Once<T> {
  if (kept.fingerprint !== request.fingerprint) throw refused();
  return { answer: kept.answer as T, repeated: true };
}

/**
 * Runs `work` in one transaction, once per key: `request` null (no key sent) runs it every
 * time. The answer must be a plain JSON object or array (it is stored as jsonb and answered
 * again as read back).
 */
export async function runOnce<T extends object>(
  db: Db,
  request: IdempotentRequest | null,
  work: (tx: Db) => Promise<T>,
): Promise<Once<T>> {
  if (!request)
    return { answer: await db.transaction((tx) => work(tx as unknown as Db)), repeated: false };

  const keys = createIdempotencyRepository(db);
  await keys.purge(new Date(Date.now() - KEEP_ANSWERS_MS));
  const earlier = await keys.find(request);
  // A committed claim always has its answer; without one, the claim below decides.
  if (earlier && earlier.answer !== null) return replay(request, earlier);

  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const own = createIdempotencyRepository(tx);
    if (!(await own.claim(request))) {
      // Another request with the key committed while this one waited: its answer stands.
      const kept = await own.find(request);
      // Gone between the two statements (only the purge deletes rows): the client's retry,
      // which a 409 gets, finds the key free.
      if (!kept || kept.answer === null)
        throw new AppError(409, idempotencyKeyMessage, { idempotency_key: idempotencyKeyMessage });
      return replay<T>(request, kept);
    }
    const answer = await work(tx);
    await own.keep(request, answer);
    return { answer, repeated: false };
  });
}
