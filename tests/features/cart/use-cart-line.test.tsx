import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartKeys } from '@/features/cart/api/queries';
import { useCartLine } from '@/features/cart/api/use-cart-line';
import { modalKeys } from '@/lib/stores/modal-keys';
import {
  registerModal,
  removeAllModals,
  unregisterModal,
  useModalStore,
} from '@/lib/stores/modals';
import { basketOf, cartLine, logIn, logOut, newClient, withClient } from './fixtures';

const api = vi.hoisted(() => ({
  get: vi.fn(),
  informer: vi.fn(),
  add: vi.fn(),
  update: vi.fn(),
  remove: vi.fn(),
  deliveryPayment: vi.fn(),
}));
vi.mock('@/features/cart/api/client', () => ({ basketApi: api }));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('useCartLine (storefront.md §4 "Cart line")', () => {
  beforeEach(() => {
    logIn();
    api.get.mockResolvedValue(basketOf([cartLine(1, { quantity: 20 })]));
    api.informer.mockResolvedValue({ count: 1, kg: 20, ids: [1] });
    api.add.mockResolvedValue({ product_id: 2, quantity: 20 });
    api.update.mockResolvedValue({ product_id: 1, quantity: 60 });
    api.remove.mockResolvedValue({ deleted: [1] });
  });
  afterEach(() => {
    logOut();
    vi.clearAllMocks();
  });

  const setup = (productId: number, options?: { step?: number; max?: number }) => {
    const client = newClient();
    const hook = renderHook(() => useCartLine(productId, options), { wrapper: withClient(client) });
    return { client, hook };
  };

  it('sends counter changes once, after a 500 ms pause, with the last value', async () => {
    const { hook } = setup(1);
    await waitFor(() => expect(hook.result.current.inCart).toBe(true));
    expect(hook.result.current.quantity).toBe(20);

    act(() => hook.result.current.update(40));
    await sleep(200);
    act(() => hook.result.current.update(60));
    // The product is marked loading at once, and the counter shows the new value.
    expect(hook.result.current.isLoading).toBe(true);
    expect(hook.result.current.quantity).toBe(60);
    await sleep(400);
    expect(api.update).not.toHaveBeenCalled();
    await waitFor(() => expect(api.update).toHaveBeenCalledTimes(1));
    expect(api.update).toHaveBeenCalledWith(1, 60);
    expect(api.add).not.toHaveBeenCalled();
    // The cart is reloaded afterwards and the loading mark goes.
    await waitFor(() => expect(api.get).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(hook.result.current.isLoading).toBe(false));
  });

  it('keeps quantities on the packing step and sends a quantity below the step as 0', async () => {
    const { hook } = setup(1);
    await waitFor(() => expect(hook.result.current.inCart).toBe(true));
    act(() => hook.result.current.update(55));
    await waitFor(() => expect(api.update).toHaveBeenCalledWith(1, 40));
    api.update.mockClear();
    act(() => hook.result.current.update(15));
    await waitFor(() => expect(api.update).toHaveBeenCalledWith(1, 0));
  });

  it('adds a product that is not in the cart yet instead of updating it', async () => {
    const { hook } = setup(2, { step: 10, max: 100 });
    await waitFor(() => expect(api.get).toHaveBeenCalled());
    expect(hook.result.current.inCart).toBe(false);
    act(() => hook.result.current.add(10));
    await waitFor(() => expect(api.add).toHaveBeenCalledWith(2, 10));
    expect(api.update).not.toHaveBeenCalled();
  });

  it('opens the login modal instead of calling the API for a visitor', async () => {
    logOut();
    registerModal(modalKeys.login, () => null);
    const { hook, client } = setup(3, { step: 10, max: 100 });
    act(() => hook.result.current.add(10));
    expect(useModalStore.getState().queue.map((entry) => entry.key)).toEqual([modalKeys.login]);
    expect(api.add).not.toHaveBeenCalled();
    expect(api.get).not.toHaveBeenCalled();
    expect(client.getQueryData(cartKeys.basket())).toBeUndefined();
    act(() => removeAllModals());
    unregisterModal(modalKeys.login);
  });
});
