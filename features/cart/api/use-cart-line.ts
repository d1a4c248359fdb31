'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  productOfCartLine,
  pushCartChange,
  type EcommerceProduct,
} from '@/lib/analytics/ecommerce';
import { modalKeys } from '@/lib/stores/modal-keys';
import { openModal } from '@/lib/stores/modals';
import { basketApi } from './client';
import { basketOptions, cartKeys } from './queries';
import { setCartLoading, useCartLoading } from '../model/loading';
import { CART_DEBOUNCE_MS, normalizeQuantity } from '../model/quantity';
import { hasSessionFlag as hasSession } from '@/lib/session-flag';
import { useHasSession } from '../hooks/use-session';

export interface CartLineState {
  /** Kilograms in the cart, or the value waiting to be sent. */
  quantity: number;
  inCart: boolean;
  /** The cart has been read: `inCart` and `quantity` are the cart's, not a guess. */
  known: boolean;
  /** A change of this product is on its way (storefront.md §4). */
  isLoading: boolean;
  /** 'Добавить в корзину': adds at once (login modal for visitors). */
  add(quantity: number): void;
  /**
   * The counter: sent after a 500 ms pause (then the 300 ms call queue, model/call-queue.ts);
   * below the step it is sent as 0 (removal).
   */
  update(quantity: number): void;
  remove(): void;
}

type Change = { kind: 'add' | 'set' | 'remove'; quantity: number };

/**
 * One product's cart line for the product page, the quick view and the cart (storefront.md §4):
 * if not yet in the cart it is added, else updated; the cart is reloaded afterwards.
 * `step` and `max` (the packing step and the stock at the buyer's warehouse) come from the
 * caller until the line is in the cart, then from the line.
 */
export function useCartLine(
  productId: number,
  options: {
    step?: number;
    max?: number;
    /** Metrica's view of the product, until it is in the cart (issue #21). */
    product?: EcommerceProduct;
  } = {},
): CartLineState {
  const queryClient = useQueryClient();
  const session = useHasSession();
  const basket = useQuery({ ...basketOptions(), enabled: session });
  const line = basket.data?.cart.find((l) => l.product_id === productId);
  const step = line?.properties.packing.stepKg ?? options.step ?? 1;
  const max = line?.available ?? options.max;
  const loading = useCartLoading((state) => state.ids.has(productId));
  const [pending, setPending] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const mutation = useMutation({
    mutationFn: async (change: Change) => {
      const current = queryClient.getQueryData(basketOptions().queryKey);
      const before = current?.cart.find((l) => l.product_id === productId);
      const inCart = before !== undefined;
      let after: number;
      if (change.kind === 'remove') {
        await basketApi.remove([productId]);
        after = 0;
      } else if (change.kind === 'add' || !inCart) {
        if (change.quantity > 0) await basketApi.add(productId, change.quantity);
        after = (before?.quantity ?? 0) + Math.max(0, change.quantity);
      }
      // Below the step the counter sends 0, which removes the line (storefront.md §4).
      else {
        await basketApi.update(productId, change.quantity);
        after = change.quantity < step ? 0 : change.quantity;
      }
      // Metrica's add/remove (issue #21): the kilograms the line gained or lost.
      const product = before ? productOfCartLine(before) : options.product;
      if (product) pushCartChange(product, after - (before?.quantity ?? 0));
    },
    onMutate: () => setCartLoading(productId, true),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: cartKeys.all });
      setPending(null);
      setCartLoading(productId, false);
    },
  });
  const { mutate } = mutation;

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const add = useCallback(
    (quantity: number) => {
      if (!hasSession()) {
        openModal(modalKeys.login);
        return;
      }
      const q = normalizeQuantity(quantity, step, max) || step;
      mutate({ kind: 'add', quantity: q });
    },
    [mutate, step, max],
  );

  const update = useCallback(
    (quantity: number) => {
      const q = normalizeQuantity(quantity, step, max);
      setPending(q);
      setCartLoading(productId, true);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = null;
        mutate({ kind: 'set', quantity: q });
      }, CART_DEBOUNCE_MS);
    },
    [mutate, productId, step, max],
  );

  const remove = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    setPending(0);
    mutate({ kind: 'remove', quantity: 0 });
  }, [mutate]);

  return {
    quantity: pending ?? line?.quantity ?? 0,
    inCart: Boolean(line),
    // The session as the cookie says it now: while hydrating, `session` is still the server's
    // answer (none), and a buyer's early «+» must not be taken for a visitor's.
    known: basket.data !== undefined || !hasSession(),
    isLoading: loading || mutation.isPending,
    add,
    update,
    remove,
  };
}
