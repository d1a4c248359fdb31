/**
 * The reference /api/v1 (docs/design.md §1): one Hono app, mounted by the catch-all route handler
 * app/api/v1/[[...path]]/route.ts and called in-process by server components.
 */
import 'server-only';
import { HTTPException } from 'hono/http-exception';
import { AppError, messages } from './http/app-error';
import { fail } from './http/envelope';
import { createLogger } from './platform/logger';
import { anonymous, createRouter, type AppDeps } from './http/router';
import { refuseNulBytes } from './http/nul-guard';
import { isUnavailable } from './http/unavailable';
import { limitBodies } from './http/body-limit';
import { registerAccountRoutes } from './modules/account/routes';
import { registerAuthRoutes } from './modules/auth/routes';
import { registerBasketRoutes } from './modules/basket/routes';
import { registerCatalogRoutes } from './modules/catalog/routes';
import { registerContentRoutes } from './modules/content/routes';
import { registerFavoritesRoutes } from './modules/favorites/routes';
import { registerFormsRoutes } from './modules/forms/routes';
import { registerHealthRoutes } from './modules/health/routes';
import { registerInvoiceRoutes } from './modules/invoice/routes';
import { registerManagerExchangeRoutes } from './modules/manager/exchange/routes';
import { registerManagerOrderRoutes } from './modules/manager/orders/routes';
import { registerRequestRoutes } from './modules/manager/requests/routes';
import { registerPopularSearchRoutes } from './modules/manager/searches/routes';
import { registerStaffRoutes } from './modules/manager/staff/routes';
import { registerOrderRoutes } from './modules/order/routes';
import { registerOrganizationRoutes } from './modules/organization/routes';
import { registerPersonalOrdersRoutes } from './modules/personal-orders/routes';
import { registerQuickOrderRoutes } from './modules/quick-order/routes';
import { registerRecipientsRoutes } from './modules/recipients/routes';
import { registerRestockRoutes } from './modules/restock/routes';
import { registerSearchRoutes } from './modules/search/routes';
import { registerSeoRoutes } from './modules/seo/routes';
import { registerShellRoutes } from './modules/shell/routes';
import { registerStoresRoutes } from './modules/stores/routes';
import { registerSuggestionsRoutes } from './modules/suggestions/routes';
import { registerVitalsRoutes } from './modules/vitals/routes';
import { accessTokenViewer } from './modules/auth/tokens';
import { registerOpenApi } from './openapi/register';
import path from 'node:path';
import { loadServerEnv } from '../lib/env';
import { createBackgroundTasks } from './platform/background';
import { createOutboxMailer, createSmtpMailer } from './platform/mail';
import { createMemoCache } from './platform/memo-cache';
import { createPageInvalidator } from './platform/page-invalidation';
import { pageStore } from '../lib/page-cache/store.mjs';
import { createMemoryRateLimiter, createRedisRateLimiter } from './platform/rate-limit';
import { loadOrCreateSecret } from './platform/secret';
import {
  createMemorySessionRevocations,
  createRedisSessionRevocations,
} from './platform/session-revocations';
import { createServices, type Services } from './services';

export const API_BASE = '/api/v1';

const requestIdPattern = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * The app over its parts (`deps`), with every module's service built by the composition root
 * (./services.ts) and handed to its routes.
 */
