/**
 * What a route's first-load JavaScript is made of, by package and by module, from the analysis
 * of `next analyze --output` (Turbopack):
 *   npx next analyze --output --experimental-app-only   (writes .next/diagnostics/analyze)
 *   node scripts/bundle-report.mjs /politika_konfidentsialnosti [--top 25] [--dir .next]
 * Counts the client files of the route's bootstrap and render-dependent chunk groups (the
 * scripts of the HTML and of the server-rendered client components), never the async ones
 * (loaded by `import()` when needed). Sizes are the analyser's own gzip estimates.
 * `analyze` overwrites .next's diagnostics only, but run it on a copy of the checkout when a
 * server is serving the build.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { top: { type: 'string', default: '25' }, dir: { type: 'string', default: '.next' } },
});
const route = (positionals[0] ?? '/').replace(/\/$/, '') || '/';
const history = path.join(values.dir, 'diagnostics/analyze/history');
const [snapshot] = readdirSync(history).sort().reverse();
const file = path.join(history, snapshot, route === '/' ? '' : route, 'analyze.data');

const bytes = readFileSync(file);
const headerLength = bytes.readUInt32BE(0);
const data = JSON.parse(bytes.subarray(4, 4 + headerLength).toString('utf8'));

const sourcePath = (index) => {
  const parts = [];
  for (let i = index; i !== undefined && i !== null; i = data.sources[i]?.parent_source_index)
    parts.unshift(data.sources[i].path);
  return parts.join('').replace(/^\[project\]\//, '');
};

const firstLoad = new Set(
  data.chunk_groups
    .filter((group) => group.kind !== 'async')
    .flatMap((group) => group.output_file_indices)
    .filter((i) => data.output_files[i].filename.startsWith('[client-fs]/')),
);

const byModule = new Map();
for (const part of data.chunk_parts) {
  if (!firstLoad.has(part.output_file_index)) continue;
  const name = sourcePath(part.source_index);
  byModule.set(name, (byModule.get(name) ?? 0) + part.compressed_size);
}

/** node_modules/next/… → next; node_modules/@scope/pkg/… → @scope/pkg; features/shell/… → features/shell. */
const ownerOf = (name) => {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(name);
  if (match) return match[1];
  const segments = name.split('/');
  return segments.length > 2 ? segments.slice(0, 2).join('/') : segments[0];
};
const byOwner = new Map();
for (const [name, size] of byModule)
  byOwner.set(ownerOf(name), (byOwner.get(ownerOf(name)) ?? 0) + size);

const kib = (n) => (n / 1024).toFixed(1);
const total = [...byModule.values()].reduce((a, b) => a + b, 0);
const top = Number(values.top);
const table = (title, map) => {
  console.log(`\n| ${title} | gzip KiB |\n|---|---:|`);
  for (const [name, size] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`| ${name} | ${kib(size)} |`);
};
console.log(
  `${route}: ${firstLoad.size} first-load files, ${kib(total)} KiB gzip (analyser's estimate)`,
);
table('package or folder', byOwner);
table('module', byModule);
