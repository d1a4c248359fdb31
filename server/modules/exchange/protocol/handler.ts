/**
 * 1C's «Обмен с сайтом» (issue #35; the facts in docs/1c-exchange.md): one address, answered
 * with plain text lines. 1C drives:
 *
 *   catalog: checkauth → init → file… → import… (repeated while `progress`) → deactivate → complete
 *   sale:    checkauth → init → query → success → file… → import…
 *
 * A plain `Request → Response` handler, outside the /api/v1 app: 1C speaks neither JSON nor the
 * envelope, authenticates by Basic and its own cookie, and posts raw file bodies. Everything a
 * later call needs is in the database (exchange_sessions, exchange_runs) or the session's
 * folder under DATA_DIR/exchange, so any process of the shop can answer it.
 */
import 'server-only';
import { randomBytes, randomUUID } from 'node:crypto';
import { rm, stat } from 'node:fs/promises';
import { cookieFromHeader } from '../../../../lib/cookies';
import type { DatabaseHandle, Db } from '../../../db/client';
import type { ExchangeType } from '../../../db/schema';
import type { Logger } from '../../../platform/logger';
import { isUnavailable } from '../../../http/unavailable';
import type { RateLimiter } from '../../../platform/rate-limit';
import { hashToken } from '../../auth/tokens';
import { CmlError } from '../cml';
import { exchangeAnswer, exchangeLines, failure, xmlAnswer } from './answer';
import { basicCredentials, checkExchangeCredentials } from './credentials';
import { exchangeFileName } from './file-names';
import { createReadingImporter } from './reading-importer';
import {
  createExchangeRepository,
  type ExchangeRepository,
  type ExchangeSessionRow,
} from './repository';
import { exchangeTexts as texts } from './texts';
import {
  ExchangeFailure,
  type CatalogImporter,
  type ExchangeRun,
  type SaleExchange,
} from './types';
import { listZip, unpackZip, ZipRefused, type ZipProblem } from './unzip';
import {
  appendChunk,
  ChunkCut,
  ChunkTooLarge,
  clearUnzipState,
  cutBack,
  ensureWorkspace,
  filePath,
  pendingZips,
  readUnzipState,
  removeWorkspace,
  resetWorkspace,
  workspaceOf,
  writeUnzipState,
  type Workspace,
} from './workspace';

/** The cookie 1C is told to send back (checkauth's lines 2 and 3); no dot in it (DF). */
export const EXCHANGE_COOKIE = 'selvedge_1c';

/**
 * The schema version `type=sale&mode=init` answers, as Bitrix answers its own fixed one; the
 * version 1C asked for is kept in the session and handed to SaleExchange.query.
 */
export const SALE_SCHEMA_VERSION = '2.08';

export interface ExchangeLimits {
  /** `file_limit` of init: the largest POST of `mode=file`; 1C cuts bigger files into chunks. */
  fileLimit: number;
  /** All the files of one session's folder together, zips unpacked included. */
  folderLimit: number;
  /** Entries of one zip (without ZIP64 an archive cannot hold more). */
  maxZipEntries: number;
  /** The work one call does before answering `progress` (1C's request timeout is longer). */
  sliceMs: number;
  /** A session from checkauth lives this long (a large exchange takes hours). */
  sessionTtlMs: number;
}

export const EXCHANGE_FILE_LIMIT = 8 * 1024 * 1024;

export const exchangeLimits: ExchangeLimits = {
  fileLimit: EXCHANGE_FILE_LIMIT,
  folderLimit: 2 * 1024 * 1024 * 1024,
  maxZipEntries: 65_535,
  sliceMs: 10_000,
  sessionTtlMs: 24 * 60 * 60 * 1000,
};

