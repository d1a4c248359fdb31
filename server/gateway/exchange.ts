/**
 * 1C's exchange (issue #35) as the route handlers reach it: app/api/1c/exchange and
 * app/bitrix/admin/1c_exchange.php (the address a 1C set up for a Bitrix site already has).
 * One handler per process, built by the composition root (server/services.ts) over the
 * reference app's database, rate limits and logger; its state is in the database and
 * DATA_DIR/exchange, so several processes answer alike.
 */
import 'server-only';
import { loadServerEnv } from '../../lib/env';
import { processSlot } from '../../lib/framework/process-slot.mjs';
import { exchangeFailure, exchangeTexts, type ExchangeHandler } from '../modules/exchange/protocol';
import { referenceServices } from './reference';

const handlerSlot = processSlot<ExchangeHandler>('exchangeHandler');

function exchangeHandler(): ExchangeHandler {
  return handlerSlot.getOrCreate(() => referenceServices().exchangeHandler());
}

/** Answers one of 1C's calls (`?type=…&mode=…`). */
export async function handleExchange(request: Request): Promise<Response> {
  // The shop's data is the upstream's then: 1C must be pointed at the back office itself.
  if (loadServerEnv().API_UPSTREAM_URL) return exchangeFailure(exchangeTexts.upstream);
  return exchangeHandler()(request);
}
