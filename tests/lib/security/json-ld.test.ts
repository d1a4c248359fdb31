import { describe, expect, it } from 'vitest';
import { productJsonLd } from '@/features/catalog/model/json-ld';
import type { ProductDetail } from '@/lib/api/contract/catalog';

/**
 * JSON-LD is written into the page as a script element's text: a product title from the back
 * office that holds '</script>' must not be able to close it and run a script of its own.
 */
describe('JSON-LD from API data', () => {
  it('a title with a closing script tag stays data', () => {
    const hostile = '</script><script>alert(document.cookie)</script>';
    const product = {
      id: 1,
      title: hostile,
      subtitle: hostile,
      slug: 'x',
      detail_url: '/catalog/futer/x/',
      photo: '/media/x.jpg',
      more_photo: [],
      color: hostile,
      composition: 'хлопок',
      quantity: 1,
      section: { title: hostile, slug: 'futer' },
    } as unknown as ProductDetail;
    const text = productJsonLd(product, 'https://selvedge.example');
    expect(text).not.toMatch(/<\/?script/i);
    expect(text).not.toContain('<');
    // Still the same text for a search engine's JSON parser: '<' written as \u003c.
    expect(text).toContain('\\u003c/script>\\u003cscript>alert(document.cookie)');
    expect(JSON.parse(`"${'\\u003c/script>'}"`)).toBe('</script>');
  });
});
