/**
 * A chunk of 1C's upload is appended whole or not at all (issue #35): a refused chunk leaves no
 * file behind, even when the refusal comes before the file system has finished opening it.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { appendChunk, ChunkTooLarge } from '@/server/modules/exchange/protocol/workspace';

const bodyOf = (size: number) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new Uint8Array(size).fill(0x41));
      controller.close();
    },
  });

describe('appendChunk', () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'selvedge-chunk-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('leaves no file behind when the first chunk of a name is over the limit', async () => {
    // The refusal races the write stream's open: without waiting for it, one try in some
    // hundreds left an empty file (it failed CI once, in the exchange protocol's API test).
    for (let i = 0; i < 200; i += 1) {
      const target = path.join(folder, `import${i}.xml`);
      await expect(appendChunk(target, bodyOf(1025), 1024)).rejects.toBeInstanceOf(ChunkTooLarge);
      expect(existsSync(target), target).toBe(false);
    }
  });

  it('cuts a file back to what it held when a later chunk is over the limit', async () => {
    for (let i = 0; i < 50; i += 1) {
      const target = path.join(folder, `offers${i}.xml`);
      writeFileSync(target, 'kept');
      await expect(appendChunk(target, bodyOf(1025), 1024)).rejects.toBeInstanceOf(ChunkTooLarge);
      expect(readFileSync(target, 'utf8')).toBe('kept');
    }
  });
});
