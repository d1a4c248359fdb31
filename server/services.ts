/**
 * The composition root of /api/v1 (issue #36): every module's service is built here and nowhere
 * else. A route gets, for each service it uses, a function of its call that makes the service
 * over the database and for the viewer of that call (`PerRequest`, server/http/router.ts);
 * what needs two modules is joined here (the favourites take the catalogue's cards, the invoice
 * the workspace's staff check), so that a module imports only the modules below it
 * (eslint.config.mjs, `serverModules`). The process's own jobs that reach into modules, 1C's
 * exchange and the managers' digest, are built here too, for server/gateway/.
 */
import 'server-only';
import path from 'node:path';
import type { Context } from 'hono';
import { loadServerEnv } from '../lib/env';
import type { Db } from './db/client';
import type { AppDeps, AppEnv } from './http/router';
import { requireBuyer, requireStaff } from './http/viewer';
import { createLogger } from './platform/logger';
import { createAccountRepository } from './modules/account/repository';
import { createAccountService } from './modules/account/service';
import { requestEmailChange } from './modules/auth/email-change';
import { createAuthRepository } from './modules/auth/repository';
import { createAuthService } from './modules/auth/service';
import { createBasketRepository } from './modules/basket/repository';
import { createBasketService } from './modules/basket/service';
import { createCatalogRepository } from './modules/catalog/repository';
import { createCatalogService } from './modules/catalog/service';
import { createContentRepository } from './modules/content/repository';
import { createContentService } from './modules/content/service';
import { createCatalogImporter, createPictureStore } from './modules/exchange/catalog';
import { createExchangeCursorStore, createExchangeHandler } from './modules/exchange/protocol';
import { createSaleExchange } from './modules/exchange/sale';
import { createFavoritesRepository } from './modules/favorites/repository';
import { createFavoritesService } from './modules/favorites/service';
import { createFormsRepository } from './modules/forms/repository';
import { createFormsService } from './modules/forms/service';
import { createInvoiceService } from './modules/invoice/service';
import { createExchangePageRepository } from './modules/manager/exchange/repository';
import { createExchangePageService } from './modules/manager/exchange/service';
import { createManagerOrdersRepository } from './modules/manager/orders/repository';
import { createManagerOrdersService } from './modules/manager/orders/service';
import { startDigestScheduler } from './modules/manager/requests/digest';
import { createRequestsRepository } from './modules/manager/requests/repository';
import { createRequestsService } from './modules/manager/requests/service';
import type { StaffCall } from './modules/manager/shared/routes';
import { createStaffRepository } from './modules/manager/staff/repository';
import { createStaffService } from './modules/manager/staff/service';
import { mediaDirFromEnv } from './modules/media/service';
import { createOrderService } from './modules/order/service';
import { createOrganizationRepository } from './modules/organization/repository';
import { createOrganizationService } from './modules/organization/service';
import { createPersonalOrdersRepository } from './modules/personal-orders/repository';
import { createPersonalOrdersService } from './modules/personal-orders/service';
import { createPricing } from './modules/pricing/service';
import { createQuickOrderService } from './modules/quick-order/service';
import { createRecipientsRepository } from './modules/recipients/repository';
import { createRecipientsService } from './modules/recipients/service';
import { sendRestockMail } from './modules/restock/notify';
import { createRestockRepository } from './modules/restock/repository';
import { createRestockService } from './modules/restock/service';
import { createPopularRepository } from './modules/search/popular-repository';
import { createPopularService } from './modules/search/popular-service';
import { createSearchRepository } from './modules/search/repository';
import { createSearchService, resolveQuery } from './modules/search/service';
import { createSeoRepository } from './modules/seo/repository';
import { createSeoService } from './modules/seo/service';
import { createShellRepository } from './modules/shell/repository';
import { createShellService } from './modules/shell/service';
import { createStoresRepository } from './modules/stores/repository';
import { createSuggestionsService } from './modules/suggestions/service';
import { createVitalsRepository } from './modules/vitals/repository';
import { createVitalsPruning, createVitalsService } from './modules/vitals/service';

type Call = Context<AppEnv>;

