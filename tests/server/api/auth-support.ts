/**
 * The accounts tests' app: the real app over a test database with the real access-token viewer
 * (server/modules/auth/tokens.ts) instead of the test header, so calls are made as a client
 * would make them, with `Authorization: Bearer <jwt>`.
 */
import { createApp } from '../../../server/app';
import { accessTokenViewer } from '../../../server/modules/auth/tokens';
import { readOutbox, type OutboxEntry } from '../../../server/platform/mail';
import { scratchDeps } from '../../../server/scratch-deps';
import type { TestApi } from '../../support/api';

export interface AuthApi {
  call(path: string, init?: RequestInit): Promise<Response>;
  json<T = Record<string, unknown>>(
    path: string,
    init?: RequestInit,
  ): Promise<{ status: number; body: T }>;
  outbox(): Promise<OutboxEntry[]>;
  secret: string;
  /** The app itself, as the gateway calls it. */
  fetch(request: Request): Promise<Response>;
}

export function authAppOver(api: TestApi): AuthApi {
  const base = scratchDeps(async () => api.handle);
  const deps = { ...base, viewer: accessTokenViewer(base.config.jwtSecret, base.sessions) };
  const app = createApp(deps);
  const call = (path: string, init?: RequestInit) =>
    Promise.resolve(app.fetch(new Request(`http://shop.test/api/v1${path}`, init)));
  return {
    call,
    json: async <T>(path: string, init?: RequestInit) => {
      const response = await call(path, init);
      return { status: response.status, body: (await response.json()) as T };
    },
    // Mail sent after the answer (server/platform/background.ts) is in the outbox once read.
    outbox: async () => {
      await base.background.settled();
      return readOutbox(base.outboxDir);
    },
    secret: base.config.jwtSecret,
    fetch: (request) => Promise.resolve(app.fetch(request)),
  };
}

/** A form POST from a given client address (rate limits count per address). */
export function formFrom(ip: string, fields: Record<string, string>): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip },
    body: new URLSearchParams(fields).toString(),
  };
}

export const bearer = (jwt: string): RequestInit => ({
  headers: { authorization: `Bearer ${jwt}` },
});

let counter = 0;
/** A fresh e-mail and a fresh client address for each test, so limits never interfere. */
export function unique() {
  counter += 1;
  return {
    email: `user${counter}.${Date.now()}@example.ru`,
    ip: `10.0.${Math.floor(counter / 250)}.${counter % 250}`,
  };
}
