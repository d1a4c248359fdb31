/**
 * Marks the scripts every page runs at its start for eager compilation, after `next build`
 * (package.json "build"; issue #22, docs/performance.md).
 *
 * Why: V8 compiles a function lazily, on its first call, on the main thread. Turbopack's module
 * factories are plain arrow functions in an array, so none is compiled while the file streams
 * in: the task that starts the page (the runtime instantiating React DOM, Next's router and the
 * shell's modules) compiled each of them there, and was the longest task of every page in
 * Lighthouse's phone model (catalogue 130–360 ms, the bulk of its blocking time). A file that
 * begins with V8's explicit compile hint, `//# allFunctionsCalledOnLoad` (Chrome 136+;
 * v8.dev/blog/explicit-compile-hints), has all its functions compiled with the file, on the
 * streaming thread: the start-up task is left with running them (catalogue 220–260 → 70–90 ms
 * at 4× CPU). Browsers without the hint read a comment.
 *
 * Only the first-load files get it (the build manifest's root files and every route's entry
 * files in the client reference manifests): V8 asks for the hint to be used sparingly, and the
 * code imported later (the islands', the dialogs') is compiled as it is called.
 *   node lib/framework/build/compile-hints.mjs [.next]
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { manifestsUnder, readManifest } from './trim-global-error-css.mjs';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * A script's source with the compile hint as its first line (once).
 * @param {string} source
 * @returns {string}
 */
export function withCompileHint(source) {
  return source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source;
}

/**
 * The scripts a page loads at its start, as build-relative paths (`static/chunks/….js`): the
 * build manifest's root files and the entry files of every client reference manifest.
 * @param {{ rootMainFiles?: unknown }} buildManifest .next/build-manifest.json
 * @param {Array<{ entryJSFiles?: unknown }>} clientManifests
 * @returns {string[]} sorted, without duplicates
 */
export function firstLoadScripts(buildManifest, clientManifests) {
  if (!Array.isArray(buildManifest.rootMainFiles) || buildManifest.rootMainFiles.length === 0) {
    throw new Error('the build manifest lists no rootMainFiles');
  }
  const files = new Set(buildManifest.rootMainFiles);
  for (const manifest of clientManifests) {
    if (typeof manifest.entryJSFiles !== 'object' || manifest.entryJSFiles === null) {
      throw new Error('a client reference manifest has no entryJSFiles');
    }
    for (const list of Object.values(manifest.entryJSFiles))
      for (const file of list) files.add(file);
  }
  return [...files].filter((file) => file.endsWith('.js')).sort();
}

async function main() {
  const dir = process.argv[2] ?? '.next';
  const buildManifest = JSON.parse(await readFile(path.join(dir, 'build-manifest.json'), 'utf8'));
  const manifests = await manifestsUnder(path.join(dir, 'server'));
  if (manifests.length === 0) throw new Error(`no client reference manifests under ${dir}`);
  const clientManifests = await Promise.all(
    manifests.map(async (file) => readManifest(await readFile(file, 'utf8')).manifest),
  );
  const files = firstLoadScripts(buildManifest, clientManifests);
  let hinted = 0;
  for (const file of files) {
    const full = path.join(dir, file);
    const source = await readFile(full, 'utf8');
    const next = withCompileHint(source);
    if (next === source) continue;
    await writeFile(full, next);
    hinted += 1;
  }
  console.log(`compile hint added to ${hinted} of ${files.length} first-load scripts`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(`compile-hints: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  });
}
