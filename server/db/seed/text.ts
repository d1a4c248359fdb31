import 'server-only';

/** Text helpers for seeded content: Latin slugs for Russian titles, and small HTML builders. */

/** 'Футер 3-нитка петля' → 'futer-3-nitka-petlya': one rule for the seed, the API and the shop. */
export { slugify } from '../../../lib/format/slug';

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (ch) => escapes[ch]!);
}

/** Paragraphs of trusted seed text; `**word**` becomes <strong>. */
export function paragraphs(...texts: string[]): string {
  return texts
    .map((t) => `<p>${escapeHtml(t).replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')}</p>`)
    .join('\n');
}

export function list(items: readonly string[], ordered = false): string {
  const tag = ordered ? 'ol' : 'ul';
  return `<${tag}>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</${tag}>`;
}

export function heading(text: string, level: 2 | 3 = 2): string {
  return `<h${level}>${escapeHtml(text)}</h${level}>`;
}
