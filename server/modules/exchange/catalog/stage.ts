/**
 * The first half of applying a catalogue file (issue #35): reading it into `exchange_staged`
 * over as many calls as it takes. Each call reads from the start (the reader is a stream and
 * parsing is cheap), skips the records an earlier call staged, and stages the next ones in
 * batches until its time is up; the count is committed with each batch, so a call cut short, or
 * the next one answered by another process, carries on where the last batch ended. Nothing of
 * the shop changes here: a file that turns out malformed half-way is refused with nothing applied.
 */
import 'server-only';
import { createReadStream } from 'node:fs';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { exchangeFiles, exchangeStaged } from '../../../db/schema';
import { readCml, type CmlRecord, type CmlSummary } from '../cml';

/** Records written in one insert (and one commit of the count). */
const STAGE_BATCH = 500;

class SliceEnd extends Error {}

export type StagedRecord = Exclude<CmlRecord, { kind: 'header' | 'document' }>;

export interface StageOptions {
  runId: number;
  path: string;
  fileName: string;
  /** When this call must stop staging and answer `progress`. */
  deadline: number;
  /** A record as it is to be kept (pictures copied into the shop's media, for one). */
  prepare?: (record: StagedRecord) => Promise<StagedRecord>;
  now?: () => number;
}

export type FileState = typeof exchangeFiles.$inferSelect;

export async function fileState(db: Db, runId: number, fileName: string) {
  const [row] = await db
    .select()
    .from(exchangeFiles)
    .where(and(eq(exchangeFiles.runId, runId), eq(exchangeFiles.fileName, fileName)));
  return row ?? null;
}

/**
 * Stages the next slice of the file. 'progress': the time ran out first; 'read': the whole file
 * is staged and its summary kept in exchange_files.
 */
export async function stageSlice(
  db: Db,
  options: StageOptions,
): Promise<{ result: 'progress' } | { result: 'read'; summary: CmlSummary }> {
  const { runId, fileName } = options;
  const now = options.now ?? Date.now;
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

  try {
    const summary = await readCml(createReadStream(options.path, { highWaterMark: 256 * 1024 }), {
      fileName,
      onRecord: async (record) => {
        if (record.kind === 'header' || record.kind === 'document') return;
        seq += 1;
        if (seq <= skip) return;
        const kept = options.prepare ? await options.prepare(record) : record;
        batch.push({ runId, fileName, seq, kind: kept.kind, data: kept });
        if (batch.length >= STAGE_BATCH) {
          await flush();
          if (now() >= options.deadline) throw new SliceEnd();
        }
      },
    });
    await flush();
    await db
      .update(exchangeFiles)
      .set({ contains: summary.contains, onlyChanges: summary.onlyChanges, updatedAt: new Date() })
      .where(and(eq(exchangeFiles.runId, runId), eq(exchangeFiles.fileName, fileName)));
    return { result: 'read', summary };
  } catch (error) {
    if (error instanceof SliceEnd) return { result: 'progress' };
    throw error;
  }
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
