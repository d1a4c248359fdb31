// @ts-check
/**
 * A cached page's scripts are fetched after the page has loaded (issue #22, docs/performance.md
 * "Ninth step").
 *
 * Next puts the page's script files in the head as `<script async>` (and a `rel=preload` for the
 * page's own chunk): on a phone they are fetched alongside the fonts and the first photos and
 * compete with them for the connection, and they run while the page is still being painted. The
 * page is rendered on the server and is whole without them; what they bring is the handling of
 * buttons and fields. So the cached copy of a page (the HTML every visitor's first load of a
 * public page gets) names them in one small inline loader at the end of the body instead, which
 * fetches them once the page has loaded (`load`: its fonts, styles and eager pictures are
 * there), or as soon as the visitor reaches for the page (a pointer moved or pressed, a touch,
 * a key), or after `LATE_SCRIPTS_MAX_WAIT_MS` at most, whichever comes first. They then run as
 * Next's async scripts do, in any order.
 *
 * A tap before the page's code has come is not lost: the last button that does nothing without
 * its script (`SCRIPTED_BUTTON`: not one that opens a popover or a dialog by itself, issue #37)
 * clicked before React listens on the document is clicked again once React has hydrated the
 * page (`HYDRATED_EVENT`, sent by the shell). A second small inline script at the top of the
 * head records it (`earlyTapsRecorder`), so that a tap on a page still streaming counts too.
 * React listens from the moment the page's code calls `hydrateRoot` (it marks the document with
 * an own property `_reactListening…`), which is after every script file has come and run, not
 * when the first one has; a click from then on is React's, which replays what it receives while
 * hydrating, and it makes the recorder forget an earlier one, so a click is never given twice.
 * The mark is React DOM's own: tests/upgrade/framework.test.ts reads it in the copy Next ships.
 *
 * Only the page cache's copies are rewritten (./handler.mjs, before their CSP hashes are taken,
 * so the loader is one of the page's allowed inline scripts); a page rendered per request (the
 * cart, the account, the manager's workspace) keeps Next's own tags.
 */

import { SCRIPTED_BUTTON } from './scripted-button.mjs';

/** The longest the scripts wait for the page's load when nobody reaches for it. */
export const LATE_SCRIPTS_MAX_WAIT_MS = 3000;

/** Sent on `window` once React has hydrated the page (features/shell `HydrationSignal`). */
export const HYDRATED_EVENT = 'selvedge:hydrated';

/** The visitor's first reach for the page, which fetches the scripts at once. */
const REACH_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown'];

/** Next's script tags: its own files only (a third party's tag is left as it is). */
const SCRIPT_TAG = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g;
/** The head's charset declaration. */
const CHARSET = /<meta charSet="utf-8"\/>/i;
/** Next's preload of the page's chunk, which would fetch it early all the same. */
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]*? href="\/_next\/static\/[^"]+"\/>/g;

/**
 * The recorder of early taps, as the text of an inline script put at the top of the head: the
 * last button that needs the page's code (`SCRIPTED_BUTTON`) clicked before React listens on the
 * document, clicked again once React has hydrated the page. At the top, not with the loader at
 * the end of the body: on a slow line the visitor taps a button of a page still streaming, long
 * before the body's end has come (issue #37: `npm run bench:taps` lost such taps). ES5, no
 * dependency.
 */
export function earlyTapsRecorder() {
  return [
    '(function(d,w){var b=null;',
    // Whether React listens on the document (its root's listeners are attached).
    'function l(){return Object.keys(d).some(function(k){return k.indexOf("_reactListening")===0})}',
    `function c(v){if(l()){b=null;return}var x=v.target;x=x&&x.closest&&x.closest(${JSON.stringify(SCRIPTED_BUTTON)});if(x)b=x}`,
    'd.addEventListener("click",c,true);',
    `w.addEventListener(${JSON.stringify(HYDRATED_EVENT)},function(){d.removeEventListener("click",c,true);if(b&&b.isConnected)b.click();b=null},{once:true})`,
    '})(document,window)',
  ].join('');
}

/**
 * The loader for these script addresses, as the text of an inline script. ES5, no dependency:
 * it runs before any of the page's code.
 * @param {string[]} sources
 */
export function lateScriptsLoader(sources) {
  return [
    '(function(d,w){',
    `var s=${JSON.stringify(sources)},e=${JSON.stringify(REACH_EVENTS)},o={capture:true,passive:true},t,done=false;`,
    'function go(){if(done)return;done=true;clearTimeout(t);w.removeEventListener("load",go);',
    'e.forEach(function(n){d.removeEventListener(n,go,o)});',
    's.forEach(function(u){var x=d.createElement("script");x.src=u;d.head.appendChild(x)})}',
    'if(d.readyState==="complete"){go();return}',
    'w.addEventListener("load",go);e.forEach(function(n){d.addEventListener(n,go,o)});',
    `t=setTimeout(go,${LATE_SCRIPTS_MAX_WAIT_MS})`,
    '})(document,window)',
  ].join('');
}

/** The list in a loader's text (as `lateScriptsLoader` writes it). */
const LOADER_SOURCES = /<script>\(function\(d,w\)\{var s=(\[[^\]]*\])/;

/**
 * The script addresses a page's loader names, [] for a page without one: what the page loads
 * after all, for a measure of its first-load JavaScript (scripts/bench-pages.ts).
 * @param {string} html
 * @returns {string[]}
 */
export function lateScriptSources(html) {
  const list = LOADER_SOURCES.exec(html)?.[1];
  return list ? JSON.parse(list) : [];
}

/**
 * The page with its Next script tags replaced by the loader (see above). A page without such
 * tags is returned as it is.
 * @param {string} html
 */
export function withLateScripts(html) {
  /** @type {string[]} */
  const sources = [];
  let rewritten = html.replace(SCRIPT_TAG, (_, source) => {
    sources.push(source);
    return '';
  });
  if (sources.length === 0) return html;
  rewritten = rewritten.replace(SCRIPT_PRELOAD, '');
  const at = rewritten.lastIndexOf('</body>');
  if (at === -1) return html;
  rewritten = `${rewritten.slice(0, at)}<script>${lateScriptsLoader(sources)}</script>${rewritten.slice(at)}`;
  // The recorder first thing in the head, after the charset (which must come in the first bytes).
  const head = CHARSET.exec(rewritten) ?? /<head[^>]*>/.exec(rewritten);
  if (!head) return html;
  const after = head.index + head[0].length;
  return `${rewritten.slice(0, after)}<script>${earlyTapsRecorder()}</script>${rewritten.slice(after)}`;
}
