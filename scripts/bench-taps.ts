/**
 * `npm run bench:taps [-- --url http://127.0.0.1:3000 --runs 5 --out FILE]` (issue #37)
 *
 * What a phone's first tap feels like, in a real Chromium throttled for real through the DevTools
 * protocol with Lighthouse's phone profile (not simulated): 150 ms round trip, 1.6 Mbps down,
 * 750 kbps up, the CPU 4× slower, a 412×823 screen at 1.75 with touch. For each primary control,
 * each run in a fresh context (cold cache), the page is opened and the control tapped (a real
 * touch, Input.dispatchTouchEvent) 500 ms after the first contentful paint (or once it has come,
 * on a page still streaming; a control below the first screen is scrolled to 300 ms before, as a
 * swipe would bring it: a tap in the same instant as a jump no hand could make would wait for
 * the page to draw what it had not yet shown); the page then says
 * when the control's effect was first seen (checked every frame from the touch on):
 * - wait: touch → effect, ms;
 * - lost: no effect within 10 s;
 * - twice: the effect seen, then undone without another tap (a replayed click that closed what
 *   the first one opened), watched until 1.5 s after the page hydrated.
 * With each run: the page's FCP, LCP and when React hydrated it (the shell's `selvedge:hydrated`).
 * Runs are interleaved control by control, so that the machine's mood falls on all alike.
 * The shop must be served already (a production build: `npm run setup && npm start`); the
 * controls are the storefront's, on the seeded catalogue (`npm run db:seed`). Writes JSON
 * (default .data/bench/taps.json) and prints a table for docs/performance.md.
 * With `--trace DIR`, each run is traced (written to DIR, for DevTools' Performance panel) and
 * the main thread's tasks from the touch to the effect are printed (scripts/tap-trace.ts): where
 * a wait over the bar goes. Tracing costs a little
 * time itself: figures for docs/ come from runs without it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from 'playwright';
import { chromiumFlags } from './chromium.mjs';
import { median } from './lighthouse-summary';
import { endTrace, startTrace, tapWindow } from './tap-trace';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:3000' },
    runs: { type: 'string', default: '5' },
    out: { type: 'string', default: '.data/bench/taps.json' },
    only: { type: 'string' },
    trace: { type: 'string' },
  },
});
const base = values.url.replace(/\/$/, '');
const runs = Number(values.runs);

/** Lighthouse's mobile throttling (its `mobileSlow4G` profile), applied for real. */
export const PHONE = {
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  cpuSlowdown: 4,
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
};
const TAP_AFTER_FCP_MS = 500;
/** When a control below the first screen is scrolled to: a swipe's time before the tap. */
const SCROLL_AFTER_FCP_MS = 200;
const LOST_AFTER_MS = 10_000;
const WATCH_AFTER_HYDRATION_MS = 1500;

/** A control: where it is, how the page finds it, and what its tap shows. */
export interface Control {
  name: string;
  /** The page's path, or how to find it from the catalogue. */
  path: string | (() => Promise<string>);
  /** A page-side expression answering the element to tap. */
  target: string;
  /** A page-side expression, true once the tap's effect shows. */
  effect: string;
}

const visible = (selector: string) =>
  `[...document.querySelectorAll(${JSON.stringify(selector)})].some((e) => { const r = e.getBoundingClientRect(); return r.width > 0 && r.height > 0 && getComputedStyle(e).visibility !== 'hidden'; })`;
const byText = (selector: string, text: string) =>
  `[...document.querySelectorAll(${JSON.stringify(selector)})].find((e) => { const r = e.getBoundingClientRect(); return r.width > 0 && r.height > 0 && (e.textContent.trim() === ${JSON.stringify(text)} || e.getAttribute('aria-label') === ${JSON.stringify(text)}); })`;
const dialogNamed = (name: string) =>
  `[...document.querySelectorAll('[role="dialog"], dialog[open]')].some((e) => { const r = e.getBoundingClientRect(); return r.width > 0 && r.height > 0 && e.textContent.includes(${JSON.stringify(name)}); })`;

/** The first product page of the seeded catalogue's listing. */
async function productPath(): Promise<string> {
  const list = await fetch(`${base}/api/v1/catalog/getList/?perPage=1`);
  const { data } = (await list.json()) as {
    data: { catalog_list: { elements: { detail_url: string }[] } };
  };
  const path = data.catalog_list.elements[0]?.detail_url;
  if (!path) throw new Error('The catalogue is empty: seed it first (npm run db:seed)');
  return path;
}

