/**
 * The stock writer of the back office (issue #21): a receipt or a correction of kilograms at a
 * warehouse, as the manufacturer's system (1C, a warehouse scanner) reports it. One transaction
 * per call: the rows are changed in product order, and the restock event is raised in the same
 * transaction (claimRestocked); after the commit the catalogue caches drop and the restock
 * mails leave. The order cancellation path raises the same event (personal-orders).
 */
import 'server-only';
import type { Db } from '../../db/client';
import { stock } from '../../db/schema';
import type { AppDeps } from '../../http/router';
import type { Logger } from '../../platform/logger';
import { claimRestocked, type RestockEvent } from '../restock/repository';
import { sendRestockMail } from '../restock/notify';
import { sql } from 'drizzle-orm';

export interface StockChange {
  productId: number;
  /** Kilograms added (negative: taken), or the new amount with `mode: 'set'`. */
  kg: number;
}

export function createStockWriter(
  db: Db,
  deps: Pick<AppDeps, 'mailer' | 'cache' | 'pages' | 'config'>,
  log: Logger,
) {
  return {
    /** Applies the changes at `storeId`; answers the restock mails it sent. */
    async apply(
      storeId: number,
      changes: readonly StockChange[],
      mode: 'add' | 'set' = 'add',
    ): Promise<RestockEvent[]> {
      const sorted = [...changes].sort((a, b) => a.productId - b.productId);
      const events = await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        for (const change of sorted) {
          const amount = Math.max(0, Math.round(change.kg * 1000) / 1000);
          await tx
            .insert(stock)
            .values({ productId: change.productId, storeId, amount })
            .onConflictDoUpdate({
              target: [stock.productId, stock.storeId],
              set: {
                amount:
                  mode === 'set'
                    ? sql`${amount}`
                    : sql`greatest(0, ${stock.amount} + ${change.kg})`,
              },
            });
        }
        return claimRestocked(
          tx,
          storeId,
          sorted.map((c) => c.productId),
        );
      });
      deps.cache.clear();
      await deps.pages.stockMoved(sorted.map((c) => c.productId));
      await sendRestockMail({ mailer: deps.mailer, siteUrl: deps.config.siteUrl, log }, events);
      return events;
    },
  };
}
