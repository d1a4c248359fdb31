import { describe, expect, it, vi } from 'vitest';
import { createApiClient, SESSION_EXPIRED_HEADER } from '@/lib/api/client';
import { onSessionExpired, SESSION_EXPIRED_EVENT } from '@/lib/api/session-expired';

const answer = (status: number) =>
  new Response(JSON.stringify({ status: 'error', message: 'Необходимо войти в личный кабинет' }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

describe('a 401 that survives the refresh (accounts.md §4)', () => {
  it('tells the page the session is over, once, after the one retry', async () => {
    document.cookie = 'session_auth=1; path=/';
    const transport = vi.fn(async () => answer(401));
    const client = createApiClient({
      transport: () => transport,
      origin: () => 'http://shop.test',
      sleep: async () => undefined,
    });
    const heard = vi.fn();
    window.addEventListener(SESSION_EXPIRED_EVENT, heard);
    await expect(client.request({ path: '/basket/getBasket/' })).rejects.toMatchObject({
      status: 401,
    });
    window.removeEventListener(SESSION_EXPIRED_EVENT, heard);
    expect(transport).toHaveBeenCalledTimes(2);
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('a 401 whose refresh failed in the route handler is not retried as a visitor: aborted, login opens', async () => {
    document.cookie = 'session_auth=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    const transport = vi.fn(async () => {
      const response = answer(401);
      response.headers.set(SESSION_EXPIRED_HEADER, '1');
      return response;
    });
    const client = createApiClient({
      transport: () => transport,
      origin: () => 'http://shop.test',
      sleep: async () => undefined,
    });
    const heard = vi.fn();
    window.addEventListener(SESSION_EXPIRED_EVENT, heard);
    await expect(client.request({ path: '/catalog/getList/' })).rejects.toMatchObject({
      status: 401,
      message: 'Необходимо войти в личный кабинет',
    });
    window.removeEventListener(SESSION_EXPIRED_EVENT, heard);
    expect(transport).toHaveBeenCalledTimes(1);
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it("a visitor's 401 (a call that needs login) is left to its caller", async () => {
    document.cookie = 'session_auth=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    const client = createApiClient({
      transport: () => async () => answer(401),
      origin: () => 'http://shop.test',
      sleep: async () => undefined,
    });
    const heard = vi.fn();
    window.addEventListener(SESSION_EXPIRED_EVENT, heard);
    await expect(client.request({ path: '/basket/getBasket/' })).rejects.toMatchObject({
      status: 401,
    });
    window.removeEventListener(SESSION_EXPIRED_EVENT, heard);
    expect(heard).not.toHaveBeenCalled();
  });

  it('other failures do not', async () => {
    const client = createApiClient({
      transport: () => async () => answer(403),
      origin: () => 'http://shop.test',
      sleep: async () => undefined,
    });
    const heard = vi.fn();
    window.addEventListener(SESSION_EXPIRED_EVENT, heard);
    await expect(client.request({ path: '/x/' })).rejects.toMatchObject({ status: 403 });
    window.removeEventListener(SESSION_EXPIRED_EVENT, heard);
    expect(heard).not.toHaveBeenCalled();
  });

  it('a refusal before the shell listens (its listener comes after the page) is heard once it does', async () => {
    onSessionExpired(() => undefined)(); // what the tests above announced is heard
    document.cookie = 'session_auth=1; path=/';
    const client = createApiClient({
      transport: () => async () => answer(401),
      origin: () => 'http://shop.test',
      sleep: async () => undefined,
    });
    await expect(client.request({ path: '/basket/getBasket/' })).rejects.toMatchObject({
      status: 401,
    });

    const late = vi.fn();
    const stop = onSessionExpired(late);
    expect(late).toHaveBeenCalledTimes(1);
    stop();
    // Heard: a listener that comes afterwards is not told again.
    const later = vi.fn();
    onSessionExpired(later)();
    expect(later).not.toHaveBeenCalled();
  });
});
