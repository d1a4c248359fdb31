import 'server-only';
import sanitize from 'sanitize-html';

/**
 * HTML from the API (content texts, press items, vacancies, buyers pages, SEO texts) is the
 * back office's, not ours: only this allowlist of tags and attributes reaches the page, links
 * only with http(s), mailto, tel or site-relative addresses, never a script or a handler.
 */
const options: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'a',
    'blockquote',
    'span',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link that opens a new tab must not hand the opener to the other site.
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

const HEADING = /<h([2-4])\b/gi;

/**
 * The text's headings moved up so that its highest one is `topHeading` (an article's body under
 * the page's h1 starts at h2): the back office often writes its sections as h3, and a page whose
 * outline skips a level is invalid HTML (the Nu checker, issue #36) and harder to navigate by
 * headings. Never moved down; levels below h2 stay apart as they were written.
 */
function headingShift(html: string, topHeading: number): number {
  const levels = [...html.matchAll(HEADING)].map((match) => Number(match[1]));
  return levels.length === 0 ? 0 : Math.max(0, Math.min(...levels) - topHeading);
}

export function sanitizeHtml(html: string, { topHeading }: { topHeading?: number } = {}): string {
  const shift = topHeading ? headingShift(html, topHeading) : 0;
  if (shift === 0) return sanitize(html, options);
  const moved = (level: number) => (tagName: string, attribs: sanitize.Attributes) => ({
    tagName: `h${level - shift}`,
    attribs,
  });
  return sanitize(html, {
    ...options,
    transformTags: { ...options.transformTags, h3: moved(3), h4: moved(4) },
  });
}
