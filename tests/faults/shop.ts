/**
 * Extra production servers for the fault tests (e2e/faults.spec.ts): the shop's server over the e2e
 * build in .next, with the environment a fault needs (an unreachable database, a hanging
 * upstream, a database to kill the server over). Each runs in its own process group, so that a
 * SIGKILL takes the whole server (and any worker Next starts beside it) and nothing
 * is left behind; `stopAllShops()` ends every one still running.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');
const serverEntry = path.join(root, 'server.mjs');

export interface Shop {
  url: string;
  /** The server's stdout and stderr so far (its JSON log lines). */
  log(): string;
  /** Ends the whole process group with `signal` and waits until it has exited. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

const running = new Set<ChildProcess>();

function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // Already gone.
  }
}

/** Waits until the server answers HTTP at all (any status: a 503 health is an answer). */
async function waitForAnswer(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the server exited before answering:\n${output()}`);
    try {
      await fetch(`${url}/api/v1/health`, { signal: AbortSignal.timeout(5_000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`the server did not answer within 90 s:\n${output()}`);
}

/**
 * Starts the shop (`node server.mjs --port port`, as `npm start`) with the given environment on top of this process's (DATA_DIR,
 * DATABASE_URL, API_UPSTREAM_URL … as the test needs; LOG_LEVEL=warn).
 */
export async function startShop(port: number, env: Record<string, string>): Promise<Shop> {
  const url = `http://127.0.0.1:${port}`;
  const inherited = { ...process.env };
  // The runner's own database and upstream settings must not leak into the fault's server.
  for (const key of ['DATABASE_URL', 'API_UPSTREAM_URL', 'PGLITE_DIR', 'PORT'])
    delete inherited[key];
  const child = spawn(process.execPath, [serverEntry, '--port', String(port)], {
    cwd: root,
    env: {
      ...inherited,
      LOG_LEVEL: 'warn',
      SITE_URL: url,
      NODE_ENV: 'production',
      // Loopback is the trusted proxy, as in playwright.config.ts: each buyer's X-Forwarded-For counts.
      TRUSTED_PROXIES: '127.0.0.1, ::1',
      ...env,
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'exit');
  exited.then(() => running.delete(child)).catch(() => undefined);

  const shop: Shop = {
    url,
    log: () => output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return;
      killGroup(child, signal);
      const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
      // A worker of the group may outlive the parent by a moment; the group is gone when
      // nobody answers the port any more.
      await waitForPortClosed(port);
    },
  };
  try {
    await waitForAnswer(url, child, () => output);
  } catch (error) {
    await shop.stop('SIGKILL');
    throw error;
  }
  return shop;
}

async function waitForPortClosed(port: number) {
  for (let i = 0; i < 100; i += 1) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (!open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Ends every server this process started that still runs (afterAll). */
export async function stopAllShops(): Promise<void> {
  for (const child of [...running]) killGroup(child, 'SIGKILL');
  running.clear();
}

/**
 * An upstream that accepts connections and never answers a byte: the worst kind of back office,
 * where only the caller's own timeout ends the wait.
 */
export async function startHangingUpstream(
  port: number,
): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  });
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${port}/api/v1`,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A port on loopback that nothing listens on: bound, then released. */
export async function closedPort(): Promise<number> {
  const server = net.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
