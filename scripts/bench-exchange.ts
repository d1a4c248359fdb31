/**
 * `npm run bench:exchange [-- --products 100000 --changes 10000 --backend pglite|postgres]`
 *
 * Issue #35's figures for 1C's exchange. Generates a 1C-shaped catalogue (products in 10 groups
 * of 5 subgroups, 4 properties, 2 price types, 4 warehouses, one of them new to the shop), zips
 * import.xml and offers.xml, and sends them through the protocol as 1C does — checkauth, init,
 * the zip in 1 MB chunks, the import loop, complete — to a separate shop process
 * (scripts/bench-exchange-server.ts), while another loop asks the catalogue API. Records the
 * total import time, each call's time, the shop process's peak RSS over idle (from
 * /proc/<pid>/status), the catalogue's p95 idle and during the import; then a change-only offers
 * file of `--changes` prices and stock rows end to end, and how long until the API shows the new
 * stock. A benchmark, not a test: figures go to docs/performance.md.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { productCode } from '../server/modules/exchange/catalog/map';
import { zipOf } from '../tests/support/zip';

function flag(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

const PRODUCTS = Number(flag('products', '100000'));
const CHANGES = Number(flag('changes', '10000'));
const backend = flag('backend', 'pglite');
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CHUNK = 1024 * 1024;
const LOGIN = `Basic ${Buffer.from('1c@selvedge.local:Selvedge2026').toString('base64')}`;

const colours = [
  'Белый',
  'Чёрный',
  'Молочный',
  'Бежевый',
  'Серый меланж',
  'Тёмно-синий',
  'Красный',
  'Бордовый',
];
const warehouses = ['msk', 'spb', 'ivn', 'kzn-1c'];
const head = (body: string) =>
  `\ufeff<?xml version="1.0" encoding="UTF-8"?>\n<КоммерческаяИнформация xmlns="urn:1C.ru:commerceml_2" ВерсияСхемы="2.08" ДатаФормирования="2026-11-27T10:00:00">\n${body}`;
const tail = '</КоммерческаяИнформация>\n';

async function writeFile(file: string, parts: () => Iterable<string>) {
  const out = createWriteStream(file);
  let buffered = '';
  for (const part of parts()) {
    buffered += part;
    if (buffered.length > 256 * 1024) {
      if (!out.write(buffered)) await once(out, 'drain');
      buffered = '';
    }
  }
  out.end(buffered);
  await once(out, 'finish');
}

function* importXml() {
  const groups: string[] = [];
  for (let g = 0; g < 10; g += 1) {
    const subs = Array.from(
      { length: 5 },
      (_, s) =>
        `<Группа><Ид>grp-${g}-${s}</Ид><Наименование>Подгруппа ${g}.${s}</Наименование></Группа>`,
    ).join('');
    groups.push(
      `<Группа><Ид>grp-${g}</Ид><Наименование>Группа ${g}</Наименование><Группы>${subs}</Группы></Группа>`,
    );
  }
  const variants = colours
    .map(
      (c, i) =>
        `<Справочник><ИдЗначения>col-${i}</ИдЗначения><Значение>${c}</Значение></Справочник>`,
    )
    .join('');
  yield head(`<Классификатор><Ид>cls</Ид><Наименование>Классификатор</Наименование><Группы>${groups.join('')}</Группы>
<Свойства><Свойство><Ид>p-comp</Ид><Наименование>Состав</Наименование><ТипЗначений>Строка</ТипЗначений></Свойство>
<Свойство><Ид>p-dens</Ид><Наименование>Плотность</Наименование><ТипЗначений>Число</ТипЗначений></Свойство>
<Свойство><Ид>p-width</Ид><Наименование>Ширина</Наименование><ТипЗначений>Строка</ТипЗначений></Свойство>
<Свойство><Ид>p-col</Ид><Наименование>Цвет</Наименование><ТипЗначений>Справочник</ТипЗначений><ВариантыЗначений>${variants}</ВариантыЗначений></Свойство>
</Свойства></Классификатор>
<Каталог СодержитТолькоИзменения="false"><Ид>cat</Ид><ИдКлассификатора>cls</ИдКлассификатора><Наименование>Основной каталог</Наименование><Товары>\n`);
  for (let i = 0; i < PRODUCTS; i += 1) {
    const model = Math.floor(i / colours.length);
    yield (
      `<Товар><Ид>b1c-${i}</Ид><Артикул>АРТ-${model}</Артикул><Наименование>Полотно ${model} ${colours[i % colours.length]}</Наименование>` +
      `<БазоваяЕдиница Код="166 " НаименованиеПолное="Килограмм" МеждународноеСокращение="KGM">кг</БазоваяЕдиница>` +
      `<Группы><Ид>grp-${model % 10}-${Math.floor(model / 10) % 5}</Ид></Группы><Описание>Трикотажное полотно для пошива, модель ${model}</Описание>` +
      `<ЗначенияСвойств><ЗначенияСвойства><Ид>p-comp</Ид><Значение>${90 + (model % 10)}% хлопок, ${10 - (model % 10)}% лайкра</Значение></ЗначенияСвойства>` +
      `<ЗначенияСвойства><Ид>p-dens</Ид><Значение>${160 + (model % 12) * 10}</Значение></ЗначенияСвойства>` +
      `<ЗначенияСвойства><Ид>p-width</Ид><Значение>1,8</Значение></ЗначенияСвойства>` +
      `<ЗначенияСвойства><Ид>p-col</Ид><Значение>col-${i % colours.length}</Значение></ЗначенияСвойства></ЗначенияСвойств>` +
      `<ЗначенияРеквизитов><ЗначениеРеквизита><Наименование>ВидНоменклатуры</Наименование><Значение>Полотно</Значение></ЗначениеРеквизита></ЗначенияРеквизитов></Товар>\n`
    );
  }
  yield `</Товары></Каталог>${tail}`;
}

function* offersXml(count: number, onlyChanges: boolean, round: number) {
  yield head(`<ПакетПредложений СодержитТолькоИзменения="${onlyChanges}"><Ид>cat#</Ид><Наименование>Пакет предложений</Наименование><ИдКаталога>cat</ИдКаталога>
<ТипыЦен><ТипЦены><Ид>pt-opt</Ид><Наименование>Опт</Наименование><Валюта>руб</Валюта></ТипЦены><ТипЦены><Ид>pt-retail</Ид><Наименование>Розница</Наименование><Валюта>руб</Валюта></ТипЦены></ТипыЦен>
<Склады>${warehouses.map((w) => `<Склад><Ид>${w}</Ид><Наименование>Склад ${w}</Наименование></Склад>`).join('')}</Склады><Предложения>\n`);
  for (let i = 0; i < count; i += 1) {
    const price = 500 + ((i * 37 + round * 11) % 900);
    const stock = warehouses
      .map(
        (w, k) =>
          `<Склад ИдСклада="${w}" КоличествоНаСкладе="${((i + k * 7 + round) % 300) + 0.5}"/>`,
      )
      .join('');
    yield (
      `<Предложение><Ид>b1c-${i}</Ид><Наименование>Полотно</Наименование><БазоваяЕдиница Код="166">кг</БазоваяЕдиница>` +
      `<Цены><Цена><Представление>${price} руб. за кг</Представление><ИдТипаЦены>pt-opt</ИдТипаЦены><ЦенаЗаЕдиницу>${price},00</ЦенаЗаЕдиницу><Валюта>руб</Валюта><Единица>кг</Единица><Коэффициент>1</Коэффициент></Цена>` +
      `<Цена><ИдТипаЦены>pt-retail</ИдТипаЦены><ЦенаЗаЕдиницу>${Math.round(price * 1.12)}</ЦенаЗаЕдиницу><Валюта>руб</Валюта></Цена></Цены>` +
      `<Количество>100</Количество>${stock}</Предложение>\n`
    );
  }
  yield `</Предложения></ПакетПредложений>${tail}`;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

async function rssOf(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) * 1024;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function main() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'selvedge-bench-exchange-'));
  let dbUrl: string | undefined;
  if (backend === 'postgres') {
    const pg = (await import('pg')).default;
    const name = `selvedge_bench_x_${process.pid}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    dbUrl = url.toString();
  }
  console.log(`Generating ${PRODUCTS} products in ${dir} …`);
  await writeFile(path.join(dir, 'import.xml'), importXml);
  await writeFile(path.join(dir, 'offers.xml'), () => offersXml(PRODUCTS, false, 0));
  await writeFile(path.join(dir, 'offers-change.xml'), () => offersXml(CHANGES, true, 1));
  const zip = Buffer.from(
    zipOf({
      'import.xml': await readFile(path.join(dir, 'import.xml')),
      'offers.xml': await readFile(path.join(dir, 'offers.xml')),
    }),
  );
  const changeZip = Buffer.from(
    zipOf({ 'offers-change.xml': await readFile(path.join(dir, 'offers-change.xml')) }),
  );
  console.log(`import.xml + offers.xml zipped: ${mb(zip.length)}; change: ${mb(changeZip.length)}`);

  const child = spawn(
    process.execPath,
    [
      '--conditions=react-server',
      '--import',
      'tsx',
      'scripts/bench-exchange-server.ts',
      path.join(dir, 'shop'),
      ...(dbUrl ? [dbUrl] : []),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, LOG_LEVEL: 'silent' } },
  );
  // The shop process goes with this one, however this one ends.
  process.on('exit', () => child.kill());
  const lines = readline.createInterface({ input: child.stdout! });
  const [first] = (await once(lines, 'line')) as [string];
  const base = `http://127.0.0.1:${(JSON.parse(first) as { port: number }).port}`;
  const pid = child.pid!;

  let failedAsks = 0;
  /** One catalogue page as a shopper asks for it; its time, or null when it failed. */
  const catalogue = async (): Promise<number | null> => {
    const started = performance.now();
    try {
      const response = await fetch(
        `${base}/api/v1/catalog/getList?perPage=18&PAGEN_1=${1 + Math.floor(Math.random() * 5)}`,
      );
      await response.arrayBuffer();
      if (!response.ok) throw new Error(String(response.status));
      return performance.now() - started;
    } catch {
      failedAsks += 1;
      return null;
    }
  };
  // Warm up, then the idle figures.
  for (let i = 0; i < 30; i += 1) await catalogue();
  const idle: number[] = [];
  for (let i = 0; i < 200; i += 1) {
    const ms = await catalogue();
    if (ms !== null) idle.push(ms);
  }
  const idleRss = await rssOf(pid);

  let cookie = '';
  const call = async (query: string, body?: Buffer) => {
    const started = performance.now();
    const response = await fetch(`${base}/api/1c/exchange?type=catalog&${query}`, {
      method: body ? 'POST' : 'GET',
      body: body ? new Uint8Array(body) : undefined,
      headers: { authorization: LOGIN, ...(cookie ? { cookie } : {}) },
    });
    const text = await response.text();
    return { lines: text.split('\n'), ms: performance.now() - started };
  };

  let peakRss = idleRss;
  const sampler = setInterval(() => {
    rssOf(pid)
      .then((rss) => (peakRss = Math.max(peakRss, rss)))
      .catch(() => undefined);
  }, 50);

  async function exchange(archive: Buffer, files: string[]) {
    const calls: { what: string; ms: number }[] = [];
    const auth = await call('mode=checkauth');
    cookie = `${auth.lines[1]}=${auth.lines[2]}`;
    await call('mode=init');
    for (let at = 0; at < archive.length; at += CHUNK) {
      const answer = await call('mode=file&filename=catalog.zip', archive.subarray(at, at + CHUNK));
      if (answer.lines[0] !== 'success') throw new Error(`file: ${answer.lines.join(' ')}`);
      calls.push({ what: 'file', ms: answer.ms });
    }
    const started = performance.now();
    for (const file of files) {
      for (;;) {
        const answer = await call(`mode=import&filename=${file}`);
        calls.push({ what: `import ${file}`, ms: answer.ms });
        if (answer.lines[0] === 'success') break;
        if (answer.lines[0] !== 'progress') throw new Error(`${file}: ${answer.lines.join(' ')}`);
      }
    }
    const importMs = performance.now() - started;
    await call('mode=complete');
    return { calls, importMs };
  }

  // The full exchange, with the catalogue asked all along.
  let importing = true;
  const during: number[] = [];
  const asker = (async () => {
    while (importing) {
      const ms = await catalogue();
      if (ms !== null) during.push(ms);
    }
  })();
  const startedAll = performance.now();
  const full = await exchange(zip, ['import.xml', 'offers.xml']);
  const fullMs = performance.now() - startedAll;
  importing = false;
  await asker;
  const fullPeak = peakRss;

  // A change of prices and stock, end to end, and until the API shows the new stock.
  const probe = CHANGES - 1;
  const probeCode = productCode(
    `Полотно ${Math.floor(probe / colours.length)} ${colours[probe % colours.length]}`,
    `b1c-${probe}`,
  );
  const mskAfter = ((probe + 1) % 300) + 0.5;
  const mskOf = async () => {
    const response = await fetch(
      `${base}/api/v1/catalog/getDetailCatalogElement?element_code=${probeCode}`,
    );
    const body = (await response.json()) as {
      data?: {
        catalog_element_detail?: { all_stores?: { store_xml_id: string; amount: number }[] };
      };
    };
    return body.data?.catalog_element_detail?.all_stores?.find((x) => x.store_xml_id === 'msk')
      ?.amount;
  };
  const mskBefore = await mskOf();
  const startedChange = performance.now();
  const change = await exchange(changeZip, ['offers-change.xml']);
  const changeMs = performance.now() - startedChange;
  const changedAt = performance.now();
  let shownMs = Number.NaN;
  while (performance.now() - changedAt < 120_000) {
    if ((await mskOf()) === mskAfter) {
      shownMs = performance.now() - changedAt;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  clearInterval(sampler);
  const longest = (calls: { what: string; ms: number }[]) =>
    calls.reduce((max, c) => (c.ms > max.ms ? c : max), { what: '', ms: 0 });

  console.log('\n| figure | value | target |');
  console.log('| --- | --- | --- |');
  console.log(`| products, warehouses, price types | ${PRODUCTS}, 4, 2 | |`);
  console.log(`| full exchange, checkauth to complete | ${s(fullMs)} | |`);
  console.log(
    `| import calls (import.xml + offers.xml) | ${s(full.importMs)} in ${full.calls.filter((c) => c.what.startsWith('import')).length} calls | |`,
  );
  const slowest = longest(full.calls);
  console.log(`| slowest call | ${s(slowest.ms)} (${slowest.what}) | ≤ 20 s |`);
  console.log(
    `| peak RSS over idle (idle ${mb(idleRss)}) | ${mb(fullPeak - idleRss)} | ≤ 400 MB |`,
  );
  console.log(
    `| catalogue p95 idle / during import (max during) | ${percentile(idle, 95).toFixed(0)} ms / ${percentile(during, 95).toFixed(0)} ms (${Math.max(...during).toFixed(0)} ms; ${during.length} asks, ${failedAsks} failed) | ≤ 2× idle |`,
  );
  console.log(
    `| change of ${CHANGES} prices and stock rows, end to end | ${s(changeMs)} (slowest call ${s(longest(change.calls).ms)}) | ≤ 30 s |`,
  );
  console.log(
    `| new stock shown by the API after the change's last answer | ${Number.isNaN(shownMs) ? 'not within 120 s' : s(shownMs)} (msk ${mskBefore} → ${mskAfter} kg) | ≤ 60 s |`,
  );

  child.kill();
  await once(child, 'exit');
  await rm(dir, { recursive: true, force: true });
}

await main();
