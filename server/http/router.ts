import 'server-only';
import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { z } from 'zod';
import { errorEnvelopeSchema, successEnvelope } from '../../lib/api/contract';
import type { PageBuyer } from '../../lib/api/page-viewer';
import type { DatabaseHandle } from '../db/client';
import type { UserRole } from '../db/schema';
import type { BackgroundTasks } from '../platform/background';
import type { Mailer } from '../platform/mail';
import type { MemoCache } from '../platform/memo-cache';
import type { PageInvalidator } from '../platform/page-invalidation';
import type { RateLimiter } from '../platform/rate-limit';
import type { SessionRevocations } from '../platform/session-revocations';
import { messages } from './app-error';
import { fail } from './envelope';
import type { Logger } from '../platform/logger';
import { issuesToFieldErrors } from './validation';

/** Who is asking. Prices and personal data depend on it. */
export type Viewer =
  | {
      authenticated: false;
      /**
       * A cached page rendered for every logged-in buyer of one warehouse and price type
       * (issues #16, #35; lib/api/page-viewer.ts): it sees that type's prices and that
       * warehouse as its own, and has no account (every call that needs one answers 401).
       */
      pageBuyer?: PageBuyer;
    }
  | {
      authenticated: true;
      userId: number;
      storeId: number | null;
      /**
       * The buyer's price type as the access token states it (issue #35); null: not stated (a
       * token from before the claim), so the account's is read when a price is needed.
       */
      priceTypeId: number | null;
      /** The session (refresh-token family) the access token was issued for, when known. */
      sessionId?: string;
      /**
       * The account's role as the access token states it (issue #20); absent means a buyer.
       * Staff calls check the role and warehouses again in the database.
       */
      role?: UserRole;
    };

export const anonymous: Viewer = { authenticated: false };

export interface AppDeps {
  /** The database, opened lazily; a failure to open becomes a 503. */
  database: () => Promise<DatabaseHandle>;
  logger: Logger;
  startedAt: number;
  version: string;
  /** Totals and facets of the catalogue, kept briefly (server/platform/memo-cache.ts). */
  cache: MemoCache;
  /** The cached anonymous pages a change drops (server/platform/page-invalidation.ts). */
  pages: PageInvalidator;
  /** Outgoing mail: SMTP, or the outbox folder (server/platform/mail.ts). */
  mailer: Mailer;
  /** Work run after the answer (server/platform/background.ts). */
  background: BackgroundTasks;
  /** Attempt counters for logins, registrations, recoveries and form posts. */
  rateLimiter: RateLimiter;
  /** Sessions ended before their access tokens expire (server/platform/session-revocations.ts). */
  sessions: SessionRevocations;
  config: AppConfig;
  /**
   * Resolves the viewer of a request. Until the accounts module verifies access tokens every
   * caller is anonymous; tests inject their own resolver to act as a logged-in buyer.
   */
  viewer?: (request: Request) => Promise<Viewer>;
}

/** Settings the modules need, resolved once from the environment (lib/env.ts). */
export interface AppConfig {
  /** Public origin, for links in mail. */
  siteUrl: string;
  /** Files attached to form requests are kept here, under random names. */
  uploadsDir: string;
  /** Requests from the forms go here when no warehouse manager is responsible. */
  leadsEmail: string;
  /** Signing key for access tokens (at least 32 bytes). */
  jwtSecret: string;
  /** Company and bank suggestions from DaData when set; else the local directory. */
  dadataApiKey?: string;
}

export interface AppEnv {
  Variables: { requestId: string; log: Logger; viewer: Viewer };
}

/**
 * A service as a route gets it: made for one call, over the database and for the viewer of that
 * call. The routes build none; the composition root (server/services.ts) makes them all.
 */
export type PerRequest<T> = (c: Context<AppEnv>) => Promise<T>;

/** A router whose validation failures answer 400 with per-field Russian messages. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    strict: false,
    defaultHook: (result, c) => {
      if (!result.success) {
        return fail(c, 400, messages.badRequest, issuesToFieldErrors(result.error.issues));
      }
      return undefined;
    },
  });
}

export type Router = ReturnType<typeof createRouter>;

/** An error answer of the OpenAPI document: the envelope with a message (and per-field errors). */
export const errorContent = (description: string) => ({
  description,
  content: { 'application/json': { schema: errorEnvelopeSchema } },
});

/** The answers every JSON call can give: its data, bad input, and the server's own failures. */
export function jsonResponses<T extends z.ZodType>(
  data: T,
  description: string,
  options: { notFound?: string } = {},
) {
  return {
    200: { description, content: { 'application/json': { schema: successEnvelope(data) } } },
    400: errorContent('Bad input: per-field Russian messages in `errors`'),
    ...(options.notFound ? { 404: errorContent(options.notFound) } : {}),
    500: errorContent('Unexpected failure, logged with the request id'),
    503: errorContent('The database or the upstream is unavailable'),
  };
}
