/**
 * `npm run bench:cache [-- --url URL | --products 3000 --port 3220] [--seconds 8] [--crawl 5000]`
 *
 * Pages from the cache (issue #16), measured against the same server in one run: each anonymous
 * page's throughput as a ratio to a static file of similar size from /_next/static/, measured
 * back to back (the load generator shares the two cores, so only ratios within a run compare);
 * the logged-in catalogue and product page; and the latency of /catalog/ under 50 concurrent
 * anonymous users. With --crawl N it also requests N distinct product pages and reports the
 * server's resident memory before and after each of --passes crawls (the in-process cache is
 * bounded in bytes: a second pass over other pages must not grow it further). --skip-load
 * measures only the crawl.
 *
 * Without --url it seeds a temporary database (PGlite, or DATABASE_URL, whose catalogue the seed
 * REPLACES), uses the existing build (`npm run build` first) and serves it on --port.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { waitFor } from './wait-for.mjs';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    products: { type: 'string', default: '3000' },
    port: { type: 'string', default: '3220' },
    seconds: { type: 'string', default: '8' },
    crawl: { type: 'string', default: '0' },
    passes: { type: 'string', default: '1' },
    'skip-load': { type: 'boolean', default: false },
    json: { type: 'string' },
  },
});
const seconds = Number(values.seconds);
const crawl = Number(values.crawl);
const root = path.resolve(import.meta.dirname, '..');
const PASSWORD = 'Selvedge2026';

let server: ChildProcess | undefined;

function run(command: string, args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`)),
    );
  });
}

async function startServer(): Promise<string> {
  const port = Number(values.port);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'selvedge-cache-bench-'));
  const base = `http://127.0.0.1:${port}`;
  const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', SITE_URL: base };
  console.log(`Seeding ${values.products} products into ${dataDir}…`);
  await run(
    'npx',
    ['tsx', '--conditions=react-server', 'server/cli/seed.ts', '--products', values.products!],
    env,
  );
  server = spawn(process.execPath, ['server.mjs', '--port', String(port)], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(`${base}/api/v1/health`, 120_000);
  return base;
}

/** Resident memory of the server process, in MB (Linux). */
function rssMb(): number | null {
  if (!server?.pid) return null;
  try {
    const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]) / 1024);
  } catch {
    return null;
  }
}

interface Load {
  rps: number;
  p50: number;
  p97_5: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function load(url: string, connections = 10, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  } satisfies Load;
}

/** The static chunk whose size is closest to `bytes`. */
function staticFileNear(bytes: number): { url: string; bytes: number } {
  const dir = path.join(root, '.next/static/chunks');
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.js'))
    .map((f) => ({ f, size: statSync(path.join(dir, f)).size }));
  const best = files.reduce((a, b) =>
    Math.abs(b.size - bytes) < Math.abs(a.size - bytes) ? b : a,
  );
  return { url: `/_next/static/chunks/${best.f}`, bytes: best.size };
}