export function createServices(deps: AppDeps) {
  const { cache, config, mailer } = deps;
  /** The database, opened on the first call that needs it (a failure to open is a 503). */
  const database = async () => (await deps.database()).db;

  // The services more than one module's routes take.
  const catalogOf = (db: Db, c: Call) =>
    createCatalogService(createCatalogRepository(db, cache), c.var.viewer, cache);
  const popularOf = (db: Db) =>
    createPopularService(createPopularRepository(db), { cache, secret: config.jwtSecret });
  const staffOf = (db: Db) => createStaffService(createStaffRepository(db));
  /** When this process last pruned old web vitals: one per app, so once an hour per process. */
  const vitalsPruning = createVitalsPruning();
  const vitalsOf = (db: Db) =>
    createVitalsService(createVitalsRepository(db), {
      background: deps.background,
      pruning: vitalsPruning,
    });

  /**
   * A call of the managers' workspace: the caller checked as staff in the database (role,
   * warehouses) before anything else is read, then the call's service.
   */
  const staffCall =
    <T>(make: (db: Db, c: Call) => T) =>
    async (c: Call): Promise<StaffCall<T>> => {
      const { userId } = requireStaff(c);
      const db = await database();
      return { staff: await staffOf(db).staff(userId), service: make(db, c) };
    };

  return {
    account: async () => {
      const db = await database();
      return createAccountService({
        repository: createAccountRepository(db),
        mailer,
        leadsEmail: config.leadsEmail,
        siteUrl: config.siteUrl,
        rateLimiter: deps.rateLimiter,
        sessions: deps.sessions,
        sendEmailChangeLink: (userId, email) =>
          requestEmailChange(db, mailer, config, userId, email),
      });
    },
    auth: async () => createAuthService(createAuthRepository(await database()), deps),
    basket: async (c: Call) => {
      const buyer = requireBuyer(c);
      const db = await database();
      return createBasketService(createBasketRepository(db), buyer, createPricing(db, cache));
    },
    catalog: async (c: Call) => catalogOf(await database(), c),
    content: async () => createContentService(createContentRepository(await database())),
    // The favourites are shown as the catalogue's cards, with the viewer's prices.
    favorites: async (c: Call) => {
      const { userId } = requireBuyer(c);
      const db = await database();
      const cards = catalogOf(db, c).cardsFor;
      return createFavoritesService(createFavoritesRepository(db), userId, cards);
    },
    forms: async (c: Call) =>
      createFormsService(createFormsRepository(await database()), {
        mailer,
        uploadsDir: config.uploadsDir,
        leadsEmail: config.leadsEmail,
        log: c.var.log,
      }),
    invoice: async () => createInvoiceService(await database()),
    order: async (c: Call) =>
      createOrderService(await database(), deps, c.var.log, requireBuyer(c)),
    organization: async () =>
      createOrganizationService(createOrganizationRepository(await database())),
    // A cancellation puts kilograms back: the restock notices they complete are mailed.
    personalOrders: async (c: Call) =>
      createPersonalOrdersService(
        createPersonalOrdersRepository(await database()),
        cache,
        deps.pages,
        (events) => sendRestockMail({ mailer, siteUrl: config.siteUrl, log: c.var.log }, events),
      ),
    quickOrder: async (c: Call) => {
      const db = await database();
      return createQuickOrderService(db, requireBuyer(c), createPricing(db, cache));
    },
    recipients: async () => createRecipientsService(createRecipientsRepository(await database())),
    restock: async (c: Call) => {
      const buyer = requireBuyer(c);
      const db = await database();
      return createRestockService(createRestockRepository(db), createBasketRepository(db), buyer);
    },
    search: async (c: Call) => {
      const db = await database();
      return createSearchService(
        createSearchRepository(db, cache),
        catalogOf(db, c),
        popularOf(db),
      );
    },
    seo: async () => createSeoService(createSeoRepository(await database())),
    shell: async () => createShellService(createShellRepository(await database())),
    stores: async () => createStoresRepository(await database()),
    suggestions: async () =>
      createSuggestionsService(await database(), { dadataApiKey: config.dadataApiKey }),
    // Real visitors' Core Web Vitals (issue #37): a page view's report, from anyone.
    vitals: async () => vitalsOf(await database()),

    /** The caller as staff, for a call open to buyers and staff alike (the invoice). */
    staff: async (c: Call) => {
      const { userId } = requireStaff(c);
      return staffOf(await database()).staff(userId);
    },
    managerRequests: staffCall((db) =>
      createRequestsService(createRequestsRepository(db), createStaffRepository(db), undefined, {
        mailer,
        uploadsDir: config.uploadsDir,
        log: deps.logger,
      }),
    ),
    managerOrders: staffCall((db, c) =>
      createManagerOrdersService(
        createManagerOrdersRepository(db),
        createStaffRepository(db),
        deps,
        c.var.log,
      ),
    ),
    managerExchange: staffCall((db) =>
      createExchangePageService(createExchangePageRepository(db), deps),
    ),
    // The head's summary of real visitors' Core Web Vitals (issue #37).
    webVitals: staffCall((db) => vitalsOf(db)),
    // Staff pin a query as search would use it.
    popularSearches: staffCall((db) => {
      const search = createSearchRepository(db, cache);
      return { popular: popularOf(db), resolve: (raw: string) => resolveQuery(search, raw) };
    }),

    /**
     * A buyer's price type when their access token does not state it (a token from before the
     * claim): the cached pages of proxy.ts's buyers' copies ask (server/gateway/reference.ts).
     */
    priceTypeOf: async (userId: number) =>
      createPricing(await database(), cache).typeOfUser(userId),

    /**
     * 1C's exchange (issue #35): catalogue files applied to the shop (their pictures go to the
     * media folder), orders out and statuses back, recorded as the session's exchange account.
     * One per process (server/gateway/exchange.ts).
     */
    exchangeHandler: () => {
      const pictures = createPictureStore(mediaDirFromEnv());
      return createExchangeHandler({
        database: deps.database,
        rateLimiter: deps.rateLimiter,
        logger: deps.logger.child({ service: 'exchange' }),
        root: path.join(loadServerEnv().DATA_DIR, 'exchange'),
        catalog: ({ db }) =>
          createCatalogImporter({
            db,
            pictures,
            cache,
            pages: deps.pages,
            log: deps.logger.child({ service: 'exchange-catalog' }),
          }),
        sale: ({ userId, db }) =>
          createSaleExchange({
            db,
            cursors: createExchangeCursorStore(db),
            actor: { id: userId, kind: 'exchange' },
            mailer,
            cache,
            pages: deps.pages,
            config,
            log: deps.logger.child({ service: 'exchange-sale' }),
          }),
      });
    },

    /** The managers' morning digest (issue #20), at 09:00 Moscow time on working days. */
    startManagerDigest: () =>
      startDigestScheduler({
        database: deps.database,
        mailer,
        siteUrl: config.siteUrl,
        log: createLogger({ service: 'digest' }),
      }),
  };
}

export type Services = ReturnType<typeof createServices>;
