'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSingleFlight } from '@/components/hooks/use-single-flight';
import { productOfCartLine, pushCartChange } from '@/lib/analytics/ecommerce';
import type { CartLine } from '@/lib/api/contract/basket';
import { isApiError } from '@/lib/api/errors';
import { basketApi } from './client';
import { basketOptions, cartKeys } from './queries';
import { useRemoveLines } from './use-remove-lines';

/** How long 'Вернуть' is offered after 'Удалить выбранные' (issue #34). */
export const UNDO_MS = 8000;

/** A line that could not come back, and the shop's reason. */
export interface NotRestored {
  line: CartLine;
  reason: string | null;
}

export type RemovalNotice =
  { kind: 'removed'; lines: CartLine[] } | { kind: 'not-restored'; lines: NotRestored[] };

/**
 * 'Удалить выбранные' with an undo (issue #34: it deleted at once, without a word). The lines go
 * as before, in one call; then 'Удалено N позиций' with 'Вернуть' stays for UNDO_MS, and
 * 'Вернуть' puts each line back with its kilograms through the cart's own add, which adds a
 * line only when it is not in the cart (a second add answers 'Товар уже в корзине'): a doubled
 * or retried undo changes nothing more. A line the shop can no longer give in that quantity
 * (the stock went, the product was withdrawn) stays out, and the notice names it with the
 * shop's reason. Both buttons start nothing while their call runs, nor on a double click's
 * second click (components/hooks/use-single-flight.ts).
 */
export function useUndoableRemoval() {
  const queryClient = useQueryClient();
  const removeLines = useRemoveLines();
  const removing = useSingleFlight();
  const restoring = useSingleFlight();
  const [notice, setNotice] = useState<RemovalNotice | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const show = useCallback((next: RemovalNotice | null, closeAfterMs = 0) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = closeAfterMs > 0 ? setTimeout(() => setNotice(null), closeAfterMs) : null;
    setNotice(next);
  }, []);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const remove = (event: { detail: number } | null, lines: readonly CartLine[]) =>
    removing.run(event, async () => {
      await removeLines.mutateAsync(lines.map((line) => line.product_id));
      show({ kind: 'removed', lines: [...lines] }, UNDO_MS);
    });

  const undo = (event: { detail: number } | null) => {
    if (notice?.kind !== 'removed') return;
    const { lines } = notice;
    restoring.run(event, async () => {
      // The notice stays while the lines come back, whatever its timer said.
      if (timer.current) clearTimeout(timer.current);
      const results = await Promise.allSettled(
        lines.map((line) => basketApi.add(line.product_id, line.quantity)),
      );
      await queryClient.invalidateQueries({ queryKey: cartKeys.all });
      // The cart as the shop has it now says which lines are back, whatever each answer was.
      const cart = queryClient.getQueryData(basketOptions().queryKey)?.cart ?? [];
      const back = new Set(cart.map((line) => line.product_id));
      const missing: NotRestored[] = [];
      lines.forEach((line, i) => {
        const result = results[i]!;
        if (back.has(line.product_id)) {
          // Metrica's add (issue #21) for the kilograms that came back.
          if (result.status === 'fulfilled') pushCartChange(productOfCartLine(line), line.quantity);
          return;
        }
        const reason =
          result.status === 'rejected' && isApiError(result.reason) && result.reason.status > 0
            ? result.reason.message
            : null;
        missing.push({ line, reason });
      });
      show(missing.length > 0 ? { kind: 'not-restored', lines: missing } : null);
    });
  };

  /**
   * The pointer on the notice or the focus in it holds it (WCAG 2.2.1: a person reaching for
   * 'Вернуть' is not raced by the timer); once left, it stays UNDO_MS more.
   */
  const hold = (held: boolean) => {
    if (notice?.kind !== 'removed' || restoring.busy) return;
    if (timer.current) clearTimeout(timer.current);
    timer.current = held ? null : setTimeout(() => setNotice(null), UNDO_MS);
  };

  return {
    notice,
    hold,
    remove,
    removing: removing.busy,
    undo,
    restoring: restoring.busy,
    dismiss: () => show(null),
  };
}
