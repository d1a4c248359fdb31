import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_CALL_DEBOUNCE_MS, createCartCallQueue } from '@/features/cart/model/call-queue';

describe('cart update and delete calls wait 300 ms (storefront.md §7, §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const setup = () => {
    const send = {
      update: vi.fn(async (id: number, quantity: number) => ({ product_id: id, quantity })),
      remove: vi.fn(async (ids: readonly number[]) => ({ deleted: [...ids] })),
    };
    return { send, queue: createCartCallQueue(send) };
  };

  it('is 300 ms', () => expect(CART_CALL_DEBOUNCE_MS).toBe(300));

  it('a delete is not sent at once but after the pause', async () => {
    const { send, queue } = setup();
    const done = queue.remove([7]);
    await vi.advanceTimersByTimeAsync(299);
    expect(send.remove).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(send.remove).toHaveBeenCalledExactlyOnceWith([7]);
    await expect(done).resolves.toBeUndefined();
  });

  it('an update waits too, and a later word about the same product replaces it', async () => {
    const { send, queue } = setup();
    const first = queue.update(1, 40);
    await vi.advanceTimersByTimeAsync(200);
    const second = queue.update(1, 60);
    await vi.advanceTimersByTimeAsync(200);
    expect(send.update).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    expect(send.update).toHaveBeenCalledExactlyOnceWith(1, 60);
    await expect(Promise.all([first, second])).resolves.toEqual([undefined, undefined]);
  });

  it('update then delete of one product sends only the delete; deletes go in one call', async () => {
    const { send, queue } = setup();
    void queue.update(1, 40);
    void queue.remove([1]);
    void queue.remove([2, 3]);
    void queue.update(4, 20);
    await vi.advanceTimersByTimeAsync(CART_CALL_DEBOUNCE_MS);
    expect(send.remove).toHaveBeenCalledExactlyOnceWith([1, 2, 3]);
    expect(send.update).toHaveBeenCalledExactlyOnceWith(4, 20);
  });

  it('a failed call rejects the callers it carried, and only them', async () => {
    const { send, queue } = setup();
    send.remove.mockRejectedValueOnce(new Error('Ошибка сервера'));
    const removed = queue.remove([5]);
    const updated = queue.update(6, 10);
    const caught = removed.catch((error: Error) => error.message);
    await vi.advanceTimersByTimeAsync(CART_CALL_DEBOUNCE_MS);
    expect(await caught).toBe('Ошибка сервера');
    await expect(updated).resolves.toBeUndefined();
  });
});
