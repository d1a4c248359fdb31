/**
 * First-load JavaScript per route, gzip, from the build's own statistics
 * (.next/diagnostics/route-bundle-stats.json; Next 16 no longer prints it). Run after `npm run build`:
 *   node scripts/first-load-js.mjs [route …]
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const stats = JSON.parse(readFileSync('.next/diagnostics/route-bundle-stats.json', 'utf8'));
const wanted = process.argv.slice(2);
const gz = new Map();
const gzipOf = (file) => {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(file), { level: 9 }).length);
  return gz.get(file);
};
const rows = stats
  .filter((s) => wanted.length === 0 || wanted.includes(s.route))
  .map((s) => ({
    route: s.route,
    kb: s.firstLoadChunkPaths.reduce((sum, file) => sum + gzipOf(file), 0) / 1024,
    raw: s.firstLoadUncompressedJsBytes / 1024,
  }))
  .sort((a, b) => a.route.localeCompare(b.route));
console.log('| route | first-load JS, gzip KiB | uncompressed KiB |');
console.log('|---|---:|---:|');
for (const row of rows)
  console.log(`| ${row.route} | ${row.kb.toFixed(1)} | ${row.raw.toFixed(1)} |`);
