import 'server-only';
import sanitize from 'sanitize-html';

/**
 * A product's description from 1C (`Описание`, issue #35) as the product page may show it.
 *
 * 1C sends HTML or plain text in the same field; like Bitrix's CommerceML import, the text is
 * HTML when it holds a tag. HTML keeps only text markup (paragraphs, lists, emphasis, small
 * headings, tables) and no attribute at all: the page must not get links, pictures, styles or
 * handlers from 1C. Plain text becomes paragraphs (a blank line) and line breaks (a newline).
 * Nothing to show is null, and a very long text is cut where a block ends.
 */

/** About the most the page shows: a description, not a catalogue of its own. */
export const DESCRIPTION_MAX_CHARS = 20_000;
/**
 * Input read at most: enough for the shown part of any sane text even when most of it is
 * markup to drop, so that a megabyte from 1C costs no more than this.
 */
const INPUT_MAX_CHARS = 10 * DESCRIPTION_MAX_CHARS;

const options: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'ul',
    'ol',
    'li',
    'b',
    'strong',
    'i',
    'em',
    'h3',
    'h4',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {},
  // Other tags go and their text stays, except these, whose text is not text for a reader
  // (a script, a style sheet, an office document's head).
  disallowedTagsMode: 'discard',
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'template',
    'head',
    'title',
    'xml',
  ],
  // The page's own h2 is the section's title: bigger headings of the text step down under it.
  transformTags: { h1: 'h3', h2: 'h3', h5: 'h4', h6: 'h4' },
};

/** Closing tags of blocks the allowlist drops: their text must not run into the next block's. */
const DROPPED_BLOCK_END =
  /<\/(?:div|section|article|header|footer|aside|blockquote|pre|address|dd|dt|figure|figcaption|caption)\s*>/gi;

/**
 * Bitrix's test (`preg_match('/<[a-zA-Z0-9]+.*?>/')`): a '<' with a letter or digit, and a '>'
 * later on the same line. Line by line without the regex: its backtracking is quadratic on a
 * long line of '<a' with no '>'.
 */
function holdsTag(text: string): boolean {
  for (const line of text.split('\n')) {
    const open = line.search(/<[a-zA-Z0-9]/);
    if (open >= 0 && line.includes('>', open + 2)) return true;
  }
  return false;
}

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Blocks between blank lines become paragraphs, the lines of a block are kept apart by <br />. */
function paragraphs(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((block) =>
      block
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== '')
        .map(escapeText)
        .join('<br />'),
    )
    .filter((block) => block !== '')
    .map((block) => `<p>${block}</p>`)
    .join('');
}

/** Does the markup have any text a reader would see? */
const hasText = (html: string) => /\S/.test(html.replace(/<[^>]*>/g, ''));

/**
 * The first DESCRIPTION_MAX_CHARS or so: cut after the last block that fits (a paragraph, list,
 * table or heading), else after a list item, row or line, else at a space; the cut is sanitised
 * again, which closes whatever it left open.
 */
function capped(html: string): string {
  if (html.length <= DESCRIPTION_MAX_CHARS) return html;
  const head = html.slice(0, DESCRIPTION_MAX_CHARS);
  const lastEnd = (pattern: RegExp) => {
    let end = -1;
    for (const match of head.matchAll(pattern)) end = match.index + match[0].length;
    return end;
  };
  const block = lastEnd(/<\/(?:p|ul|ol|table|h3|h4)>/g);
  const line = block > 0 ? block : lastEnd(/<\/(?:li|tr)>|<br \/>/g);
  // Outside the tags above no tag holds a space (none has attributes), so a space is in text;
  // with no space at all, the cut must not halve an entity ('&lt;') or a tag.
  const space = head.lastIndexOf(' ');
  const unfinished = (start: string, end: string) => {
    const at = head.lastIndexOf(start);
    return at > head.lastIndexOf(end) ? at : head.length;
  };
  const cut =
    line > 0 ? line : space > 0 ? space : Math.min(unfinished('&', ';'), unfinished('<', '>'));
  return sanitize(head.slice(0, cut), options);
}

/** The description's HTML for the product page, or null when there is nothing to show. */
export function descriptionHtml(text: string | null | undefined): string | null {
  if (!text || !/\S/.test(text)) return null;
  let source = text.replace(/\r\n?/g, '\n');
  if (source.length > INPUT_MAX_CHARS) {
    // Cut at a space or a tag's end, so that no word or character is halved.
    const head = source.slice(0, INPUT_MAX_CHARS);
    const at = Math.max(head.lastIndexOf('>') + 1, head.lastIndexOf(' '), head.lastIndexOf('\n'));
    source = at > 0 ? head.slice(0, at) : head;
  }
  const html = holdsTag(source)
    ? sanitize(source.replace(DROPPED_BLOCK_END, '$&\n'), options).trim()
    : paragraphs(source);
  return hasText(html) ? capped(html) : null;
}
