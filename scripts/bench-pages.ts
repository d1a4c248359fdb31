/**
 * `npm run bench:pages [-- --no-build --runs 5 --products 600 --port 3210 --out FILE]`
 *
 * Builds (unless --no-build) the shop and the reference app of bench/reference/ (a bare Next app
 * of the same Next and React: one heading and a paragraph), seeds a database of its own, serves
 * the shop with its server.mjs and the reference with `next start` (on --port + 2), then
 * measures, interleaved run by run so that the machine's mood falls on every page alike: the reference, home, the catalogue, a
 * product page and the shop's barest page (/politika_konfidentsialnosti/: the shell and one
 * text block):
 * - first-load JS, gzip (level 9), of the scripts the page's HTML loads (`<script src>`, not
 *   `nomodule`, and those a cached page's loader fetches after its load), fetched as a browser
 *   would: the same measure for the reference and the shop;
 * - Lighthouse, mobile preset (its default), Debian's Chromium, --runs runs: the median
 *   performance score and the median of each metric (scripts/lighthouse-summary.ts), with the
 *   median-score run's accessibility, SEO and best-practices scores;
 * - for each shop page, the median LCP of as many runs with the page's own scripts blocked
 *   (the page still paints: it is rendered on the server): what its HTML, CSS, fonts and
 *   pictures alone cost in Lighthouse's phone model, the floor no script work can go below.
 * Writes the result as JSON (default .data/bench/pages.json) for scripts/check-budgets.ts, which
 * judges the shop's pages by their ratio to the reference (issue #22).
 */
import { spawn, execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { lateScriptSources } from '../lib/framework/late-scripts.mjs';
import { launchChromium } from './chromium.mjs';
import { median, summarise, type LighthouseSummary, type Report } from './lighthouse-summary';
import { waitFor } from './wait-for.mjs';

const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '5' },
    products: { type: 'string', default: '600' },
    port: { type: 'string', default: '3210' },
    out: { type: 'string', default: '.data/bench/pages.json' },
    url: { type: 'string' },
  },
});
const runs = Number(values.runs);
const port = Number(values.port);
const root = path.resolve(import.meta.dirname, '..');

export const BARE_PAGE = '/politika_konfidentsialnosti/';
/** The shop's own script files, blocked for the LCP floor (lcpWithoutScriptsMs). */
const SHOP_SCRIPTS = '*/_next/static/*.js';
const REFERENCE_DIR = 'bench/reference';

export interface PageResult {
  name: 'reference' | 'home' | 'catalogue' | 'product' | 'bare';
  url: string;
  /** The route of the build, e.g. /catalog/[category]/[id]. */
  route: string;
  /** Gzip KiB of the scripts the HTML loads. */
  firstLoadJsKiB: number;
  /** Median LCP (ms) of the runs with the page's own scripts blocked; not for the reference. */
  lcpWithoutScriptsMs?: number;
  lighthouse: LighthouseSummary;
}