export interface ExchangeDeps {
  database: () => Promise<DatabaseHandle>;
  rateLimiter: RateLimiter;
  logger: Logger;
  /** DATA_DIR/exchange: one folder per session under it. */
  root: string;
  /**
   * Applies catalogue files; by default they are read and counted, and nothing is applied. A
   * function is called per call with the session's account and the opened database.
   */
  catalog?: CatalogImporter | ((who: { userId: number; db: Db }) => CatalogImporter);
  /**
   * Orders out and documents back; without it `type=sale` answers that it is not enabled. A
   * function is called per call with the session's account (the actor 1C's changes are
   * recorded as) and the opened database.
   */
  sale?: SaleExchange | ((who: { userId: number; db: Db }) => SaleExchange);
  limits?: Partial<ExchangeLimits>;
  now?: () => Date;
}

export type ExchangeHandler = (request: Request) => Promise<Response>;

const commands: Record<ExchangeType, ReadonlySet<string>> = {
  catalog: new Set(['checkauth', 'init', 'file', 'import', 'deactivate', 'complete']),
  sale: new Set(['checkauth', 'init', 'query', 'success', 'file', 'import']),
};

const isType = (type: string): type is ExchangeType => type === 'catalog' || type === 'sale';

/** A `failure` for a refused zip, in 1C's log words. */
function zipMessage(zip: string, problem: ZipProblem, limits: ExchangeLimits): string {
  const reasons = texts.zipReasons;
  const reason =
    problem.kind === 'malformed'
      ? reasons.malformed
      : problem.kind === 'zip64'
        ? reasons.zip64
        : problem.kind === 'tooManyEntries'
          ? reasons.tooManyEntries(problem.limit)
          : problem.kind === 'tooLarge'
            ? reasons.tooLarge(limits.folderLimit)
            : problem.kind === 'lied'
              ? reasons.lied(problem.name)
              : problem.kind === 'method'
                ? reasons.method(problem.name)
                : reasons.badName(problem.name);
  return texts.badZip(zip, reason);
}

