/**
 * A session's working folder, DATA_DIR/exchange/<folder>/ (issue #35): `files/` holds what 1C
 * uploaded, by the names it gave (import_files/… included), and `state/` what the protocol
 * keeps between calls (how far a zip is unpacked). No uploaded name reaches `state/`: every
 * name is relative to `files/` (file-names.ts).
 */
import 'server-only';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat, truncate, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import { looksLikeZip } from './unzip';

export interface Workspace {
  base: string;
  files: string;
  state: string;
}

export function workspaceOf(root: string, folder: string): Workspace {
  const base = path.join(root, folder);
  return { base, files: path.join(base, 'files'), state: path.join(base, 'state') };
}

/** `mode=init`: the folder emptied of the previous exchange. */
export async function resetWorkspace(space: Workspace): Promise<void> {
  await rm(space.base, { recursive: true, force: true });
  await mkdir(space.files, { recursive: true });
  await mkdir(space.state, { recursive: true });
}

export async function ensureWorkspace(space: Workspace): Promise<void> {
  await mkdir(space.files, { recursive: true });
  await mkdir(space.state, { recursive: true });
}

export const removeWorkspace = (space: Workspace) =>
  rm(space.base, { recursive: true, force: true });

/** The absolute path of an uploaded file's name (already checked by exchangeFileName). */
export const filePath = (space: Workspace, name: string) =>
  path.join(space.files, ...name.split('/'));

export class ChunkTooLarge extends Error {}
export class ChunkCut extends Error {}

class Limit extends Transform {
  passed = 0;
  constructor(private readonly limit: number) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.passed += chunk.length;
    if (this.passed > this.limit) done(new ChunkTooLarge());
    else done(null, chunk);
  }
}

/**
 * Appends a request's body to the file (1C sends a large file as several POSTs under one name),
 * at most `limit` bytes. Resolves to the size before and the bytes appended; on any failure the file is cut back to
 * what it was (or removed, if this chunk began it), so a chunk is appended whole or not at all,
 * and 1C's retry does not double it.
 */
export async function appendChunk(
  target: string,
  body: ReadableStream<Uint8Array> | null,
  limit: number,
): Promise<{ before: number; written: number; created: boolean }> {
  await mkdir(path.dirname(target), { recursive: true });
  const existing = await stat(target).then(
    (info) => info.size,
    () => null,
  );
  const before = existing ?? 0;
  if (!body) {
    await writeFile(target, new Uint8Array(0), { flag: 'a' });
    return { before, written: 0, created: existing === null };
  }
  const counter = new Limit(limit);
  const writer = createWriteStream(target, { flags: 'a' });
  try {
    await pipeline(Readable.fromWeb(body as NodeWebStream<Uint8Array>), counter, writer);
    return { before, written: counter.passed, created: existing === null };
  } catch (error) {
    // A refusal can come before the writer has opened the file: its open would then create the
    // name after the removal below. The writer is destroyed by now (with the error, so `once`
    // would reject): wait until it has closed.
    if (!writer.closed) await new Promise<void>((closed) => writer.once('close', () => closed()));
    // A name that came with this chunk goes with it.
    if (existing === null) await rm(target, { force: true });
    else await truncate(target, before).catch(() => undefined);
    if (error instanceof ChunkTooLarge) throw error;
    throw new ChunkCut('the body ended before it was whole', { cause: error });
  }
}

/** Undoes a chunk the folder's bound refused after it was written. */
export async function cutBack(
  target: string,
  chunk: { before: number; created: boolean },
): Promise<void> {
  if (chunk.created) await rm(target, { force: true });
  else await truncate(target, chunk.before);
}

/** The uploaded files at the top of `files/` that are zip archives, by name. */
export async function pendingZips(space: Workspace): Promise<string[]> {
  const entries = await readdir(space.files, { withFileTypes: true }).catch(() => []);
  const zips: string[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    if (
      entry.name.toLowerCase().endsWith('.zip') ||
      (await looksLikeZip(path.join(space.files, entry.name)))
    ) {
      zips.push(entry.name);
    }
  }
  return zips.sort();
}

/** How far a zip is unpacked (state/unzip-<name>.json): the next entry's index. */
export interface UnzipState {
  next: number;
}

const unzipStatePath = (space: Workspace, zip: string) =>
  path.join(space.state, `unzip-${encodeURIComponent(zip)}.json`);

export async function readUnzipState(space: Workspace, zip: string): Promise<UnzipState | null> {
  try {
    const value = JSON.parse(await readFile(unzipStatePath(space, zip), 'utf8')) as UnzipState;
    return Number.isInteger(value.next) && value.next >= 0 ? value : null;
  } catch {
    return null;
  }
}

export async function writeUnzipState(space: Workspace, zip: string, state: UnzipState) {
  await mkdir(space.state, { recursive: true });
  await writeFile(unzipStatePath(space, zip), JSON.stringify(state));
}

export const clearUnzipState = (space: Workspace, zip: string) =>
  rm(unzipStatePath(space, zip), { force: true });
