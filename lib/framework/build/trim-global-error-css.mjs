/**
 * Drops the stylesheets Turbopack's client reference manifests give `app/global-error`, after
 * `next build` (package.json "build"; issue #22, docs/performance.md).
 *
 * Why: Turbopack lists a module's CSS cumulatively along its layouts, so the global-error
 * boundary's entry holds the root layout's six stylesheets although app/global-error.tsx imports
 * none (it carries its own inline styles: the root layout is what failed when it shows). Next
 * renders that entry under the RSC payload's `G` with a fresh set of already-sent sheets, and with
 * `experimental.inlineCss` that is the whole CSS text once more in every page: 20 KB of the
 * catalogue's 323 KB document. Upstream: vercel/next.js#98110 (fixes proposed in #98136, #98241,
 * #98243). When Next stops listing them, this finds nothing to drop and says so.
 *
 * A manifest it cannot read fails the build: a new manifest format must be looked at, not skipped.
 *   node lib/framework/build/trim-global-error-css.mjs [.next/server]
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const GLOBAL_ERROR_ENTRY = '[project]/app/global-error';

const MANIFEST =
  /^(globalThis\.__RSC_MANIFEST = globalThis\.__RSC_MANIFEST \|\| \{\};\nglobalThis\.__RSC_MANIFEST\[("(?:[^"\\]|\\.)*")\] = )(\{.*\})(;?\s*)$/s;

/**
 * A client reference manifest's source read: the manifest, and the text around its JSON.
 * @param {string} source the file as Next wrote it
 * @returns {{ head: string; manifest: any; tail: string }}
 */
export function readManifest(source) {
  const match = MANIFEST.exec(source);
  if (!match) throw new Error('not a client reference manifest in the expected format');
  const [, head, , json, tail] = match;
  return { head, manifest: JSON.parse(json), tail };
}

/**
 * One client reference manifest's source, with the global-error entry's stylesheets dropped.
 * @param {string} source the file as Next wrote it
 * @returns {{ source: string; dropped: number }} the new source and how many sheets it lost
 */
export function trimManifest(source) {
  const { head, manifest, tail } = readManifest(source);
  if (typeof manifest.entryCSSFiles !== 'object' || manifest.entryCSSFiles === null) {
    throw new Error('the manifest has no entryCSSFiles');
  }
  const sheets = manifest.entryCSSFiles[GLOBAL_ERROR_ENTRY];
  if (!Array.isArray(sheets) || sheets.length === 0) return { source, dropped: 0 };
  manifest.entryCSSFiles[GLOBAL_ERROR_ENTRY] = [];
  return { source: head + JSON.stringify(manifest) + tail, dropped: sheets.length };
}

/**
 * The client reference manifests under a build's server directory.
 * @param {string} dir e.g. .next/server
 * @returns {Promise<string[]>}
 */
export async function manifestsUnder(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('_client-reference-manifest.js'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

async function main() {
  const dir = process.argv[2] ?? path.join('.next', 'server');
  const files = await manifestsUnder(dir);
  if (files.length === 0) throw new Error(`no client reference manifests under ${dir}`);
  let trimmed = 0;
  for (const file of files) {
    const { source, dropped } = trimManifest(await readFile(file, 'utf8'));
    if (dropped === 0) continue;
    await writeFile(file, source);
    trimmed += 1;
  }
  console.log(
    trimmed > 0
      ? `global-error stylesheets dropped from ${trimmed} of ${files.length} client reference manifests`
      : `global-error has no stylesheets in ${files.length} manifests: nothing to drop (vercel/next.js#98110 fixed?)`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(`trim-global-error-css: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  });
}
