/**
 * The cart's update and delete calls are debounced 300 ms on the client (storefront.md §7 "Update
 * and delete are debounced 300 ms on the client"; §9 "client calls 300 ms for delete/update"),
 * after the counter's own 500 ms pause. Within the pause a later call about a product replaces
 * the earlier one (update then delete sends only the delete), and deletions travel together in
 * one deleteItemsFromBasket call. Each caller's promise settles with the call that carried its
 * last word about its products.
 */
export const CART_CALL_DEBOUNCE_MS = 300;

type Operation = { kind: 'update'; quantity: number } | { kind: 'remove' };

interface Waiter {
  ids: readonly number[];
  resolve: () => void;
  reject: (error: unknown) => void;
}

export interface CartCalls {
  update(productId: number, quantity: number): Promise<unknown>;
  remove(productIds: readonly number[]): Promise<unknown>;
}

export function createCartCallQueue(send: CartCalls, delayMs = CART_CALL_DEBOUNCE_MS) {
  let operations = new Map<number, Operation>();
  let waiters: Waiter[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;

  function flush() {
    timer = null;
    const batch = operations;
    const batchWaiters = waiters;
    operations = new Map();
    waiters = [];

    const calls = new Map<number, Promise<unknown>>();
    const removals = [...batch].filter(([, op]) => op.kind === 'remove').map(([id]) => id);
    if (removals.length > 0) {
      const removal = send.remove(removals);
      for (const id of removals) calls.set(id, removal);
    }
    for (const [id, op] of batch) {
      if (op.kind === 'update') calls.set(id, send.update(id, op.quantity));
    }
    for (const waiter of batchWaiters) {
      Promise.all(waiter.ids.map((id) => calls.get(id))).then(
        () => waiter.resolve(),
        waiter.reject,
      );
    }
  }

  function enqueue(entries: readonly (readonly [number, Operation])[]): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      for (const [id, op] of entries) operations.set(id, op);
      waiters.push({ ids: entries.map(([id]) => id), resolve, reject });
      if (timer) clearTimeout(timer);
      timer = setTimeout(flush, delayMs);
    });
  }

  return {
    update: (productId: number, quantity: number) =>
      enqueue([[productId, { kind: 'update', quantity }]]),
    remove: (productIds: readonly number[]) =>
      enqueue(productIds.map((id) => [id, { kind: 'remove' }] as const)),
  };
}