export const CONTROLS: Control[] = [
  {
    name: 'Меню (бургер)',
    path: '/contacts/',
    target: byText('button', 'Открыть меню'),
    effect: visible('nav[aria-label="Меню"]'),
  },
  {
    name: 'Каталог: «Фильтр»',
    path: '/catalog/',
    target: byText('button', 'Фильтр'),
    effect: visible('form[aria-label="Фильтр"]'),
  },
  {
    name: 'Товар: «Задать вопрос»',
    path: productPath,
    target: byText('button', 'Задать вопрос'),
    effect: dialogNamed('Задать вопрос'),
  },
  {
    name: 'Товар: фото',
    path: productPath,
    target: byText('button', 'Открыть фото 1'),
    // The browser's own dialog before the code (issue #37), the script's viewer after it.
    effect: visible('dialog[open] img, [aria-modal="true"] img'),
  },
  {
    name: 'Товар: «Добавить в корзину» (гость)',
    path: productPath,
    target: byText('button', 'Добавить в корзину'),
    effect: dialogNamed('Вход'),
  },
];

interface Run {
  fcpMs: number;
  lcpMs: number;
  hydratedMs: number | null;
  tapMs: number;
  waitMs: number | null;
  /** Of the wait: until the page's thread took the touch, and until the click was dispatched. */
  seenMs: number | null;
  clickMs: number | null;
  twice: boolean;
}

/** Installed before the page's own scripts: paints, hydration, the touch and the effect. */
const PROBE = `(() => {
  const probe = (window.__probe = { fcp: 0, lcp: 0, hydrated: null, tap: null, seen: null, click: null, effect: null, undone: false });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') probe.fcp = e.startTime; }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) probe.lcp = e.startTime; }).observe({ type: 'largest-contentful-paint', buffered: true });
  addEventListener('selvedge:hydrated', () => { probe.hydrated = performance.now(); });
  addEventListener('pointerdown', (event) => { if (probe.tap === null) { probe.tap = event.timeStamp; probe.seen = performance.now(); } }, { capture: true });
  addEventListener('click', () => { if (probe.click === null) probe.click = performance.now(); }, { capture: true });
})()`;

async function measure(page: Page, control: Control, url: string): Promise<Run> {
  await page.addInitScript(PROBE);
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction('window.__probe && window.__probe.fcp > 0', undefined, {
    polling: 50,
    timeout: 60_000,
  });
  // On a slow line a long page may still be streaming: the control is tapped once it is there.
  await page.waitForFunction(
    `performance.now() >= window.__probe.fcp + ${SCROLL_AFTER_FCP_MS} && !!(${control.target})`,
    undefined,
    { polling: 10, timeout: 60_000 },
  );
  // A control below the first screen is brought into it first, as the visitor's swipe would
  // (a tap off the screen lands nowhere), and tapped at the same moment as any other.
  await page.evaluate(
    `(${control.target}).scrollIntoView({ block: 'center', behavior: 'instant' })`,
  );
  await page.waitForFunction(
    `performance.now() >= window.__probe.fcp + ${TAP_AFTER_FCP_MS}`,
    undefined,
    { polling: 10, timeout: 60_000 },
  );
  const box = await page.evaluate(`(() => {
    const target = ${control.target};
    if (!target) return null;
    const r = target.getBoundingClientRect();
    // Watch the effect from now on, every frame.
    const probe = window.__probe;
    const check = () => {
      let shown = false;
      try { shown = ${control.effect}; } catch {}
      const now = performance.now();
      if (shown && probe.effect === null) probe.effect = now;
      if (!shown && probe.effect !== null) probe.undone = true;
      if (probe.hydrated !== null && now > probe.hydrated + ${WATCH_AFTER_HYDRATION_MS} && probe.effect !== null) return;
      if (probe.tap !== null && now > probe.tap + ${LOST_AFTER_MS}) return;
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
    return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
  })()`);
  if (!box) throw new Error(`${control.name}: nothing to tap on ${url}`);
  const { x, y } = box as { x: number; y: number };
  await page.touchscreen.tap(x, y);
  // Until the effect has settled (hydration plus the watch) or the tap is lost.
  await page
    .waitForFunction(
      `(() => { const p = window.__probe; const now = performance.now();
        return (p.effect !== null && p.hydrated !== null && now > p.hydrated + ${WATCH_AFTER_HYDRATION_MS}) || (p.tap !== null && now > p.tap + ${LOST_AFTER_MS}); })()`,
      undefined,
      { polling: 100, timeout: LOST_AFTER_MS + 60_000 },
    )
    .catch(() => {});
  const probe = (await page.evaluate('window.__probe')) as {
    fcp: number;
    lcp: number;
    hydrated: number | null;
    tap: number | null;
    seen: number | null;
    click: number | null;
    effect: number | null;
    undone: boolean;
  };
  const tap = probe.tap ?? Number.NaN;
  return {
    fcpMs: Math.round(probe.fcp),
    lcpMs: Math.round(probe.lcp),
    hydratedMs: probe.hydrated === null ? null : Math.round(probe.hydrated),
    tapMs: Math.round(tap),
    waitMs:
      probe.effect === null || probe.effect - tap > LOST_AFTER_MS
        ? null
        : Math.max(0, Math.round(probe.effect - tap)),
    seenMs: probe.seen === null ? null : Math.round(probe.seen - tap),
    clickMs: probe.click === null ? null : Math.round(probe.click - tap),
    twice: probe.undone,
  };
}