export function createExchangeHandler(deps: ExchangeDeps): ExchangeHandler {
  const limits: ExchangeLimits = { ...exchangeLimits, ...deps.limits };
  const now = deps.now ?? (() => new Date());
  const readingImporter = createReadingImporter();

  /** The session of a later call: its cookie, else Basic credentials (a session made if none). */
  async function sessionOf(
    request: Request,
    url: URL,
    type: ExchangeType,
    repo: ExchangeRepository,
  ): Promise<ExchangeSessionRow | Response> {
    const token = cookieFromHeader(request.headers.get('cookie'), EXCHANGE_COOKIE);
    let session = token ? await repo.liveSessionByToken(hashToken(token), now()) : null;
    if (!session) {
      const credentials = basicCredentials(request.headers);
      if (!credentials) return failure(texts.sessionExpired);
      const verdict = await checkExchangeCredentials(credentials, request, {
        repo,
        rateLimiter: deps.rateLimiter,
      });
      if (!verdict.ok) return refusal(verdict);
      session =
        (await repo.latestLiveSession(verdict.userId, type, now())) ??
        (await openSession(repo, verdict.userId, type)).session;
    }
    // 1C appends checkauth's fourth line to every later address; an empty one ('&&') is 1C's
    // way of saying it got none.
    const sessid = url.searchParams.get('sessid');
    if (sessid && sessid !== session.sessid) return failure(texts.sessionMismatch);
    return session;
  }

  function refusal(
    verdict: { reason: 'wrong' } | { reason: 'limited'; retryAfterMs: number; wait: string },
  ) {
    if (verdict.reason === 'limited') {
      return failure(texts.tooManyAttempts(verdict.wait), {
        httpStatus: 429,
        headers: { 'retry-after': String(Math.max(1, Math.ceil(verdict.retryAfterMs / 1000))) },
      });
    }
    return failure(texts.wrongCredentials, {
      httpStatus: 401,
      headers: { 'www-authenticate': 'Basic realm="1C exchange", charset="UTF-8"' },
    });
  }

  async function openSession(repo: ExchangeRepository, userId: number, type: ExchangeType) {
    const token = randomBytes(32).toString('base64url');
    const at = now();
    const session = await repo.insertSession({
      tokenHash: hashToken(token),
      sessid: randomBytes(16).toString('hex'),
      userId,
      type,
      folder: randomUUID(),
      timestamp: Math.floor(at.getTime() / 1000),
      createdAt: at,
      expiresAt: new Date(at.getTime() + limits.sessionTtlMs),
    });
    return { session, token };
  }

  async function checkauth(request: Request, type: ExchangeType, repo: ExchangeRepository) {
    const credentials = basicCredentials(request.headers);
    if (!credentials) {
      return failure(texts.noCredentials, {
        httpStatus: 401,
        headers: { 'www-authenticate': 'Basic realm="1C exchange", charset="UTF-8"' },
      });
    }
    const verdict = await checkExchangeCredentials(credentials, request, {
      repo,
      rateLimiter: deps.rateLimiter,
    });
    if (!verdict.ok) return refusal(verdict);
    // Sessions past their time go with their folders whenever a new one opens.
    for (const folder of await repo.deleteExpiredSessions(now())) {
      await removeWorkspace(workspaceOf(deps.root, folder));
    }
    const { session, token } = await openSession(repo, verdict.userId, type);
    return exchangeAnswer('success', [
      EXCHANGE_COOKIE,
      token,
      `sessid=${session.sessid}`,
      `timestamp=${session.timestamp}`,
    ]);
  }

  /** The run as an importer sees it. */
  const runOf = (
    repo: ExchangeRepository,
    id: number,
    type: ExchangeType,
    space: Workspace,
  ): ExchangeRun => ({
    id,
    type,
    folder: space.files,
    count: (counts) => repo.addCounts(id, counts),
  });

  /**
   * Unpacks the zips in the folder, resumably: each call unpacks entries until its time slice
   * is spent. A `progress` answer while there is more; null once every zip is unpacked (and
   * deleted, its bytes given back to the folder's bound).
   */
  async function unpackPending(
    space: Workspace,
    session: ExchangeSessionRow,
    repo: ExchangeRepository,
  ): Promise<Response | null> {
    const deadline = Date.now() + limits.sliceMs;
    for (const zip of await pendingZips(space)) {
      const zipFile = filePath(space, zip);
      try {
        const items = await listZip(zipFile, {
          maxEntries: limits.maxZipEntries,
          maxUnpackedBytes: limits.folderLimit,
        });
        let state = await readUnzipState(space, zip);
        if (!state) {
          // An entry of the zip's own name would overwrite the archive being read.
          const own = items.find((item) => item.name === zip);
          if (own) throw new ZipRefused({ kind: 'badName', name: own.name });
          const total = items.reduce((sum, item) => sum + item.size, 0);
          if (!(await repo.claimBytes(session.id, total, limits.folderLimit))) {
            throw new ExchangeFailure(
              texts.badZip(zip, texts.zipReasons.tooLarge(limits.folderLimit)),
            );
          }
          state = { next: 0 };
          await writeUnzipState(space, zip, state);
        }
        const next = await unpackZip(zipFile, items, space.files, state.next, deadline);
        if (next < items.length) {
          await writeUnzipState(space, zip, { next });
          return exchangeAnswer('progress', [texts.unpacking(next, items.length)]);
        }
        const { size } = await stat(zipFile);
        await rm(zipFile, { force: true });
        await clearUnzipState(space, zip);
        await repo.claimBytes(session.id, -size, Number.MAX_SAFE_INTEGER);
        if (Date.now() >= deadline) {
          return exchangeAnswer('progress', [texts.unpacking(items.length, items.length)]);
        }
      } catch (error) {
        if (error instanceof ZipRefused) {
          throw new ExchangeFailure(zipMessage(zip, error.problem, limits));
        }
        throw error;
      }
    }
    return null;
  }

  /** The uploaded file `filename` names, checked to exist. */
  async function namedFile(url: URL, space: Workspace) {
    const raw = url.searchParams.get('filename');
    if (!raw) throw new ExchangeFailure(texts.noFileName);
    const name = exchangeFileName(raw);
    if (!name) throw new ExchangeFailure(texts.badFileName(raw.slice(0, 200)));
    const file = filePath(space, name);
    const found = await stat(file).then(
      (info) => info.isFile(),
      () => false,
    );
    if (!found) throw new ExchangeFailure(texts.fileMissing(name));
    return { name, file };
  }

  async function receiveFile(
    request: Request,
    url: URL,
    session: ExchangeSessionRow,
    space: Workspace,
    repo: ExchangeRepository,
    runId: number,
    sale: SaleExchange | undefined,
  ): Promise<Response> {
    const raw = url.searchParams.get('filename');
    if (!raw) throw new ExchangeFailure(texts.noFileName);
    const name = exchangeFileName(raw);
    if (!name) throw new ExchangeFailure(texts.badFileName(raw.slice(0, 200)));
    const declared = Number(request.headers.get('content-length'));
    if (Number.isFinite(declared) && declared > limits.fileLimit) {
      throw new ExchangeFailure(texts.fileTooLarge(limits.fileLimit));
    }
    await ensureWorkspace(space);
    const target = filePath(space, name);
    let chunk: Awaited<ReturnType<typeof appendChunk>>;
    try {
      chunk = await appendChunk(target, request.body, limits.fileLimit);
    } catch (error) {
      if (error instanceof ChunkTooLarge) {
        throw new ExchangeFailure(texts.fileTooLarge(limits.fileLimit));
      }
      if (error instanceof ChunkCut) throw new ExchangeFailure(texts.bodyCut);
      throw error;
    }
    if (!(await repo.claimBytes(session.id, chunk.written, limits.folderLimit))) {
      await cutBack(target, chunk);
      throw new ExchangeFailure(texts.folderFull(limits.folderLimit));
    }
    // The run lists the XML files and archives; pictures (import_files/…) are too many to list.
    if (!name.includes('/')) await repo.noteFile(runId, name);
    // The old orders protocol (init without a version) applies a file as it arrives.
    if (session.type === 'sale' && session.version === null && sale) {
      return importDocuments(sale, target, name, repo, runId);
    }
    return exchangeAnswer('success');
  }

  async function importDocuments(
    sale: SaleExchange,
    file: string,
    name: string,
    repo: ExchangeRepository,
    runId: number,
  ) {
    const { matched, changed } = await sale.importDocuments(file, name);
    await repo.addCounts(runId, { ordersReceived: matched, ordersChanged: changed });
    await repo.finishRun(runId, now());
    return exchangeAnswer('success', [texts.documentsImported(matched, changed)]);
  }

  async function command(
    request: Request,
    url: URL,
    type: ExchangeType,
    mode: string,
    session: ExchangeSessionRow,
    repo: ExchangeRepository,
    ctx: { runId: number | null },
  ): Promise<Response> {
    const space = workspaceOf(deps.root, session.folder);
    const sale =
      typeof deps.sale === 'function'
        ? deps.sale({ userId: session.userId, db: repo.db })
        : deps.sale;
    const catalog =
      typeof deps.catalog === 'function'
        ? deps.catalog({ userId: session.userId, db: repo.db })
        : (deps.catalog ?? readingImporter);
    if (mode === 'init') {
      const version = url.searchParams.get('version')?.trim().slice(0, 16) || null;
      await resetWorkspace(space);
      ctx.runId = await repo.startRun(session, version, now());
      const lines = ['zip=yes', `file_limit=${limits.fileLimit}`];
      if (type === 'sale' && version) {
        lines.push(`sessid=${session.sessid}`, `version=${SALE_SCHEMA_VERSION}`);
      }
      return exchangeLines(lines);
    }
    const runId = await repo.ensureRun(session, now());
    ctx.runId = runId;
    if (mode === 'file') return receiveFile(request, url, session, space, repo, runId, sale);
    if (mode === 'import') {
      if (type === 'sale' && !sale) throw new ExchangeFailure(texts.saleNotEnabled);
      const unpacking = await unpackPending(space, session, repo);
      if (unpacking) return unpacking;
      const { name, file } = await namedFile(url, space);
      if (!name.includes('/')) await repo.noteFile(runId, name);
      if (type === 'sale') return importDocuments(sale!, file, name, repo, runId);
      const result = await catalog.importFile(runOf(repo, runId, type, space), file, name);
      return result === 'progress'
        ? exchangeAnswer('progress', [texts.catalogImporting(name)])
        : exchangeAnswer('success', [texts.catalogImported(name)]);
    }
    if (mode === 'deactivate') {
      if (!catalog.deactivate) return exchangeAnswer('success', [texts.deactivateSkipped]);
      const stamp = Number(url.searchParams.get('timestamp'));
      const since = new Date(
        (Number.isInteger(stamp) && stamp > 0 ? stamp : session.timestamp) * 1000,
      );
      const result = await catalog.deactivate(runOf(repo, runId, type, space), since);
      return exchangeAnswer(result, [
        result === 'progress' ? texts.deactivating : texts.deactivated,
      ]);
    }
    if (mode === 'complete') {
      await repo.finishRun(runId, now());
      return exchangeAnswer('success', [texts.completed]);
    }
    // type=sale from here on.
    if (!sale) throw new ExchangeFailure(texts.saleNotEnabled);
    if (mode === 'query') {
      const { xml, cursor } = await sale.query(session.version ?? '');
      await repo.setSaleCursor(session.id, cursor);
      const documents = xml.match(/<Документ[\s>]/g)?.length ?? 0;
      await repo.addCounts(runId, { ordersSent: documents });
      return xmlAnswer(xml);
    }
    // mode=success: exactly what the session's last query sent, once.
    const cursor = await repo.takeSaleCursor(session.id);
    if (cursor === null) return exchangeAnswer('success', [texts.saleNothingToCommit]);
    try {
      await sale.commit(cursor);
    } catch (error) {
      await repo.restoreSaleCursor(session.id, cursor);
      throw error;
    }
    await repo.finishRun(runId, now());
    return exchangeAnswer('success', [texts.saleCommitted]);
  }

  async function answer(request: Request): Promise<{ response: Response }> {
    const url = new URL(request.url);
    const type = url.searchParams.get('type')?.trim() ?? '';
    const mode = url.searchParams.get('mode')?.trim() ?? '';
    if (!isType(type) || !commands[type].has(mode)) {
      return { response: failure(texts.unknownCommand(type.slice(0, 40), mode.slice(0, 40))) };
    }
    const repo = createExchangeRepository((await deps.database()).db);
    if (mode === 'checkauth') return { response: await checkauth(request, type, repo) };
    const session = await sessionOf(request, url, type, repo);
    if (session instanceof Response) return { response: session };
    const ctx = { runId: session.runId };
    try {
      return { response: await command(request, url, type, mode, session, repo, ctx) };
    } catch (error) {
      // What went wrong goes into the run for staff to see, then to 1C's log.
      const message = messageOf(error);
      if (message && ctx.runId !== null) {
        await repo.noteError(ctx.runId, message).catch(() => undefined);
      }
      throw error;
    }
  }

  return async function handleExchange(request: Request): Promise<Response> {
    const started = performance.now();
    let response: Response;
    try {
      response = (await answer(request)).response;
    } catch (error) {
      const message = messageOf(error);
      if (message) response = failure(message);
      else if (isUnavailable(error)) {
        deps.logger.error('exchange: database unavailable', { error });
        response = failure(texts.unavailable);
      } else {
        deps.logger.error('exchange: unhandled error', { error });
        response = failure(texts.serverError);
      }
    }
    const url = new URL(request.url);
    deps.logger.info('exchange', {
      type: url.searchParams.get('type'),
      mode: url.searchParams.get('mode'),
      status: response.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
    return response;
  };
}

/** The Russian message of a refusal meant for 1C's log; null for anything unexpected. */
function messageOf(error: unknown): string | null {
  if (error instanceof ExchangeFailure || error instanceof CmlError) return error.message;
  return null;
}
