/**
 * The orders side of the 1C exchange (issue #35, `type=sale`): what the protocol calls.
 * `SaleExchange` is the protocol's interface (protocol/types.ts).
 */
import 'server-only';
import type { Db } from '../../../db/client';
import type { Logger } from '../../../platform/logger';
import type { AppDeps } from '../../../http/router';
import type { OrderStatus } from '../../../../lib/api/contract/orders';
import type { ProductUnit } from '../../../../lib/catalog/units';
import type { OrderEventActor } from '../../order/status';
import type { SaleExchange } from '../protocol/types';

export type { SaleExchange } from '../protocol/types';

/** What an import did, for the exchange log: more than the interface promises. */
export interface SaleImportCounts {
  /** Documents that named an order of the shop. */
  matched: number;
  /** Orders whose status changed. */
  changed: number;
  /** Documents whose `Номер` (and `Ид`) name no order here: counted, not an error. */
  unknown: number;
  /** Documents of another `ХозОперация` (payments, shipments of 2.10): not read. */
  ignored: number;
}

export interface SaleExchangeService extends SaleExchange {
  importDocuments(path: string, fileName: string): Promise<SaleImportCounts>;
}

/** Where the committed cursor lives (a table, in the protocol; a Map in tests). */
export interface CursorStore {
  get(key: string): Promise<string | null>;
  set(key: string, value: string): Promise<void>;
}

/**
 * Who 1C's changes are recorded as in order_events. The history shows the user's name; orders
 * whose last event is this actor's are not sent back to 1C (no ping-pong).
 */
export interface ExchangeActor {
  /** The exchange's staff account. */
  id: number | null;
  kind: OrderEventActor;
}

export interface SaleExchangeDeps extends Pick<AppDeps, 'mailer' | 'cache' | 'pages' | 'config'> {
  db: Db;
  cursors: CursorStore;
  actor: ExchangeActor;
  log: Logger;
  now?: () => Date;
  /** Orders per query; the rest go in the next one. */
  batchSize?: number;
}

/** An order as the query's XML needs it. */
export interface SaleOrder {
  id: number;
  status: OrderStatus;
  createdAt: Date;
  /** The last change (status or placing). */
  updatedAt: Date;
  totalPrice: number;
  /** What delivery costs; the shop keeps none yet (the manager prices it), so 0 and no line. */
  deliveryPrice: number;
  delivery: string;
  payment: string;
  comment: string | null;
  recipient: Record<string, string | null>;
  store: { xmlId: string; title: string };
  buyer: {
    id: number;
    email: string;
    fio: string;
    phone: string;
    company: { name: string; inn: string; address: string } | null;
  };
  lines: SaleOrderLine[];
}

export interface SaleOrderLine {
  /** The product's Ид for 1C. */
  productXmlId: string;
  article: string | null;
  /** The product's unit: the line's quantity and price are in it. */
  unit: ProductUnit;
  title: string;
  quantity: number;
  price: number;
  sum: number;
}