async function logIn(base: string): Promise<string> {
  const answer = await fetch(`${base}/api/v1/user/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ login: 'company@selvedge.local', password: PASSWORD }),
  });
  if (!answer.ok) throw new Error(`login failed: ${answer.status} ${await answer.text()}`);
  return answer.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function productUrls(base: string, count: number): Promise<string[]> {
  const urls: string[] = [];
  for (let page = 1; urls.length < count; page++) {
    const answer = await fetch(`${base}/api/v1/catalog/getList/?perPage=60&PAGEN_1=${page}`);
    const body = (await answer.json()) as {
      data: { catalog_list: { elements: { detail_url: string }[] } };
    };
    const found = body.data.catalog_list.elements.map((e) => e.detail_url);
    if (found.length === 0) break;
    urls.push(...found);
  }
  return urls.slice(0, count);
}

const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits });

async function main() {
  const base = values.url ?? (await startServer());
  const [product] = await productUrls(base, 1);
  const section = `/catalog/${product!.split('/')[2]}/`;
  const anonymous = ['/', '/catalog/', section, product!, '/about/'];
  const rows: Record<string, unknown>[] = [];
  if (!values['skip-load']) await measureLoad(base, product!, section, anonymous, rows);
  await measureCrawl(base, rows);
  if (values.json) {
    await mkdir(path.dirname(path.resolve(values.json)), { recursive: true });
    await writeFile(values.json, JSON.stringify(rows, null, 2));
  }
}

async function measureLoad(
  base: string,
  product: string,
  section: string,
  anonymous: string[],
  rows: Record<string, unknown>[],
) {
  console.log(
    `\nAnonymous pages vs a static file of similar size, ${seconds} s each, 10 connections`,
  );
  console.log('| page | HTML KB | req/s | static file KB | static req/s | ratio | p97.5 ms |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const page of anonymous) {
    for (let i = 0; i < 3; i++) await fetch(base + page);
    const html = await (await fetch(base + page)).text();
    const cache = (await fetch(base + page)).headers.get('x-nextjs-cache');
    const file = staticFileNear(Buffer.byteLength(html));
    const fileLoad = await load(base + file.url);
    const pageLoad = await load(base + page);
    const ratio = pageLoad.rps / fileLoad.rps;
    rows.push({ page, cache, htmlBytes: Buffer.byteLength(html), file, fileLoad, pageLoad, ratio });
    console.log(
      `| ${page} (${cache}) | ${fmt(Buffer.byteLength(html) / 1024)} | ${fmt(pageLoad.rps)} | ${fmt(file.bytes / 1024)} | ${fmt(fileLoad.rps)} | ${ratio.toFixed(2)} | ${pageLoad.p97_5} |`,
    );
  }

  const cookie = await logIn(base);
  console.log(`\nLogged in (company@selvedge.local), ${seconds} s each, 10 connections`);
  console.log('| page | req/s | p50 ms | p97.5 ms | errors |');
  console.log('|---|---:|---:|---:|---:|');
  for (const page of ['/catalog/', product!]) {
    const answer = await fetch(base + page, { headers: { cookie } });
    if (!answer.ok || !(await answer.text()).includes('₽'))
      throw new Error(`${page} as a buyer shows no price`);
    const result = await load(base + page, 10, { cookie });
    rows.push({ page, loggedIn: true, result });
    console.log(
      `| ${page} | ${fmt(result.rps)} | ${result.p50} | ${result.p97_5} | ${result.errors + result.non2xx} |`,
    );
  }

  const crowd = await load(`${base}/catalog/`, 50);
  rows.push({ page: '/catalog/', connections: 50, result: crowd });
  console.log(
    `\n/catalog/ anonymous, 50 connections: ${fmt(crowd.rps)} req/s, p50 ${crowd.p50} ms, p97.5 ${crowd.p97_5} ms, p99 ${crowd.p99} ms, errors ${crowd.errors + crowd.non2xx}`,
  );
}

async function measureCrawl(base: string, rows: Record<string, unknown>[]) {
  if (crawl <= 0) return;
  const passes = Number(values.passes);
  const urls = await productUrls(base, crawl * passes);
  for (let pass = 0; pass < passes; pass++) {
    const slice = urls.slice(pass * crawl, (pass + 1) * crawl);
    const before = rssMb();
    const started = Date.now();
    let failed = 0;
    for (let i = 0; i < slice.length; i += 8) {
      const answers = await Promise.all(slice.slice(i, i + 8).map((u) => fetch(base + u)));
      for (const a of answers) {
        if (!a.ok) failed++;
        await a.arrayBuffer();
      }
    }
    const after = rssMb();
    rows.push({
      pass: pass + 1,
      crawl: slice.length,
      rssBeforeMb: before,
      rssAfterMb: after,
      failed,
    });
    console.log(
      `\nPass ${pass + 1}: crawled ${slice.length} distinct product pages in ${fmt((Date.now() - started) / 1000, 1)} s (${failed} failed): RSS ${before ?? '?'} MB before, ${after ?? '?'} MB after`,
    );
  }
}

try {
  await main();
} finally {
  server?.kill('SIGTERM');
}
