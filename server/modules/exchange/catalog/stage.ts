/**
 * The first half of applying a catalogue file (issue #35): reading it into `exchange_staged` in
 * one pass, 500 records a commit, with the count committed alongside. Nothing of the shop changes
 * here: a file that turns out malformed half-way is refused with nothing applied. A process that
 * takes over a file another one left half-read (./importer.ts) reads it from the start and skips
 * the records already staged.
 */
import 'server-only';
import { createReadStream } from 'node:fs';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { exchangeFiles, exchangeStaged } from '../../../db/schema';
import { readCml, type CmlRecord, type CmlSummary } from '../cml';

/** Records written in one insert (and one commit of the count). */
const STAGE_BATCH = 500;
/** Records parsed between two turns of the event loop. */
const YIELD_EVERY = 100;

export type StagedRecord = Exclude<CmlRecord, { kind: 'header' | 'document' }>;

export interface StageOptions {
  runId: number;
  path: string;
  fileName: string;
  /** A record as it is to be kept (pictures copied into the shop's media, for one). */
  prepare?: (record: StagedRecord) => Promise<StagedRecord>;
}

export type FileState = typeof exchangeFiles.$inferSelect;

export async function fileState(db: Db, runId: number, fileName: string) {
  const [row] = await db
    .select()
    .from(exchangeFiles)
    .where(and(eq(exchangeFiles.runId, runId), eq(exchangeFiles.fileName, fileName)));
  return row ?? null;
}

/** Stages the whole file (what is not staged yet) and keeps its summary in exchange_files. */
export async function stageFile(db: Db, options: StageOptions): Promise<{ summary: CmlSummary }> {
  const { runId, fileName } = options;
  let state = await fileState(db, runId, fileName);
  if (!state) {
    await db
      .insert(exchangeFiles)
      .values({ runId, fileName, phase: 'reading' })
      .onConflictDoNothing();
    state = (await fileState(db, runId, fileName))!;
  }
  const skip = state.staged;
  let seq = 0;
  let batch: (typeof exchangeStaged.$inferInsert)[] = [];

  const flush = async () => {
    if (batch.length === 0) return;
    const rows = batch;
    batch = [];
    await db.transaction(async (tx) => {
      // Rows past the committed count are a batch whose count never committed: replaced.
      await tx
        .delete(exchangeStaged)
        .where(
          and(
            eq(exchangeStaged.runId, runId),
            eq(exchangeStaged.fileName, fileName),
            gt(exchangeStaged.seq, rows[0]!.seq - 1),
          ),
        );
      await tx.insert(exchangeStaged).values(rows);
      await tx
        .update(exchangeFiles)
        .set({ staged: rows[rows.length - 1]!.seq, updatedAt: new Date() })
        .where(and(eq(exchangeFiles.runId, runId), eq(exchangeFiles.fileName, fileName)));
    });
  };

  // Small reads, and a turn of the event loop every few hundred records: parsing is the
  // process's own CPU, and shoppers' requests wait for it between turns.
  const summary = await readCml(createReadStream(options.path, { highWaterMark: 64 * 1024 }), {
    fileName,
    onRecord: async (record) => {
      if (record.kind === 'header' || record.kind === 'document') return;
      seq += 1;
      if (seq % YIELD_EVERY === 0) await new Promise((resolve) => setImmediate(resolve));
      if (seq <= skip) return;
      const kept = options.prepare ? await options.prepare(record) : record;
      batch.push({ runId, fileName, seq, kind: kept.kind, data: kept });
      if (batch.length >= STAGE_BATCH) await flush();
    },
  });
  await flush();
  await db
    .update(exchangeFiles)
    .set({ contains: summary.contains, onlyChanges: summary.onlyChanges, updatedAt: new Date() })
    .where(and(eq(exchangeFiles.runId, runId), eq(exchangeFiles.fileName, fileName)));
  return { summary };
}

/** Forgets what was staged of a file (refused, or applied). */
export async function dropStaged(db: Db, runId: number, fileName: string): Promise<void> {
  await db
    .delete(exchangeStaged)
    .where(and(eq(exchangeStaged.runId, runId), eq(exchangeStaged.fileName, fileName)));
}

/** Forgets a refused file whole: a retry reads it from the start. */
export async function forgetFile(db: Db, runId: number, fileName: string): Promise<void> {
  await dropStaged(db, runId, fileName);
  await db
    .delete(exchangeFiles)
    .where(and(eq(exchangeFiles.runId, runId), eq(exchangeFiles.fileName, fileName)));
}
