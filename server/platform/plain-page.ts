/**
 * The shop's page for answers written before Next or React run (issue #34): Node's own
 * refusals of a request it cannot read (an address or cookies over its 16 KB limit). One small
 * self-contained HTML document — no script, no stylesheet or font to fetch, its own strict CSP —
 * in the shop's words and colours, with the way back: the home page and, for an over-long
 * address, a search field that takes no more than the shop's fields take.
 */
import 'server-only';

/** features/search/model/limits.ts's (server/ may not import features/); a test keeps them equal. */
export const PLAIN_PAGE_SEARCH_MAX_LENGTH = 100;

/** No script, nothing fetched; the search form may only go to the shop itself. */
export const PLAIN_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const style = `
body{margin:0;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1e1d1b;background:#f7f5f1}
main{max-width:560px;margin:0 auto;padding:48px 20px}
.logo{font-weight:700;letter-spacing:.08em;text-transform:uppercase;color:inherit;text-decoration:none}
h1{margin:40px 0 12px;font-size:28px;line-height:1.2}
p{margin:0 0 24px;color:#57534d}
form{display:flex;gap:8px;margin:0 0 24px}
input{flex:1;min-width:0;height:44px;padding:0 16px;border:1px solid #d9d4ca;border-radius:999px;font:inherit;background:#fff}
button,.home{display:inline-flex;align-items:center;height:44px;padding:0 20px;border:0;border-radius:999px;font:inherit;background:#1e1d1b;color:#fff;text-decoration:none;cursor:pointer}
.home{background:none;color:#1e1d1b;border:1px solid #1e1d1b}
:focus-visible{outline:2px solid #1e1d1b;outline-offset:2px}
`.replace(/\n/g, '');

export function plainPage({
  title,
  text,
  search = false,
}: {
  title: string;
  text: string;
  /** Offer the search again (the address was too long: usually a pasted query). */
  search?: boolean;
}): string {
  const form = search
    ? `<form action="/search-result/" method="get" role="search"><label for="q" style="position:absolute;left:-9999px">Поиск по каталогу</label><input id="q" name="search" type="search" required minlength="3" maxlength="${PLAIN_PAGE_SEARCH_MAX_LENGTH}" placeholder="Поиск по каталогу" autocomplete="off"><button type="submit">Найти</button></form>`
    : '';
  return (
    '<!DOCTYPE html><html lang="ru"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="robots" content="noindex">' +
    `<title>${escape(title)} — Selvedge</title><style>${style}</style></head>` +
    `<body><main><a class="logo" href="/">Selvedge</a><h1>${escape(title)}</h1>` +
    `<p>${escape(text)}</p>${form}<a class="home" href="/">На главную</a></main></body></html>`
  );
}
