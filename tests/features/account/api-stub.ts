import { vi } from 'vitest';

export interface StubbedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  form: URLSearchParams;
  /** When the request was sent (performance.now()). */
  at: number;
}

type Reply = { status?: number; body: unknown };
type Handler = (call: StubbedCall) => Reply | undefined;

/**
 * Stands in for the API behind `fetch`: every request the storefront sends is recorded (method,
 * path under /api/v1, query, form body) and answered by the first handler that replies.
 */
export function stubApi(handler: Handler) {
  const calls: StubbedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const at = performance.now();
    const request = input instanceof Request ? input : new Request(input);
    const url = new URL(request.url);
    const form = new URLSearchParams(request.method === 'POST' ? await request.text() : '');
    const call = {
      method: request.method,
      path: url.pathname.replace(/^\/api\/v1/, ''),
      query: url.searchParams,
      form,
      at,
    };
    calls.push(call);
    const reply = handler(call) ?? {
      status: 404,
      body: { status: 'error', message: 'Метод API не найден' },
    };
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    posts: (path: string) => calls.filter((c) => c.method === 'POST' && c.path === path),
  };
}

export const success = (data: unknown, message?: string): Reply => ({
  body: { status: 'success', data, ...(message ? { message } : {}) },
});