export function createApp(deps: AppDeps, services: Services = createServices(deps)) {
  const app = createRouter().basePath(API_BASE);

  app.use('*', async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && requestIdPattern.test(incoming) ? incoming : crypto.randomUUID();
    const log = deps.logger.child({ requestId });
    c.set('requestId', requestId);
    c.set('log', log);
    c.set('viewer', deps.viewer ? await deps.viewer(c.req.raw) : anonymous);
    const started = performance.now();
    await next();
    c.header('x-request-id', requestId);
    log.info('request', {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
  });

  app.use('*', limitBodies(app, API_BASE));
  app.use('*', refuseNulBytes);
  registerHealthRoutes(app, deps);
  registerShellRoutes(app, services, deps);
  registerSeoRoutes(app, services, deps);
  registerStoresRoutes(app, services);
  registerCatalogRoutes(app, services);
  registerSearchRoutes(app, services, deps);
  registerContentRoutes(app, services);
  registerFormsRoutes(app, services, deps);
  registerAuthRoutes(app, services);
  registerSuggestionsRoutes(app, services);
  registerAccountRoutes(app, services);
  registerOrganizationRoutes(app, services);
  registerRecipientsRoutes(app, services);
  registerPersonalOrdersRoutes(app, services);
  registerBasketRoutes(app, services);
  registerFavoritesRoutes(app, services);
  registerOrderRoutes(app, services);
  registerInvoiceRoutes(app, services);
  registerQuickOrderRoutes(app, services, deps);
  registerRestockRoutes(app, services);
  registerStaffRoutes(app, services);
  registerRequestRoutes(app, services);
  registerManagerOrderRoutes(app, services);
  registerPopularSearchRoutes(app, services);
  registerManagerExchangeRoutes(app, services);
  registerVitalsRoutes(app, services, deps);
  registerOpenApi(app);

  app.notFound((c) => fail(c, 404, messages.routeNotFound));

  app.onError((error, c) => {
    if (error instanceof AppError) {
      if (error.retryAfterS) c.header('Retry-After', String(error.retryAfterS));
      return fail(c, error.status, error.message, error.errors);
    }
    if (error instanceof HTTPException) {
      // Hono raises these for bodies it cannot parse (bad JSON, bad form data).
      const status = error.status >= 500 ? 400 : error.status;
      return fail(c, status, status === 413 ? messages.tooLarge : messages.malformedBody);
    }
    const log = c.get('log') ?? deps.logger;
    if (isUnavailable(error)) {
      log.error('database unavailable', { error });
      return fail(c, 503, messages.unavailable);
    }
    log.error('unhandled error', { error });
    return fail(c, 500, messages.serverError);
  });

  return app;
}

export type ReferenceApp = ReturnType<typeof createApp>;

/** Catalogue totals and facets may lag stock by this much in other processes. */
export const CATALOG_CACHE_TTL_MS = 30_000;

/** The running shop's parts, each chosen by its environment variable (docs/design.md §6). */
export function defaultDeps(database: AppDeps['database']): AppDeps {
  const env = loadServerEnv();
  const jwtSecret = env.JWT_SECRET ?? loadOrCreateSecret(env.DATA_DIR);
  const logger = createLogger({ service: 'api' });
  const sessions = env.REDIS_URL
    ? createRedisSessionRevocations(env.REDIS_URL)
    : createMemorySessionRevocations();
  return {
    database,
    cache: createMemoCache({ ttlMs: CATALOG_CACHE_TTL_MS, maxEntries: 5_000 }),
    pages: createPageInvalidator(database, (tags) => pageStore().invalidate(tags), logger),
    mailer: env.SMTP_URL
      ? createSmtpMailer(env.SMTP_URL, env.MAIL_FROM)
      : createOutboxMailer(path.join(env.DATA_DIR, 'outbox'), env.MAIL_FROM),
    background: createBackgroundTasks(logger),
    rateLimiter: env.REDIS_URL ? createRedisRateLimiter(env.REDIS_URL) : createMemoryRateLimiter(),
    sessions,
    config: {
      siteUrl: env.SITE_URL,
      uploadsDir: path.join(env.DATA_DIR, 'uploads'),
      leadsEmail: env.LEADS_EMAIL,
      jwtSecret,
      dadataApiKey: env.DADATA_API_KEY,
    },
    logger,
    // A valid access token (Authorization: Bearer) of a live session makes a logged-in buyer.
    viewer: accessTokenViewer(jwtSecret, sessions),
    startedAt: Date.now(),
    version: '0.1.0',
  };
}
