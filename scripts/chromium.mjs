/**
 * Debian's Chromium in a closed network (docs/toolchain.md): the flags of every browser this
 * repository starts — the e2e tests (playwright.config.ts), the page bench
 * (scripts/bench-pages.ts) and scripts/lighthouse-graph.mjs — and a Chromium with a DevTools port
 * of its own for Lighthouse to drive.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { waitFor } from './wait-for.mjs';

export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * @param {number} port the DevTools port
 * @returns {Promise<{ port: number; kill: () => Promise<void> }>}
 */
export async function launchChromium(port) {
  const profile = await mkdtemp(path.join(os.tmpdir(), 'selvedge-chromium-'));
  const child = spawn(
    process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    [
      ...chromiumFlags,
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  await waitFor(`http://127.0.0.1:${port}/json/version`, 30_000, 200);
  return {
    port,
    // The profile goes once Chromium has exited: removed while it still writes, rmdir fails.
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(profile, { recursive: true, force: true, maxRetries: 5 }).catch(() => {});
    },
  };
}
