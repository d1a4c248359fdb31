/**
 * 1C's exchange (issue #35) as the route handlers reach it: app/api/1c/exchange and
 * app/bitrix/admin/1c_exchange.php (the address a 1C set up for a Bitrix site already has).
 * One handler per process, over the reference app's database, rate limits and logger; its
 * state is in the database and DATA_DIR/exchange, so several processes answer alike.
 */
import 'server-only';
import path from 'node:path';
import { loadServerEnv } from '../../lib/env';
import {
  createExchangeCursorStore,
  createExchangeHandler,
  exchangeFailure,
  exchangeTexts,
  type ExchangeHandler,
} from '../modules/exchange/protocol';
import { createCatalogImporter, createPictureStore } from '../modules/exchange/catalog';
import { createSaleExchange } from '../modules/exchange/sale';
import { mediaDirFromEnv } from '../modules/media/service';
import { referenceDeps } from './reference';

const handlerKey = Symbol.for('selvedge.exchangeHandler');
type GlobalWithExchange = typeof globalThis & { [handlerKey]?: ExchangeHandler };

function exchangeHandler(): ExchangeHandler {
  const g = globalThis as GlobalWithExchange;
  if (!g[handlerKey]) {
    const deps = referenceDeps();
    const pictures = createPictureStore(mediaDirFromEnv());
    g[handlerKey] = createExchangeHandler({
      database: deps.database,
      rateLimiter: deps.rateLimiter,
      logger: deps.logger.child({ service: 'exchange' }),
      root: path.join(loadServerEnv().DATA_DIR, 'exchange'),
      // Catalogue files applied to the shop; their pictures go to the media folder.
      catalog: ({ db }) =>
        createCatalogImporter({
          db,
          pictures,
          cache: deps.cache,
          pages: deps.pages,
          log: deps.logger.child({ service: 'exchange-catalog' }),
        }),
      // Orders out and statuses back, recorded as the session's exchange account.
      sale: ({ userId, db }) =>
        createSaleExchange({
          db,
          cursors: createExchangeCursorStore(db),
          actor: { id: userId, kind: 'exchange' },
          mailer: deps.mailer,
          cache: deps.cache,
          pages: deps.pages,
          config: deps.config,
          log: deps.logger.child({ service: 'exchange-sale' }),
        }),
    });
  }
  return g[handlerKey];
}

/** Answers one of 1C's calls (`?type=…&mode=…`). */
export async function handleExchange(request: Request): Promise<Response> {
  // The shop's data is the upstream's then: 1C must be pointed at the back office itself.
  if (loadServerEnv().API_UPSTREAM_URL) return exchangeFailure(exchangeTexts.upstream);
  return exchangeHandler()(request);
}
