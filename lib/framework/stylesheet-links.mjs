// @ts-check
/**
 * Next's stylesheet links of a `next/dynamic` component made valid HTML (issue #36,
 * docs/upgrading.md "Stylesheet links").
 *
 * On a page that renders a `next/dynamic` component (a buyer's catalogue and product pages:
 * features/catalog/components/buyer-parts.tsx), Next writes the component's CSS as
 * `<link rel="stylesheet" as="style" precedence="dynamic">`
 * (next/dist/shared/lib/lazy-dynamic/preload-chunks.js). `as` belongs to preloads only: the Nu
 * HTML Checker refuses it, and a browser ignores it on a stylesheet. The cached copies leave it
 * out (lib/page-cache/handler.mjs, as they are stored); the stylesheet loads as before.
 */

const STYLESHEET_AS = /(<link\b[^>]*? rel="stylesheet") as="style"/g;

/** @param {string} html */
export function withValidStylesheetLinks(html) {
  return html.replace(STYLESHEET_AS, '$1');
}
