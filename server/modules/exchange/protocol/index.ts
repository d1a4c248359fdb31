/**
 * 1C's exchange protocol (issue #35): `createExchangeHandler` answers /api/1c/exchange and
 * /bitrix/admin/1c_exchange.php; the catalogue and orders plug in through `CatalogImporter` and
 * `SaleExchange` (types.ts). docs/1c-exchange.md holds the protocol's facts.
 */
import 'server-only';

export {
  createExchangeHandler,
  EXCHANGE_COOKIE,
  EXCHANGE_FILE_LIMIT,
  exchangeLimits,
  SALE_SCHEMA_VERSION,
  type ExchangeDeps,
  type ExchangeHandler,
  type ExchangeLimits,
} from './handler';
export { failure as exchangeFailure } from './answer';
export { createReadingImporter } from './reading-importer';
export { createExchangeCursorStore } from './repository';
export { exchangeTexts } from './texts';
export {
  ExchangeFailure,
  type CatalogImporter,
  type ExchangeRun,
  type SaleExchange,
} from './types';
