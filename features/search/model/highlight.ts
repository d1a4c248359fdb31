/**
 * Splits a text into parts that match the query's words and parts that do not, so that the
 * matches can be wrapped in <mark> as React elements: no HTML string is ever built.
 *
 * The search matches Russian word forms ('кулирки' finds 'Кулирка'), so a long word is also
 * matched by its stem: the last letters, where Russian endings live, are dropped, and the
 * mark runs on over the ending the text has instead ('Кулирка' marked whole for 'кулирки').
 */
export interface HighlightPart {
  text: string;
  match: boolean;
}

const WORD = /[\p{L}\p{N}]+/gu;

function stem(word: string): string {
  if (word.length >= 6) return word.slice(0, -2);
  if (word.length === 5) return word.slice(0, -1);
  return word;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An ending of up to 3 letters after a shortened word. */
const ENDING = '\\p{L}{0,3}';

/** The patterns to look for in a text, longest first so that the longest match wins. */
export function highlightTerms(query: string): string[] {
  const words = query.toLocaleLowerCase('ru-RU').match(WORD) ?? [];
  const terms = new Set(
    words
      .filter((word) => word.length >= 2)
      .sort((a, b) => b.length - a.length)
      .map((word) => {
        const base = stem(word);
        return base === word ? escapeRegExp(word) : `${escapeRegExp(base)}${ENDING}`;
      }),
  );
  return [...terms];
}

export function splitHighlight(text: string, query: string): HighlightPart[] {
  const terms = highlightTerms(query);
  if (!text || terms.length === 0) return text ? [{ text, match: false }] : [];
  const pattern = new RegExp(`(${terms.join('|')})`, 'giu');
  const parts: HighlightPart[] = [];
  let last = 0;
  for (const found of text.matchAll(pattern)) {
    const start = found.index;
    if (start > last) parts.push({ text: text.slice(last, start), match: false });
    parts.push({ text: found[0], match: true });
    last = start + found[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts;
}
