/**
 * The seams of 1C's exchange protocol (issue #35): what the protocol handler calls to apply a
 * catalogue file, and to send orders and take 1C's documents back. The handler owns the HTTP
 * side (sessions, files, answers); these own the shop's data.
 */
import 'server-only';
import type { ExchangeType } from '../../../db/schema';

/** The run of one exchange (exchange_runs), as an importer sees it. */
export interface ExchangeRun {
  id: number;
  type: ExchangeType;
  /** The session's working folder (absolute): the XML files and `import_files/…` pictures. */
  folder: string;
  /** Adds to the run's counts key by key (sections, products, offers, prices, stock …). */
  count(counts: Record<string, number>): Promise<void>;
}

/**
 * Applies one catalogue file 1C sent (`mode=import&filename=…`). Called again with the same file
 * while it answers 'progress': each call does a bounded slice of work, and whatever it needs to
 * carry on is kept in the database or the working folder, never in memory (the next call may
 * come to another process). A file that cannot be applied throws: a CmlError, or an
 * ExchangeFailure whose Russian message goes to 1C's log.
 */
export interface CatalogImporter {
  importFile(run: ExchangeRun, path: string, fileName: string): Promise<'progress' | 'success'>;
  /**
   * `mode=deactivate` after a full exchange: hide what this exchange did not touch since
   * `since` (checkauth's timestamp, as 1C sends it back); repeated while 'progress'. Without it
   * the exchange answers `success` saying that nothing was hidden.
   */
  deactivate?(run: ExchangeRun, since: Date): Promise<'progress' | 'success'>;
}

/**
 * Orders out and documents back (`type=sale`).
 *
 * - `query(version)`: the orders XML new or changed since the last committed cursor, and the
 *   cursor that would commit exactly what this XML holds. `version` is the schema version 1C
 *   asked for at init ('2.08'; '' when it sent none).
 * - `commit(cursor)`: 1C said `mode=success` after that query: the next query starts after it.
 *   Never called for a cursor that no query of this session returned.
 * - `importDocuments(path, fileName)`: a file of documents 1C sent back (statuses, payments,
 *   shipments); how many matched an order of the shop and how many of those changed.
 */
export interface SaleExchange {
  query(version: string): Promise<{ xml: string; cursor: string }>;
  commit(cursor: string): Promise<void>;
  importDocuments(path: string, fileName: string): Promise<{ matched: number; changed: number }>;
}

/**
 * A refusal to answer 1C with `failure` and this Russian message (one line; what 1C shows in its
 * exchange log). Thrown by importers and by the handler's own checks.
 */
export class ExchangeFailure extends Error {
  override readonly name = 'ExchangeFailure';
}
