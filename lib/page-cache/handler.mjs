// @ts-check
/**
 * Next's cache handler (next.config.ts `cacheHandler`): the full-route cache of the anonymous
 * pages, kept in ./store.mjs (memory bounded in bytes, or Redis). Next imports this file at run
 * time with Node's own loader, so it is plain ESM.
 *
 * Besides storing, it does three things on the way in:
 * - **Scripts after the load.** The page's script tags become one inline loader that fetches
 *   them once the page has loaded or the visitor reaches for it (lib/framework/late-scripts.mjs).
 * - **The page's Content-Security-Policy.** A cached page cannot carry a per-request nonce, so
 *   its policy allows exactly the inline scripts of that HTML by their SHA-256 hashes (and the
 *   shop's own origin for files). It is written into the entry's headers, which Next sends with
 *   every answer made from the entry, the first one included (the same headers object). The
 *   policy text comes from lib/security/headers.ts, registered at start-up by
 *   instrumentation-node.ts; without it nothing is stored (a page is never kept without its CSP).
 * - **Nothing degraded is kept.** A page rendered while the back end was failing shows empty
 *   blocks (storefront.md §8); it is served, but not kept for other visitors.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { shopPathOfKey, tagsForPath } from './keys.mjs';
import { withLateScripts } from '../framework/late-scripts.mjs';
import { pageText } from '../framework/page-bytes.mjs';
import { withValidStylesheetLinks } from '../framework/stylesheet-links.mjs';
import { pageStore } from './store.mjs';
import { cachedPagePolicyFor, lastBackendFailure } from './signals.mjs';

/** Pages rendered this soon after a failed API call are not kept. */
export const DEGRADED_WINDOW_MS = 15_000;

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * SHA-256 of every inline script a browser would run, as CSP hash sources.
 * @param {string} html
 */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const [, attributes = '', body = ''] = match;
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    // Data blocks (JSON-LD) are never run: no hash needed.
    if (
      type &&
      type !== 'text/javascript' &&
      type !== 'module' &&
      type !== 'application/javascript'
    )
      continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * Pages of one build only: a page made by another build names script files this one does not
 * have (two builds share one Redis during a rolling deploy).
 * @param {string | undefined} serverDistDir
 */
function buildIdOf(serverDistDir) {
  if (!serverDistDir) return 'dev';
  try {
    return readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return 'dev';
  }
}

/** @type {Map<string, string>} */
const buildIds = new Map();

/**
 * When the render of each page that missed began (Next renders right after a miss and then
 * stores what it rendered): the store keeps the page only if none of its tags was invalidated
 * since. The first miss of a key counts while renders of it are under way; its store clears
 * it. Module level, because Next makes a handler per request.
 * @type {Map<string, number>}
 */
const renderStarts = new Map();
/**
 * Misses never followed by a store (a failed render) must not pile up: past this many the
 * oldest is forgotten (a Map keeps insertion order), whose store then falls back to the store's
 * window. One deletion, never a scan, on the path of every miss.
 */
const MAX_RENDER_STARTS = 10_000;

/** @param {string} key */
function noteRenderStart(key, at = Date.now()) {
  if (renderStarts.has(key)) return;
  if (renderStarts.size >= MAX_RENDER_STARTS) {
    const oldest = renderStarts.keys().next().value;
    if (oldest !== undefined) renderStarts.delete(oldest);
  }
  renderStarts.set(key, at);
}

/** @param {string} key */
function takeRenderStart(key) {
  const began = renderStarts.get(key);
  renderStarts.delete(key);
  return began;
}

export default class PageCacheHandler {
  /** @param {{ serverDistDir?: string }} [options] */
  constructor(options) {
    this.store = pageStore();
    const dir = options?.serverDistDir ?? '';
    let buildId = buildIds.get(dir);
    if (!buildId) buildIds.set(dir, (buildId = buildIdOf(options?.serverDistDir)));
    this.prefix = `${buildId}:`;
  }

  /**
   * @param {string} key
   * @returns {Promise<any>}
   */
  async get(key) {
    const entry = await this.store.get(this.prefix + key);
    if (!entry) {
      noteRenderStart(this.prefix + key);
      return null;
    }
    const { value } = entry;
    return {
      // The HTML as text: Next then sends it whole with `res.end`, and the response hook sends
      // the bytes kept for it (lib/framework/page-bytes.mjs) instead of encoding it again.
      value: Buffer.isBuffer(value?.html) ? { ...value, html: pageText(value.html) } : value,
      lastModified: entry.lastModified,
      cacheControl: entry.cacheControl,
    };
  }

  /**
   * @param {string} key
   * @param {any} data
   * @param {any} ctx
   */
  async set(key, data, ctx) {
    const renderStartedAt = takeRenderStart(this.prefix + key);
    const path = shopPathOfKey(key);
    // Only the anonymous copies of pages are kept (app/cached/…); nothing else asks here.
    if (!path || !data || data.kind !== 'APP_PAGE' || typeof data.html !== 'string') return;
    const policyFor = cachedPagePolicyFor();
    if (!policyFor) return;
    // Set before anything else: the answer being sent now carries these headers too.
    data.headers = data.headers ?? {};
    // PAGE_SCRIPTS=next keeps Next's own script tags: the other side of `npm run bench:taps`'
    // comparison (docs/performance.md, issue #37), never a production setting.
    // eslint-disable-next-line no-restricted-syntax -- outside the bundle (lib/env.ts is TS)
    const late = process.env.PAGE_SCRIPTS !== 'next';
    data.html = withValidStylesheetLinks(late ? withLateScripts(data.html) : data.html);
    data.headers['content-security-policy'] = policyFor(inlineScriptHashes(data.html));
    // Kept and sent as UTF-8 bytes: Node writes a Buffer about ten times faster than it encodes
    // a 200 KB string of Cyrillic on every answer (docs/performance.md), and it takes half the
    // memory. Next sends a Buffer body as it is.
    data.html = Buffer.from(data.html, 'utf8');
    const status = typeof data.status === 'number' ? data.status : 200;
    if (status >= 500 || Date.now() - lastBackendFailure() < DEGRADED_WINDOW_MS) return;
    await this.store.set(
      this.prefix + key,
      {
        value: data,
        lastModified: Date.now(),
        cacheControl: ctx?.cacheControl,
        tags: tagsForPath(path),
      },
      { renderStartedAt },
    );
  }

  /** @param {string | string[]} tags */
  async revalidateTag(tags) {
    await this.store.invalidate(Array.isArray(tags) ? tags : [tags]);
  }

  resetRequestCache() {}
}
