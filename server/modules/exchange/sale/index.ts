/**
 * The orders side of the 1C exchange (issue #35): the protocol's `type=sale` calls build on
 * `createSaleExchange`. docs/1c-exchange.md holds the facts; status-map.ts the status map.
 */
import 'server-only';

export { lookBackMs } from './cursor';
export { createSaleExchange, saleCursorKey } from './service';
export { planStatus } from './status-map';
export type {
  CursorStore,
  ExchangeActor,
  SaleExchange,
  SaleExchangeDeps,
  SaleExchangeService,
  SaleImportCounts,
} from './types';
export { saleXml } from './xml';
