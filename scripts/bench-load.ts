/**
 * `npm run bench:load [-- --users 50 --duration 60 --products 3000 --port 3210 | --url URL]`
 *
 * A mixed load on the production build over loopback: virtual users browse the catalogue with
 * filters, open product pages and search; when the accounts and cart calls exist (read from
 * the OpenAPI document) one user in five registers a buyer of its own, logs in, adds to the cart
 * and checks out. Prints throughput and p50/p95/p99 per step, and every failure.
 *
 * Without --url it seeds a database of its own (a temporary DATA_DIR for PGlite, or the
 * database of DATABASE_URL — whose catalogue the seed REPLACES: give it a scratch database),
 * builds when there is no build, and serves with the shop's server (server.mjs) on --port. The load generator
 * shares the machine's cores with the server: compare figures within one run.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { waitFor } from './wait-for.mjs';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    users: { type: 'string', default: '50' },
    duration: { type: 'string', default: '60' },
    products: { type: 'string', default: '3000' },
    port: { type: 'string', default: '3210' },
    build: { type: 'boolean', default: false },
    json: { type: 'string' },
  },
});
const users = Number(values.users);
const durationS = Number(values.duration);
const products = Number(values.products);
const port = Number(values.port);
const PASSWORD = 'Selvedge2026';

const root = path.resolve(import.meta.dirname, '..');
const children: ChildProcess[] = [];

function run(command: string, args: string[], env: NodeJS.ProcessEnv, quiet = false) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      env,
      stdio: quiet ? 'ignore' : ['ignore', 'inherit', 'inherit'],
    });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`)),
    );
  });
}

/** Seeds, builds if needed and starts the shop's server; answers the base URL and a cleanup. */
async function startServer(): Promise<{ base: string; stop: () => Promise<void> }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'selvedge-load-'));
  const base = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SITE_URL: base,
    PORT: String(port),
  };
  console.log(
    `Seeding ${products} products into ${process.env.DATABASE_URL ? 'DATABASE_URL' : dataDir}…`,
  );
  await run(
    process.execPath,
    [
      'node_modules/tsx/dist/cli.mjs',
      '--conditions=react-server',
      'server/cli/seed.ts',
      '--products',
      String(products),
    ],
    env,
    true,
  );
  if (values.build || !existsSync(path.join(root, '.next/BUILD_ID'))) {
    console.log('Building…');
    await run(process.execPath, ['node_modules/next/dist/bin/next', 'build'], env, true);
  }
  const server = spawn(process.execPath, ['server.mjs', '--port', String(port)], {
    cwd: root,
    env: { ...env, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(server);
  await waitFor(`${base}/api/v1/health`, 120_000);
  return {
    base,
    stop: async () => {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

interface Step {
  name: string;
  times: number[];
  errors: Map<string, number>;
}

const steps = new Map<string, Step>();
function record(name: string, ms: number, error?: string) {
  let step = steps.get(name);
  if (!step) steps.set(name, (step = { name, times: [], errors: new Map() }));
  if (error) step.errors.set(error, (step.errors.get(error) ?? 0) + 1);
  else step.times.push(ms);
}

async function timed(name: string, url: string, init: RequestInit = {}): Promise<Response | null> {
  const started = performance.now();
  try {
    const response = await fetch(url, { ...init, redirect: 'manual' });
    const body = await response.arrayBuffer();
    const ms = performance.now() - started;
    if (response.status >= 400) {
      let message = '';
      try {
        message = (JSON.parse(Buffer.from(body).toString()) as { message?: string }).message ?? '';
      } catch {
        // An HTML page: the status says enough.
      }
      record(name, ms, `${response.status}${message ? ` ${message}` : ''}`);
      return null;
    }
    record(name, ms);
    return new Response(body, { status: response.status, headers: response.headers });
  } catch (error) {
    record(name, performance.now() - started, `network: ${(error as Error).message}`);
    return null;
  }
}

const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!;
const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN;

async function main() {
  const server = values.url ? null : await startServer();
  const base = (values.url ?? server!.base).replace(/\/$/, '');
  const api = `${base}/api/v1`;
  try {
    const doc = (await (await fetch(`${api}/openapi.json`)).json()) as {
      paths: Record<string, unknown>;
    };
    const has = (call: string) => `/api/v1${call}` in doc.paths;
    const cartFlow =
      has('/user/login') && has('/basket/addItemsToBasket') && has('/order/createOrder');

    const sectionsBody = (await (await fetch(`${api}/catalog/getSectionsList`)).json()) as {
      data: { sectionList: { menu: { id: number; slug: string; page_url: string }[] } };
    };
    const sections = sectionsBody.data.sectionList.menu.filter((s) => s.id > 0);
    const cards: { id: number; detail_url: string; packing: { stepKg: number } }[] = [];
    for (const section of sections.slice(0, 6)) {
      const list = (await (
        await fetch(`${api}/catalog/getList?section=${section.slug}&perPage=40`)
      ).json()) as { data: { catalog_list: { elements: typeof cards } } };
      cards.push(...list.data.catalog_list.elements);
    }
    if (!cards.length) throw new Error('the catalogue is empty: seed it first');
    const words = ['футер', 'кулирка', 'интерлок', 'рибана', 'кулирки', 'флис', 'хлопок', 'чёрный'];
    const filters = [
      'density-from-160/density-to-320/packing-is-roll/',
      'cotton-from-80/density-to-260/',
      'width-from-150/packing-is-pack/',
    ];
    const stocks = ['msk', 'spb', 'ivn', 'ekb'];

    const browse: { weight: number; run: () => Promise<unknown> }[] = [
      { weight: 1, run: () => timed('home page', `${base}/`) },
      { weight: 2, run: () => timed('catalogue page', `${base}${pick(sections).page_url}`) },
      {
        weight: 3,
        run: () =>
          timed(
            'getList with filters',
            `${api}/catalog/getList?section=${pick(sections).slug}&stockCode=${pick(stocks)}&smartFilter=${encodeURIComponent(pick(filters))}&sort=${pick(['popular', 'price_asc', 'new'])}`,
          ),
      },
      {
        weight: 1,
        run: () =>
          timed(
            'getFilter',
            `${api}/catalog/getFilter?sectionCode=${pick(sections).slug}&smartFilterPath=${encodeURIComponent(pick(filters))}`,
          ),
      },
      { weight: 3, run: () => timed('product page', `${base}${pick(cards).detail_url}`) },
      {
        weight: 2,
        run: () =>
          timed(
            'search',
            `${api}/through_blocks/search?search_element=${encodeURIComponent(pick(words))}`,
          ),
      },
      {
        weight: 1,
        run: () =>
          timed('search page', `${base}/search-result/?search=${encodeURIComponent(pick(words))}`),
      },
    ];
    const totalWeight = browse.reduce((s, b) => s + b.weight, 0);
    const browseOnce = () => {
      let r = Math.random() * totalWeight;
      for (const b of browse) if ((r -= b.weight) < 0) return b.run();
      return browse[0]!.run();
    };

    const form = (fields: Record<string, string>, headers: Record<string, string> = {}) => ({
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(fields).toString(),
    });

    /**
     * Buyers: one account per buying user, registered before the clock starts, each from an
     * address of its own (the shop's login and registration limits count per address and per
     * account, as they should: one account and one address for everybody would be an attack).
     * The session is the `tokens` cookie the gateway sets, as in a browser.
     */
    const buyerAddress = (user: number) => `10.88.${Math.floor(user / 250)}.${(user % 250) + 1}`;
    const buyerEmail = (user: number) => `load${user}.${runId}@example.ru`;
    const runId = Date.now().toString(36);
    const buyers = Array.from({ length: users }, (_, user) => user).filter((u) => u % 5 === 0);
    type BuyerCard = (typeof cards)[number] & { user_store_amount?: number };
    /** The warehouse of each buyer (round robin over the shop's four), and what it buys there. */
    const warehouseOf = new Map<number, number>();
    const buyableAt: BuyerCard[][] = [];
    if (cartFlow) {
      const storesBody = (await (await fetch(`${api}/catalog/getStoreXmlAndNameData`)).json()) as {
        data: { id: number; xmlId: string }[];
      };
      const warehouses = storesBody.data;
      for (const [index, user] of buyers.entries()) {
        warehouseOf.set(user, index % warehouses.length);
        const registered = await fetch(`${api}/user/registrationIndividual/`, {
          ...form(
            {
              fio: 'Иванов Иван Иванович',
              personal_phone: '+7 (900) 123-45-67',
              email: buyerEmail(user),
              password: PASSWORD,
              password2: PASSWORD,
              stock: String(warehouses[index % warehouses.length]!.id),
            },
            { 'x-forwarded-for': buyerAddress(user) },
          ),
        });
        if (registered.status !== 200)
          throw new Error(`registration ${registered.status}: ${await registered.text()}`);
      }
      // What buyers put in their carts: products their warehouse holds at least 20 packing
      // steps of, read as a buyer sees them (user_store_amount), so that a minute of checkouts
      // does not empty the shelf and a refusal in the figures is the shop's fault, not the
      // script's choice of a product that is not there.
      for (const [w, warehouse] of warehouses.entries()) {
        const buyer = buyers.find((user) => warehouseOf.get(user) === w);
        if (buyer === undefined) continue;
        const session = await logIn(buyer);
        const found: BuyerCard[] = [];
        for (let page = 1; page <= 5; page += 1) {
          const list = (await (
            await fetch(
              `${api}/catalog/getList?stockCode=${warehouse.xmlId}&perPage=40&PAGEN_1=${page}`,
              { headers: session },
            )
          ).json()) as { data: { catalog_list: { elements: BuyerCard[] } } };
          found.push(
            ...list.data.catalog_list.elements.filter(
              (card) => (card.user_store_amount ?? 0) >= 20 * (card.packing.stepKg || 1),
            ),
          );
        }
        if (found.length < 2) throw new Error(`too few products in stock at ${warehouse.xmlId}`);
        buyableAt[w] = found;
      }
      console.log(
        `${buyers.length} buyers at ${warehouses.length} warehouses, buying from ${buyableAt.map((b) => b.length).join(' / ')} products`,
      );
    }

    /** Logs a buyer in; the headers that carry its session, or null when login failed. */
    async function logIn(user: number): Promise<Record<string, string>> {
      const address = { 'x-forwarded-for': buyerAddress(user) };
      const login = await timed(
        'login',
        `${api}/user/login/`,
        form({ login: buyerEmail(user), password: PASSWORD }, address),
      );
      const tokens = login?.headers.getSetCookie().find((line) => line.startsWith('tokens='));
      if (!tokens) throw new Error('login gave no tokens cookie');
      return { ...address, cookie: tokens.split(';')[0]! };
    }

    /** One buyer's visit: log in, add two products, check out. */
    async function buyOnce(user: number) {
      const session = await logIn(user).catch(() => null);
      if (!session) return;
      const buyable = buyableAt[warehouseOf.get(user)!]!;
      const first = pick(buyable);
      const second = pick(buyable.filter((card) => card.id !== first.id));
      for (const card of [first, second]) {
        await timed(
          'add to cart',
          `${api}/basket/addItemsToBasket/`,
          form(
            { product_id: String(card.id), quantity: String(card.packing.stepKg || 1) },
            session,
          ),
        );
      }
      await timed(
        'checkout',
        `${api}/order/createOrder/`,
        form(
          {
            idempotency_key: `load-${crypto.randomUUID()}`,
            delivery: 'pickup',
            payment: 'invoice',
            recipient_kind: 'person',
            recipient_name: 'Иванов Иван Иванович',
            recipient_phone: '+7 (900) 123-45-67',
            recipient_address: 'г. Иваново, ул. Ткацкая, д. 1',
            consent: 'true',
          },
          session,
        ),
      );
    }

    console.log(
      `${users} users for ${durationS} s against ${base} (${cards.length} products sampled; cart and checkout ${cartFlow ? 'on' : 'off: the calls are not in the OpenAPI document yet'})`,
    );
    const started = performance.now();
    const until = started + durationS * 1000;
    await Promise.all(
      Array.from({ length: users }, async (_, user) => {
        let i = 0;
        while (performance.now() < until) {
          // One user in five is a buyer who checks out every tenth round.
          if (cartFlow && user % 5 === 0 && i % 10 === 9) await buyOnce(user);
          else await browseOnce();
          i += 1;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    report(seconds, base);
  } finally {
    await server?.stop();
  }
}

function report(seconds: number, base: string) {
  const rows = [...steps.values()].sort((a, b) => a.name.localeCompare(b.name));
  let total = 0;
  let failed = 0;
  const lines = [
    `\nLoad against ${base}: ${users} users, ${seconds.toFixed(0)} s`,
    '| step | requests | req/s | p50 ms | p95 ms | p99 ms | errors |',
    '|---|---:|---:|---:|---:|---:|---:|',
  ];
  const summary: Record<string, unknown>[] = [];
  for (const step of rows) {
    const sorted = [...step.times].sort((a, b) => a - b);
    const errors = [...step.errors.values()].reduce((s, n) => s + n, 0);
    const count = sorted.length + errors;
    total += count;
    failed += errors;
    const fmt = (v: number) => (Number.isNaN(v) ? '–' : v.toFixed(0));
    lines.push(
      `| ${step.name} | ${count} | ${(count / seconds).toFixed(1)} | ${fmt(percentile(sorted, 50))} | ${fmt(percentile(sorted, 95))} | ${fmt(percentile(sorted, 99))} | ${errors} |`,
    );
    summary.push({
      step: step.name,
      count,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      errors: Object.fromEntries(step.errors),
    });
  }
  lines.push(`\nTotal: ${total} requests, ${(total / seconds).toFixed(1)} req/s, ${failed} errors`);
  for (const step of rows)
    for (const [error, n] of step.errors) lines.push(`  ✗ ${step.name}: ${error} (${n}×)`);
  console.log(lines.join('\n'));
  if (values.json) {
    void import('node:fs').then((fs) =>
      fs.writeFileSync(
        values.json!,
        JSON.stringify({ users, seconds, total, failed, steps: summary }, null, 2),
      ),
    );
  }
  process.exitCode = failed ? 1 : 0;
}

process.on('SIGINT', () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(130);
});

await main();
