/**
 * PGlite's data directory is held by one process at a time (server/db/client.ts): a second one
 * is refused with a clear message, and a process that exits without closing the database (a
 * server stopped by a signal) leaves no pid file behind, whose pid the system could later give
 * to another process and so refuse the next start.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@/server/db/client';

const scratch = await mkdtemp(path.join(os.tmpdir(), 'selvedge-lock-'));
afterAll(() => rm(scratch, { recursive: true, force: true }));

describe('the PGlite data directory', () => {
  it('is refused to a second opener while held, and free again once closed', async () => {
    const dir = path.join(scratch, 'held');
    const first = await openDatabase({ kind: 'pglite', dir });
    await expect(
      // The holder looks like another live process: this test's parent.
      (async () => {
        const { writeFile } = await import('node:fs/promises');
        await writeFile(`${dir}.lock`, String(process.ppid));
        return openDatabase({ kind: 'pglite', dir });
      })(),
    ).rejects.toThrow(/open in process \d+; stop that process first/);
    await first.close();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });

  it('leaves no pid file when its process exits without closing it', () => {
    const dir = path.join(scratch, 'exited');
    const script = [
      "import { openDatabase } from './server/db/client.ts';",
      `await openDatabase({ kind: 'pglite', dir: ${JSON.stringify(dir)} });`,
      'process.exit(0);',
    ].join('\n');
    const run = spawnSync(
      process.execPath,
      [
        'node_modules/tsx/dist/cli.mjs',
        '--conditions=react-server',
        '--input-type=module',
        '-e',
        script,
      ],
      { encoding: 'utf8', timeout: 60_000 },
    );
    expect(run.status, run.stderr).toBe(0);
    expect(existsSync(path.join(scratch, 'exited'))).toBe(true);
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });
});
