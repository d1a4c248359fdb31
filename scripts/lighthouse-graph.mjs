/**
 * What Lighthouse's phone model counts for one page (issue #22, docs/performance.md): runs
 * Lighthouse (mobile preset, performance only) against a running server and prints, per run, the
 * simulated FCP, LCP, TBT, SI and CLS beside the observed FCP and LCP of the real load, the long
 * tasks with --long-tasks, the layout shifts when CLS is above 0.05, and with --nodes the LCP
 * estimate's two graphs: every request and CPU task in them, with its simulated start and end
 * and the time it took on the observed run.
 *   node scripts/lighthouse-graph.mjs URL [--runs N] [--nodes] [--long-tasks] [--block PATTERN,…]
 * --block takes Lighthouse's blockedUrlPatterns, e.g. '*\/_next/static/*.js' for a page without
 * its scripts (the LCP floor of `npm run bench:pages`) or '*.woff2' without its fonts.
 */
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { launchChromium } from './chromium.mjs';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '1' },
    nodes: { type: 'boolean', default: false },
    'long-tasks': { type: 'boolean', default: false },
    block: { type: 'string' },
  },
});
const url = positionals[0];
if (!url) throw new Error('usage: node scripts/lighthouse-graph.mjs URL [--runs N] [--nodes]');

const chrome = await launchChromium(9300 + Math.floor(Math.random() * 500));

const local = (address) => address.replace(/^https?:\/\/[^/]+/, '').slice(0, 72);
const ms = (value) => Math.round(value);

/** One line per node of a simulated graph, by simulated end. */
function printGraph(label, estimate) {
  console.log(`  ${label}: ${ms(estimate.timeInMs)} ms`);
  const entries = [...estimate.nodeTimings.entries()].sort((a, b) => a[1].endTime - b[1].endTime);
  const start = Math.min(...entries.map(([node]) => node.startTime));
  for (const [node, timing] of entries) {
    const observed = `observed ${ms((node.startTime - start) / 1000)}–${ms((node.endTime - start) / 1000)} ms`;
    const what =
      node.type === 'network'
        ? `${node.request.resourceType} ${node.request.priority} ${(node.request.transferSize / 1024).toFixed(1)} KiB ${local(node.request.url)}`
        : `CPU ${[...node.getEvaluateScriptURLs()].map(local).join(', ')}`;
    console.log(`    ${ms(timing.startTime)}–${ms(timing.endTime)}  ${what}  (${observed})`);
  }
}

try {
  for (let run = 0; run < Number(values.runs); run += 1) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...(values.block ? { blockedUrlPatterns: values.block.split(',') } : {}),
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr, artifacts } = result;
    // A run Lighthouse could not measure (NO_NAVSTART now and then on these machines) says so.
    if (lhr.runtimeError) {
      console.log(`run failed: ${lhr.runtimeError.code}`);
      continue;
    }
    const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
    const observed = lhr.audits.metrics?.details?.items?.[0] ?? {};
    console.log(
      `performance ${ms((lhr.categories.performance?.score ?? 0) * 100)} · FCP ${ms(audit('first-contentful-paint'))} LCP ${ms(audit('largest-contentful-paint'))} TBT ${ms(audit('total-blocking-time'))} SI ${ms(audit('speed-index'))} CLS ${audit('cumulative-layout-shift').toFixed(3)} · observed FCP ${observed.observedFirstContentfulPaint} LCP ${observed.observedLargestContentfulPaint}`,
    );
    if (values['long-tasks'])
      for (const task of lhr.audits['long-tasks']?.details?.items ?? [])
        console.log(
          `  long task at ${ms(task.startTime)}: ${ms(task.duration)} ms ${local(task.url ?? '')}`,
        );
    if (audit('cumulative-layout-shift') > 0.05)
      for (const shift of lhr.audits['layout-shifts']?.details?.items ?? [])
        console.log(`  shift ${shift.score?.toFixed(3)} ${shift.node?.selector ?? ''}`);
    if (values.nodes) {
      const lcp = await LanternLargestContentfulPaint.request(
        {
          trace: artifacts.Trace,
          devtoolsLog: artifacts.DevtoolsLog,
          gatherContext: artifacts.GatherContext,
          settings: lhr.configSettings,
          URL: artifacts.URL,
          SourceMaps: artifacts.SourceMaps,
          HostDPR: artifacts.HostDPR,
          simulator: null,
        },
        { computedCache: new Map(), settings: lhr.configSettings },
      );
      printGraph('LCP, optimistic graph', lcp.optimisticEstimate);
      printGraph('LCP, pessimistic graph', lcp.pessimisticEstimate);
    }
  }
} finally {
  await chrome.kill();
}
