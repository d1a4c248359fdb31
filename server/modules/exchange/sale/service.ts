/**
 * The orders exchange with 1C (issue #35, `type=sale`): the query sends what changed since the
 * committed cursor, `success` commits it, and the documents 1C sends back change the orders as
 * the managers' workspace would — the shared status path (order/status.ts: the event, the stock
 * back on a cancel), the caches, and the buyer's mail after the commit.
 */
import 'server-only';
import { createReadStream } from 'node:fs';
import type { OrderStatus } from '../../../../lib/api/contract/orders';
import { orderStatusMail } from '../../order/status-mail';
import { sendRestockMail } from '../../restock/notify';
import { readCml, type CmlDocumentStatus } from '../cml';
import { advanceCursor, decodeCursor, emptyCursor, encodeCursor } from './cursor';
import { createSaleRepository } from './repository';
import { planStatus } from './status-map';
import { saleTexts } from './texts';
import type { SaleExchangeDeps, SaleExchangeService, SaleImportCounts } from './types';
import { saleXml } from './xml';

/** The cursor store's key for the orders export. */
export const saleCursorKey = 'sale.orders';

const defaultBatch = 500;

/** An order's number as the query sent it (its id); another text names no order here. */
function orderIdOf(text: string | null): number | null {
  if (!text || !/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

interface IncomingDocument {
  number: string | null;
  id: string;
  status: CmlDocumentStatus;
}

export function createSaleExchange(deps: SaleExchangeDeps): SaleExchangeService {
  const repo = createSaleRepository(deps.db);
  const now = deps.now ?? (() => new Date());
  const batchSize = deps.batchSize ?? defaultBatch;

  async function committed() {
    const text = await deps.cursors.get(saleCursorKey);
    return text === null ? emptyCursor : decodeCursor(text);
  }

  /** The buyer's mail about 1C's change, after the commit; a failure is logged, never undone. */
  async function mailBuyer(orderId: number, to: OrderStatus, reason: string | null) {
    const order = await repo.buyerOf(orderId);
    if (!order) return;
    try {
      await deps.mailer.send(
        orderStatusMail({ ...order, id: orderId }, to, reason, {
          lead: saleTexts.mailLead,
          siteUrl: deps.config.siteUrl,
        }),
      );
    } catch (error) {
      deps.log.error('order status mail failed', { error, orderId });
    }
  }

  async function orderFor(document: IncomingDocument) {
    for (const key of [document.number, document.id]) {
      const id = orderIdOf(key);
      if (id !== null && (await repo.exists(id))) return id;
    }
    return null;
  }

  async function apply(orderId: number, document: IncomingDocument) {
    const result = await repo.change(orderId, (current) => planStatus(current, document.status), {
      actorId: deps.actor.id,
      actorKind: deps.actor.kind,
      at: now(),
    });
    if (!result) return false;
    if (result.productIds.length > 0) {
      // The cancel put stock back: catalogue totals, facets and cached pages must see it.
      deps.cache.clear();
      await deps.pages.stockMoved(result.productIds);
      await sendRestockMail(
        { mailer: deps.mailer, siteUrl: deps.config.siteUrl, log: deps.log },
        result.restocked,
      );
    }
    await mailBuyer(orderId, result.to, result.reason);
    return true;
  }

  return {
    async query(version) {
      const base = await committed();
      const batch = await repo.changed(base, deps.actor, batchSize);
      const orders = await repo.orders(batch.map((order) => order.id));
      const at = now();
      return {
        xml: saleXml(orders, version, at),
        cursor: encodeCursor(advanceCursor(base, batch, at.getTime())),
      };
    },

    async commit(cursor) {
      const next = decodeCursor(cursor);
      const stored = await deps.cursors.get(saleCursorKey);
      if (stored === cursor) return;
      // A success for an older query (1C retrying) must not bring back what a newer one sent.
      if (stored !== null && next.madeAt < decodeCursor(stored).madeAt) return;
      await deps.cursors.set(saleCursorKey, cursor);
    },

    async importDocuments(path, fileName) {
      // The whole file is read before anything changes: a malformed one throws its CmlError
      // and changes no order.
      const documents: IncomingDocument[] = [];
      const counts: SaleImportCounts = { matched: 0, changed: 0, unknown: 0, ignored: 0 };
      await readCml(createReadStream(path), {
        fileName,
        onRecord: (record) => {
          if (record.kind !== 'document') return;
          if (record.operation !== null && record.operation !== 'Заказ товара') {
            counts.ignored += 1;
            return;
          }
          documents.push({ number: record.number, id: record.id, status: record.status });
        },
      });
      for (const document of documents) {
        const orderId = await orderFor(document);
        if (orderId === null) {
          counts.unknown += 1;
          continue;
        }
        counts.matched += 1;
        if (await apply(orderId, document)) counts.changed += 1;
      }
      return counts;
    },
  };
}
