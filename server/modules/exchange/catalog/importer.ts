/**
 * The catalogue side of 1C's exchange (issue #35): `mode=import` for catalogue files and
 * `mode=deactivate`. A file is read into staging over as many calls as it takes (./stage.ts,
 * each call bounded by the slice time, answering `progress`), then applied in one transaction
 * (./apply.ts); after the commit the cached pages and the process's memo cache are dropped, so
 * the shop shows what 1C sent at once and search finds the new products.
 */
import 'server-only';
import type { Db } from '../../../db/client';
import type { Logger } from '../../../http/logger';
import type { MemoCache } from '../../../platform/memo-cache';
import type { PageInvalidator } from '../../../platform/page-invalidation';
import type { CatalogImporter, ExchangeRun } from '../protocol';
import { applyStaged, deactivateUnnamed } from './apply';
import type { PictureStore } from './pictures';
import { dropStaged, fileState, forgetFile, stageSlice, type StagedRecord } from './stage';

export interface CatalogImporterDeps {
  db: Db;
  pictures: PictureStore;
  cache: MemoCache;
  pages: PageInvalidator;
  log: Logger;
  /** Time one call may spend reading before it answers `progress`. */
  sliceMs?: number;
  now?: () => Date;
}

export function createCatalogImporter(deps: CatalogImporterDeps): CatalogImporter {
  const sliceMs = deps.sliceMs ?? 10_000;
  const now = deps.now ?? (() => new Date());

  const dropCaches = async () => {
    deps.cache.clear();
    await deps.pages.everything();
  };

  return {
    async importFile(run: ExchangeRun, file: string, fileName: string) {
      const state = await fileState(deps.db, run.id, fileName);
      // 1C repeats an import it did not see answered: a file applied in this run stays applied.
      if (state?.phase === 'applied') return 'success';
      const deadline = Date.now() + sliceMs;
      const prepare = async (record: StagedRecord): Promise<StagedRecord> => {
        if (record.kind !== 'product' || record.pictures.length === 0) return record;
        const copied: string[] = [];
        for (const picture of record.pictures) {
          const url = await deps.pictures.copy(run.folder, picture);
          if (url) copied.push(url);
        }
        return { ...record, pictures: copied };
      };
      let staged;
      try {
        await deps.pictures.ensurePlaceholder();
        staged = await stageSlice(deps.db, {
          runId: run.id,
          path: file,
          fileName,
          deadline,
          prepare,
        });
      } catch (error) {
        // Refused whole: what was staged goes, and a retry reads the file from the start.
        await forgetFile(deps.db, run.id, fileName);
        throw error;
      }
      if (staged.result === 'progress') return 'progress';
      if (staged.summary.contains === 'documents') {
        await dropStaged(deps.db, run.id, fileName);
        return 'success';
      }
      const started = Date.now();
      const counts = await applyStaged(deps.db, { runId: run.id, fileName, at: now() });
      await run.count(counts);
      deps.log.info('catalogue file applied', { fileName, ...counts, ms: Date.now() - started });
      await dropCaches();
      return 'success';
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
