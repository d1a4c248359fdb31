/**
 * The catalogue side of 1C's exchange (issue #35): `mode=import` for catalogue files and
 * `mode=deactivate`. A file is handled by a job of the process that claimed it: the job reads
 * the file once into staging (./stage.ts, 500 records a commit) and then applies what it staged
 * in one transaction (./apply.ts). 1C's calls never wait for more than their slice: a call waits
 * for its process's job up to then and answers `progress`. The claim is a lease in
 * exchange_files, renewed while the job runs, so a call reaching another process answers
 * `progress` too; a process that dies mid-way (its transaction rolled back) leaves a lease that
 * runs out, and any process then takes the file over, skipping the records already staged.
 * After the commit the process's memo cache and the cached pages are dropped.
 */
import 'server-only';
import { and, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { exchangeFiles } from '../../../db/schema';
import type { Logger } from '../../../platform/logger';
import type { MemoCache } from '../../../platform/memo-cache';
import type { PageInvalidator } from '../../../platform/page-invalidation';
import { CmlError } from '../cml';
import {
  ExchangeFailure,
  exchangeTexts,
  type CatalogImporter,
  type ExchangeRun,
} from '../protocol';
import { applyStaged, deactivateUnnamed, emptyCounts, type ApplyCounts } from './apply';
import type { PictureStore } from './pictures';
import { dropStaged, fileState, forgetFile, stageFile, type StagedRecord } from './stage';

export interface CatalogImporterDeps {
  db: Db;
  pictures: PictureStore;
  cache: MemoCache;
  pages: PageInvalidator;
  log: Logger;
  /** How long one call of 1C waits for the file's job before it answers `progress`. */
  sliceMs?: number;
  /** The least a call waits for a running job (MIN_WAIT_MS), so 1C does not call in a spin. */
  minWaitMs?: number;
  now?: () => Date;
}

/** How long a claim to apply a file holds without being renewed, and how often it is renewed. */
const LEASE_MS = 2 * 60 * 1000;
const RENEW_MS = 30 * 1000;
/** A call waits at least this long for a running job before answering `progress`. */
const MIN_WAIT_MS = 1000;

/** The applies this process runs, by run and file: the next call of 1C waits on its own. */
const jobs = new Map<string, Promise<ApplyCounts>>();
const jobKey = (runId: number, fileName: string) => `${runId}\u0000${fileName}`;

/** What 1C is told when an apply fails: the reader's or importer's words, else a plain one. */
const failureText = (error: unknown) =>
  error instanceof CmlError || error instanceof ExchangeFailure
    ? error.message
    : exchangeTexts.serverError;

export function createCatalogImporter(deps: CatalogImporterDeps): CatalogImporter {
  const sliceMs = deps.sliceMs ?? 10_000;
  const now = deps.now ?? (() => new Date());

  const dropCaches = async () => {
    deps.cache.clear();
    await deps.pages.everything();
  };

  /** Claims the file for this process; false when another holds a live claim or it is done. */
  async function claim(runId: number, fileName: string): Promise<boolean> {
    const at = now();
    const until = new Date(at.getTime() + LEASE_MS);
    await deps.db
      .insert(exchangeFiles)
      .values({ runId, fileName, phase: 'reading' })
      .onConflictDoNothing();
    const rows = await deps.db
      .update(exchangeFiles)
      .set({ applyingUntil: until, error: null })
      .where(
        and(
          eq(exchangeFiles.runId, runId),
          eq(exchangeFiles.fileName, fileName),
          ne(exchangeFiles.phase, 'applied'),
          isNull(exchangeFiles.error),
          or(isNull(exchangeFiles.applyingUntil), lt(exchangeFiles.applyingUntil, at)),
        ),
      )
      .returning({ runId: exchangeFiles.runId });
    return rows.length > 0;
  }

  function startJob(run: ExchangeRun, file: string, fileName: string): Promise<ApplyCounts> {
    const where = and(eq(exchangeFiles.runId, run.id), eq(exchangeFiles.fileName, fileName));
    const renew = setInterval(() => {
      deps.db
        .update(exchangeFiles)
        .set({ applyingUntil: sql`now() + ${`${LEASE_MS} milliseconds`}::interval` })
        .where(and(where, ne(exchangeFiles.phase, 'applied')))
        .catch((error: unknown) => deps.log.warn('exchange lease not renewed', { error }));
    }, RENEW_MS);
    renew.unref();
    const prepare = async (record: StagedRecord): Promise<StagedRecord> => {
      if (record.kind !== 'product' || record.pictures.length === 0) return record;
      const copied: string[] = [];
      for (const picture of record.pictures) {
        const url = await deps.pictures.copy(run.folder, picture);
        if (url) copied.push(url);
      }
      return { ...record, pictures: copied };
    };
    const started = Date.now();
    const job = (async () => {
      try {
        const state = await fileState(deps.db, run.id, fileName);
        if (state?.phase !== 'applying') {
          await deps.pictures.ensurePlaceholder();
          const { summary } = await stageFile(deps.db, {
            runId: run.id,
            path: file,
            fileName,
            prepare,
          });
          // A file of documents in a catalogue exchange has nothing to apply.
          if (summary.contains === 'documents') {
            await deps.db.update(exchangeFiles).set({ phase: 'applied' }).where(where);
            await dropStaged(deps.db, run.id, fileName);
            return emptyCounts();
          }
          await deps.db.update(exchangeFiles).set({ phase: 'applying' }).where(where);
        }
        const counts = await applyStaged(deps.db, { runId: run.id, fileName, at: now() });
        await run.count(counts);
        deps.log.info('catalogue file applied', { fileName, ...counts, ms: Date.now() - started });
        await dropCaches();
        return counts;
      } catch (error) {
        deps.log[error instanceof CmlError ? 'warn' : 'error']('catalogue file not applied', {
          fileName,
          error,
        });
        // For whichever process 1C's next call reaches: it answers failure and forgets the file.
        await deps.db
          .update(exchangeFiles)
          .set({ error: failureText(error), applyingUntil: null })
          .where(where)
          .catch(() => undefined);
        throw error;
      } finally {
        clearInterval(renew);
      }
    })();
    // Waited on by later calls; a failure nobody waits for is already logged and recorded. A
    // result 1C never comes back for is forgotten after a lease (its state is in the database).
    const key = jobKey(run.id, fileName);
    job
      .catch(() => undefined)
      .finally(() => setTimeout(() => jobs.get(key) === job && jobs.delete(key), LEASE_MS).unref());
    jobs.set(key, job);
    return job;
  }

  /** Waits for this process's apply up to the call's time: its result, or null while it runs. */
  async function waitFor(
    run: ExchangeRun,
    fileName: string,
    job: Promise<ApplyCounts>,
    deadline: number,
  ): Promise<'progress' | 'success'> {
    const wait = Math.max(deadline - Date.now(), deps.minWaitMs ?? MIN_WAIT_MS);
    let timer: NodeJS.Timeout | undefined;
    const outcome = await Promise.race([
      job.then(
        () => 'done' as const,
        (error: unknown) => ({ error }),
      ),
      new Promise<'running'>((resolve) => (timer = setTimeout(() => resolve('running'), wait))),
    ]);
    clearTimeout(timer);
    if (outcome === 'running') return 'progress';
    jobs.delete(jobKey(run.id, fileName));
    if (outcome === 'done') return 'success';
    await forgetFile(deps.db, run.id, fileName);
    throw new ExchangeFailure(failureText(outcome.error));
  }

  return {
    async importFile(run: ExchangeRun, file: string, fileName: string) {
      const deadline = Date.now() + sliceMs;
      const running = jobs.get(jobKey(run.id, fileName));
      if (running) return waitFor(run, fileName, running, deadline);
      const state = await fileState(deps.db, run.id, fileName);
      // 1C repeats an import it did not see answered: a file applied in this run stays applied.
      if (state?.phase === 'applied') return 'success';
      if (state?.error) {
        await forgetFile(deps.db, run.id, fileName);
        throw new ExchangeFailure(state.error);
      }
      // Another process is on it while its lease lives.
      if (!(await claim(run.id, fileName))) return 'progress';
      return waitFor(run, fileName, startJob(run, file, fileName), deadline);
    },

    async deactivate(run: ExchangeRun, since: Date) {
      const hidden = await deactivateUnnamed(deps.db, run.id, since);
      if (hidden !== null) {
        await run.count({ hidden });
        if (hidden > 0) await dropCaches();
      }
      return 'success';
    },
  };
}
