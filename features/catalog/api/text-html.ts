import 'server-only';
import sanitizeHtml from 'sanitize-html';

/**
 * HTML texts of the catalogue API (a section's SEO text, a sewn collection's description) are the
 * back office's: only plain text markup and http(s) links reach the page.
 */
export function textHtml(text: string | null | undefined): string | null {
  if (!text) return null;
  const html = sanitizeHtml(text, {
    allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'ul', 'ol', 'li', 'h2', 'h3', 'a'],
    allowedAttributes: { a: ['href'] },
    allowedSchemes: ['http', 'https'],
  }).trim();
  return html || null;
}
