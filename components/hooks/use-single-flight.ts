'use client';

import { useCallback, useRef, useState } from 'react';
import { newIdempotencyKey } from '@/lib/api/idempotency-key';

/** What a click handler gets; `detail` is the click count (0 for Enter or Space). */
interface ClickLike {
  detail: number;
}

/**
 * A button whose action changes what a buyer pays or what the shop holds (issue #34: a double
 * click on 'Повторить заказ' put 80 kg in the cart instead of 40). `run(event, action)` starts
 * `action` with a fresh idempotency key and, until it settles, starts nothing else:
 *
 * - the lock is a ref, set in the click itself: a second click a few milliseconds later finds it
 *   before React has rendered the button disabled (a mutation's `isPending` comes a task later);
 * - the second click of a double click (`detail` 2 and up) is the same intention as the first
 *   and is dropped even when the first request has already come back: on a fast server it had,
 *   and the re-enabled button took the second click as a new action;
 * - the key travels with the request, so the client's automatic retry (lib/api/client.ts) is
 *   recognised by the server as the same action.
 *
 * `busy` is for the button: `disabled` and `aria-busy` while the action runs. The action's
 * failure is its own to show (the mutation's notice); `run` only swallows the rejection.
 */
export function useSingleFlight() {
  const flying = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    (event: ClickLike | null, action: (idempotencyKey: string) => Promise<unknown>) => {
      if ((event?.detail ?? 0) > 1 || flying.current) return;
      flying.current = true;
      setBusy(true);
      void action(newIdempotencyKey())
        .catch(() => undefined)
        .finally(() => {
          flying.current = false;
          setBusy(false);
        });
    },
    [],
  );
  return { busy, run };
}