export interface PagesResult {
  date: string;
  commit: string;
  base: string;
  runs: number;
  bare: string;
  pages: PageResult[];
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: 'ignore' });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited ${code}`)),
    );
  });
}

/**
 * Gzip KiB of the scripts a page's HTML loads, as a browser that runs modules would: its script
 * tags and, on a page from the cache, the files its loader fetches after the load.
 */
export async function scriptKiB(url: string): Promise<number> {
  const html = await (await fetch(url)).text();
  const sources = new Set(lateScriptSources(html));
  for (const [, attributes] of html.matchAll(/<script\b([^>]*)>/g)) {
    const src = /\bsrc="([^"]+)"/.exec(attributes!)?.[1];
    if (src && !/\bnomodule\b/i.test(attributes!)) sources.add(src);
  }
  let bytes = 0;
  for (const src of sources) {
    const body = Buffer.from(await (await fetch(new URL(src, url))).arrayBuffer());
    bytes += gzipSync(body, { level: 9 }).length;
  }
  return Math.round((bytes / 1024) * 10) / 10;
}

/**
 * One Lighthouse run. A run Lighthouse itself could not finish (a runtime error such as a trace
 * it could not read: it then scores the page null, which would count as 0) is run again, up to
 * twice, and said on the console; it is never part of the median.
 */
async function lighthouseRun(
  url: string,
  chromePort: number,
  { withoutScripts = false } = {},
): Promise<Report> {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, {
      port: chromePort,
      output: 'json',
      logLevel: 'error',
      ...(withoutScripts
        ? { onlyCategories: ['performance'], blockedUrlPatterns: [SHOP_SCRIPTS] }
        : { onlyCategories: ['performance', 'accessibility', 'seo', 'best-practices'] }),
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const failure =
      result.lhr.runtimeError?.code ??
      (result.lhr.categories.performance?.score === null ? 'no performance score' : undefined);
    if (!failure) return result.lhr;
    if (attempt === 3)
      throw new Error(`Lighthouse could not measure ${url} three times: ${failure}`);
    console.log(`  ${url}: Lighthouse failed (${failure}); run again`);
  }
}

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'selvedge-pages-'));
  const base = values.url?.replace(/\/$/, '') ?? `http://127.0.0.1:${port}`;
  const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', SITE_URL: base };
  const referenceBase = `http://127.0.0.1:${port + 2}`;
  let server: ReturnType<typeof spawn> | null = null;
  let reference: ReturnType<typeof spawn> | null = null;
  try {
    if (!values['no-build']) {
      console.log('Building…');
      // The shop's own build recipe (package.json: next build, then its after-build step).
      await run('npm', ['run', 'build'], env);
      await run(process.execPath, ['node_modules/next/dist/bin/next', 'build', REFERENCE_DIR], env);
    }
    reference = spawn(
      process.execPath,
      ['node_modules/next/dist/bin/next', 'start', REFERENCE_DIR, '-p', String(port + 2)],
      { cwd: root, env: { ...process.env, NODE_ENV: 'production' }, stdio: 'ignore' },
    );
    await waitFor(`${referenceBase}/`, 60_000);
    if (!values.url) {
      console.log(`Seeding ${values.products} products…`);
      await run(
        process.execPath,
        [
          'node_modules/tsx/dist/cli.mjs',
          '--conditions=react-server',
          'server/cli/seed.ts',
          '--products',
          values.products!,
        ],
        env,
      );
      server = spawn(process.execPath, ['server.mjs', '--port', String(port)], {
        cwd: root,
        env: { ...env, NODE_ENV: 'production' },
        stdio: 'ignore',
      });
      await waitFor(`${base}/api/v1/health`, 120_000);
    }
    const list = (await (await fetch(`${base}/api/v1/catalog/getList?perPage=1`)).json()) as {
      data: { catalog_list: { elements: { detail_url: string }[] } };
    };
    const product = list.data.catalog_list.elements[0]!.detail_url;
    const pages: { name: PageResult['name']; url: string; route: string }[] = [
      { name: 'reference', url: `${referenceBase}/`, route: `${REFERENCE_DIR}: /` },
      { name: 'home', url: `${base}/`, route: '/' },
      { name: 'catalogue', url: `${base}/catalog/`, route: '/catalog' },
      { name: 'product', url: `${base}${product}`, route: '/catalog/[category]/[id]' },
      { name: 'bare', url: `${base}${BARE_PAGE}`, route: BARE_PAGE.replace(/\/$/, '') },
    ];
    const chrome = await launchChromium(port + 1000);
    const reports = new Map<string, Report[]>(pages.map((page) => [page.name, []]));
    const floors = new Map<string, number[]>(
      pages.filter((page) => page.name !== 'reference').map((page) => [page.name, []]),
    );
    try {
      // One unrecorded Lighthouse load per page first, so that no recorded run pays for the
      // server's cold caches or the first resize of an image by /_next/image (sharp): a plain
      // fetch of the HTML warms the page but not the images its mobile viewport asks for.
      for (const page of pages) {
        console.log(`Warm-up ${page.url}…`);
        await lighthouse(page.url, {
          port: chrome.port,
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
      }
      // Run by run over every page, so that a busy minute of the machine costs each page alike.
      for (let i = 0; i < runs; i += 1) {
        console.log(`Lighthouse run ${i + 1} of ${runs}…`);
        for (const page of pages) {
          reports.get(page.name)!.push(await lighthouseRun(page.url, chrome.port));
          if (page.name === 'reference') continue;
          const bare = await lighthouseRun(page.url, chrome.port, { withoutScripts: true });
          floors.get(page.name)!.push(bare.audits['largest-contentful-paint']?.numericValue ?? NaN);
        }
      }
    } finally {
      await chrome.kill();
    }
    const results: PageResult[] = [];
    for (const page of pages)
      results.push({
        ...page,
        firstLoadJsKiB: await scriptKiB(page.url),
        ...(page.name === 'reference'
          ? {}
          : { lcpWithoutScriptsMs: Math.round(median(floors.get(page.name)!)) }),
        lighthouse: summarise(reports.get(page.name)!),
      });
    let commit = 'unknown';
    try {
      commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root })
        .toString()
        .trim();
    } catch {
      // Not a git checkout.
    }
    const result: PagesResult = {
      date: new Date().toISOString(),
      commit,
      base,
      runs,
      bare: BARE_PAGE,
      pages: results,
    };
    mkdirSync(path.dirname(path.resolve(root, values.out!)), { recursive: true });
    writeFileSync(path.resolve(root, values.out!), JSON.stringify(result, null, 2));
    console.log(
      [
        '| page | route | first-load JS gzip KiB | perf (runs) | a11y | SEO | best pr. | FCP ms | LCP ms | LCP without scripts | TBT ms | CLS |',
        '|---|---|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|',
        ...results.map(
          (r) =>
            `| ${r.name} ${r.url} | ${r.route} | ${r.firstLoadJsKiB} | ${r.lighthouse.performance} (${r.lighthouse.performanceRuns.join(', ')}) | ${r.lighthouse.accessibility} | ${r.lighthouse.seo} | ${r.lighthouse.bestPractices} | ${r.lighthouse.fcpMs} | ${r.lighthouse.lcpMs} (${r.lighthouse.lcpRuns.join(', ')}) | ${r.lcpWithoutScriptsMs ?? '–'} | ${r.lighthouse.tbtMs} (${r.lighthouse.tbtRuns.join(', ')}) | ${r.lighthouse.cls} |`,
        ),
      ].join('\n'),
    );
    for (const r of results)
      if (r.lighthouse.failedAudits.length)
        console.log(`  ${r.name}: failed audits ${r.lighthouse.failedAudits.join(', ')}`);
    console.log(`Written to ${values.out}; check with: npm run check:budgets -- ${values.out}`);
  } finally {
    for (const child of [server, reference]) {
      if (!child) continue;
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