async function main() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumFlags,
  });
  const controls = CONTROLS.filter((control) => !values.only || control.name.includes(values.only));
  const urls = new Map<Control, string>();
  for (const control of controls)
    urls.set(
      control,
      base + (typeof control.path === 'string' ? control.path : await control.path()),
    );
  const results = new Map<Control, Run[]>(controls.map((control) => [control, []]));
  for (let run = 1; run <= runs; run += 1) {
    for (const control of controls) {
      const context = await browser.newContext({
        viewport: PHONE.viewport,
        deviceScaleFactor: PHONE.deviceScaleFactor,
        isMobile: true,
        hasTouch: true,
        locale: 'ru-RU',
        // The probe's checks are strings evaluated in the page, which its CSP refuses.
        bypassCSP: true,
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: PHONE.latencyMs,
        downloadThroughput: PHONE.downloadBytesPerSecond,
        uploadThroughput: PHONE.uploadBytesPerSecond,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
      if (values.trace) await startTrace(cdp);
      const result = await measure(page, control, urls.get(control)!);
      results.get(control)!.push(result);
      console.log(
        `run ${run} ${control.name}: wait ${result.waitMs ?? 'lost'} ms` +
          ` (touch seen ${result.seenMs ?? '—'}, click ${result.clickMs ?? '—'})` +
          `${result.twice ? ' (undone)' : ''}, FCP ${result.fcpMs}, LCP ${result.lcpMs}, hydrated ${result.hydratedMs ?? '—'}`,
      );
      if (values.trace) {
        const events = await endTrace(cdp);
        mkdirSync(values.trace, { recursive: true });
        writeFileSync(
          path.join(values.trace, `${control.name.replace(/[^\p{L}\d]+/gu, '-')}-${run}.json`),
          JSON.stringify({ traceEvents: events }),
        );
        const lines = tapWindow(events, result.waitMs ?? 1000);
        console.log(
          `  main thread, ms from the touch / duration / longest parts:\n  ${lines.join('\n  ')}`,
        );
      }
      await context.close();
    }
  }
  await browser.close();

  const summary = controls.map((control) => {
    const list = results.get(control)!;
    const waits = list.flatMap((run) => (run.waitMs === null ? [] : [run.waitMs]));
    const hydrated = list.flatMap((run) => (run.hydratedMs === null ? [] : [run.hydratedMs]));
    return {
      name: control.name,
      url: urls.get(control)!.slice(base.length),
      runs: list.length,
      medianWaitMs: waits.length > 0 ? median(waits) : null,
      maxWaitMs: waits.length > 0 ? Math.max(...waits) : null,
      lost: list.length - waits.length,
      twice: list.filter((run) => run.twice).length,
      medianFcpMs: median(list.map((run) => run.fcpMs)),
      medianLcpMs: median(list.map((run) => run.lcpMs)),
      medianHydratedMs: hydrated.length > 0 ? median(hydrated) : null,
      all: list,
    };
  });
  console.log('\n| control | median wait | max wait | lost | twice | FCP | LCP | hydrated |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const row of summary)
    console.log(
      `| ${row.name} | ${row.medianWaitMs ?? '—'} ms | ${row.maxWaitMs ?? '—'} ms | ${row.lost}/${row.runs} | ${row.twice} | ${row.medianFcpMs} ms | ${row.medianLcpMs} ms | ${row.medianHydratedMs ?? '—'} ms |`,
    );
  const out = path.resolve(values.out);
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(
    out,
    `${JSON.stringify({ date: new Date().toISOString(), base, runs, phone: PHONE, controls: summary }, null, 2)}\n`,
  );
  console.log(`\nwritten to ${out}`);
}

await main();
