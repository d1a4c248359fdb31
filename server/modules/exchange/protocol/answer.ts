/**
 * 1C's answers (issue #35, docs/1c-exchange.md «The protocol»): plain text, one item a line, the
 * first line `success`, `progress` or `failure`.
 *
 * Charset: UTF-8, declared as `text/plain; charset=utf-8`, with no BOM. Bitrix answers in
 * windows-1251 and woocommerce-1c in UTF-8 with a BOM, and 1C works with both, but which of the
 * header and the BOM 1C goes by is not known (research §1.1). 1C compares the first line with
 * 'success' literally: a BOM it did not strip would make every answer a failure, while a charset
 * it ignored would garble only the Russian message. So the keywords, cookie and sessid lines are
 * ASCII, the header names the charset, and no BOM precedes them.
 */
import 'server-only';

export type ExchangeStatus = 'success' | 'progress' | 'failure';

export const TEXT_CONTENT_TYPE = 'text/plain; charset=utf-8';
export const XML_CONTENT_TYPE = 'application/xml; charset=utf-8';

/** A value on a line of its own: line breaks (and other control characters) become spaces. */
export function answerLine(value: string): string {
  return value.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').trim();
}

/** The body: the status, then each item on its own line, `\n` between them (as Bitrix). */
export function answerText(status: ExchangeStatus, lines: readonly string[] = []): string {
  return [status, ...lines.map(answerLine)].join('\n');
}

const headers = (contentType: string) => ({
  'content-type': contentType,
  // An answer belongs to one session and one moment: nothing may keep it.
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
});

export function exchangeAnswer(
  status: ExchangeStatus,
  lines: readonly string[] = [],
  init: { httpStatus?: number; headers?: Record<string, string> } = {},
): Response {
  return new Response(answerText(status, lines), {
    status: init.httpStatus ?? 200,
    headers: { ...headers(TEXT_CONTENT_TYPE), ...init.headers },
  });
}

/** Data lines with no status line: `mode=init`'s `zip=yes` and `file_limit=…`. */
export function exchangeLines(lines: readonly string[]): Response {
  return new Response(lines.map(answerLine).join('\n'), {
    status: 200,
    headers: headers(TEXT_CONTENT_TYPE),
  });
}

/** `failure` and a Russian message: HTTP 200 (1C reads the body), unless told otherwise. */
export const failure = (message: string, init?: Parameters<typeof exchangeAnswer>[2]) =>
  exchangeAnswer('failure', [message], init);

export function xmlAnswer(xml: string): Response {
  return new Response(xml, { status: 200, headers: headers(XML_CONTENT_TYPE) });
}
