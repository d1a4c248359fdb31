/**
 * The typed /api/v1 client. Rules of the spec:
 * - an error answer throws ApiError with the server's `message`, else 'Ошибка сервера'
 *   (storefront.md §8); a network failure is status 0 with the same text;
 * - one retry after 300 ms on 401 or 503 (storefront.md §7, accounts.md §9);
 * - on 408, 409, 425, 429, 500, 502, 503, 504 idempotent requests are retried 0 times and
 *   others once (storefront.md §9, last line); never more than one retry in all;
 * - POST bodies are form-encoded, or multipart when files are attached.
 */
import type { z } from 'zod';
import { readCookie } from '../browser-cookies';
import { SESSION_FLAG_COOKIE } from '../cookies';
import { ApiError, SERVER_ERROR_TEXT } from './errors';
import { announceSessionExpired } from './session-expired';
import { currentOrigin, currentTransport, type Transport } from './transport';

export const API_PREFIX = '/api/v1';
export const RETRY_DELAY_MS = 300;
const ALWAYS_RETRY = new Set([401, 503]);
const RETRY_NON_IDEMPOTENT = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

type Scalar = string | number | boolean | null | undefined;
export type QueryParams = Record<string, Scalar | readonly Scalar[]>;

/**
 * A schema, or a loader of one. The endpoint modules pass loaders so that zod and the contract
 * (about 35 KiB gzip, and the cost of building every schema at start-up) reach the browser with
 * the first call that needs them instead of in every page's first-load JavaScript: the header's
 * cart and favourites links import endpoints, so a static import put zod on every route.
 */
export type SchemaSource<T> = z.ZodType<T> | (() => Promise<z.ZodType<T>>);

/** A loader of the schema `key` of a contract module, for `RequestOptions.schema`. */
export const lazySchema =
  <M, K extends keyof M>(load: () => Promise<M>, key: K) =>
  (): Promise<M[K]> =>
    load().then((module) => module[key]);

export interface RequestOptions<T> {
  method?: 'GET' | 'POST';
  /** Path under /api/v1, e.g. '/through_blocks/getHeader'. */
  path: string;
  query?: QueryParams;
  /** Sent form-encoded. */
  form?: QueryParams;
  /** Sent as multipart (file uploads). */
  multipart?: FormData;
  /**
   * Validates `data` of the answer; a mismatch is a contract break, reported as a server error.
   * Endpoint modules pass a loader (`lazySchema`) rather than the schema itself.
   */
  schema?: SchemaSource<T>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export interface ClientOptions {
  transport?: () => Transport;
  origin?: () => string;
  sleep?: (ms: number) => Promise<void>;
}

function appendParams(target: URLSearchParams, params: QueryParams) {
  for (const [key, value] of Object.entries(params)) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values as Scalar[]) {
      if (v !== undefined && v !== null) target.append(key, String(v));
    }
  }
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function shouldRetry(method: string, status: number): boolean {
  if (ALWAYS_RETRY.has(status)) return true;
  const idempotent = method === 'GET' || method === 'HEAD';
  return !idempotent && RETRY_NON_IDEMPOTENT.has(status);
}

async function readEnvelope(response: Response): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await response.json();
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Set by the route handler (server/gateway/) on a 401 whose refresh failed: it has aborted the
 * call and cleared the session cookies. The client then neither retries (the retry would go on
 * as a visitor) nor hides it: the call fails and the login modal opens (accounts.md §4).
 */
export const SESSION_EXPIRED_HEADER = 'x-session-expired';

export function createApiClient(options: ClientOptions = {}) {
  const transport = options.transport ?? currentTransport;
  const origin = options.origin ?? currentOrigin;
  const sleep = options.sleep ?? defaultSleep;

  function buildRequest<T>(opts: RequestOptions<T>): Request {
    const method = opts.method ?? 'GET';
    const url = new URL(`${API_PREFIX}${opts.path}`, origin());
    if (opts.query) appendParams(url.searchParams, opts.query);
    const headers = new Headers({ accept: 'application/json', ...opts.headers });
    let body: BodyInit | undefined;
    if (opts.multipart) body = opts.multipart;
    else if (opts.form) {
      const form = new URLSearchParams();
      appendParams(form, opts.form);
      body = form;
    }
    return new Request(url, {
      method,
      headers,
      body,
      signal: opts.signal,
      credentials: 'same-origin',
    });
  }

  async function send<T>(opts: RequestOptions<T>): Promise<Response> {
    try {
      return await transport()(buildRequest(opts));
    } catch (error) {
      if ((error as { name?: string } | null)?.name === 'AbortError') throw error;
      throw new ApiError(0, SERVER_ERROR_TEXT);
    }
  }

  async function request<T>(opts: RequestOptions<T>): Promise<T> {
    const method = opts.method ?? 'GET';
    // Only a shopper who had a session loses it; a visitor's 401 is the caller's business.
    const hadSession = readCookie(SESSION_FLAG_COOKIE) !== undefined;
    let response = await send(opts);
    const ended = (r: Response) =>
      r.status === 401 && r.headers.get(SESSION_EXPIRED_HEADER) === '1';
    if (!response.ok && !ended(response) && shouldRetry(method, response.status)) {
      await sleep(RETRY_DELAY_MS);
      response = await send(opts);
    }
    if (
      typeof window !== 'undefined' &&
      response.status === 401 &&
      (hadSession || ended(response))
    ) {
      announceSessionExpired();
    }
    const envelope = await readEnvelope(response);
    if (!response.ok || envelope?.status === 'error' || !envelope) {
      const message =
        typeof envelope?.message === 'string' && envelope.message
          ? envelope.message
          : SERVER_ERROR_TEXT;
      const errors =
        envelope?.errors && typeof envelope.errors === 'object'
          ? (envelope.errors as Record<string, string>)
          : {};
      throw new ApiError(response.ok ? 500 : response.status, message, errors);
    }
    if (!opts.schema) return envelope.data as T;
    const schema = typeof opts.schema === 'function' ? await opts.schema() : opts.schema;
    const parsed = schema.safeParse(envelope.data);
    if (!parsed.success) throw new ApiError(500, SERVER_ERROR_TEXT);
    return parsed.data;
  }

  return { request };
}

export type ApiClient = ReturnType<typeof createApiClient>;
