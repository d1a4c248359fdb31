/**
 * The table of cached pages (lib/page-cache/pages.mjs, issue #36) is the one place a cached page
 * is declared: the copies' routes and proxy.ts's matcher are written from it, and a page keeps
 * only the parameters it is rendered from.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pendingChanges } from '@/lib/page-cache/generate.mjs';
import { renderedUrlOf, tagsForPath, variantFor } from '@/lib/page-cache/keys.mjs';
import { CACHED_PAGES, cachedPageOf } from '@/lib/page-cache/pages.mjs';

describe('the table of cached pages', () => {
  it('matches the copies under app/cached and proxy.ts (else: npm run cache:pages)', async () => {
    const { write, remove } = await pendingChanges();
    expect([...write.keys(), ...remove]).toEqual([]);
  });

  it('names live routes that exist, each path once', () => {
    for (const page of CACHED_PAGES) {
      expect(existsSync(path.join('app', page.route, 'page.tsx')), page.route).toBe(true);
      const sample = page.source.replace(/:[a-z]+/g, 'x-1');
      expect(cachedPageOf(sample)?.page, page.source).toBe(page);
    }
  });

  it('tags a copy by what it shows', () => {
    expect(tagsForPath('/')).toEqual(['all', 'home']);
    expect(tagsForPath('/catalog/')).toEqual(['all', 'catalog']);
    expect(tagsForPath('/catalog/futer/')).toEqual(['all', 'section:futer']);
    expect(tagsForPath('/catalog/futer/futer-3-nitka-10/')).toEqual([
      'all',
      'collection:futer/futer-3-nitka-10',
      'product:futer-3-nitka-10',
    ]);
    expect(tagsForPath('/search-result/')).toEqual(['all', 'search']);
    expect(tagsForPath('/press-center/novosti/')).toEqual(['all', 'content']);
  });

  it('keeps of a query only what the page is rendered from', () => {
    // A content page reads no parameter: one copy whatever is appended.
    expect(cachedPageOf('/about/')?.page.query).toEqual([]);
    expect(renderedUrlOf('/about/?sort=price&utm_source=mail')).toBe('/about/');
    expect(
      variantFor(new URLSearchParams('sort=price'), { keys: cachedPageOf('/about/')?.page.query }),
    ).toBe('-');
    // The vacancy list keeps its filters, the catalogue its state, a product its colour view.
    expect(renderedUrlOf('/career/vacancy/?city=Иваново&utm_source=x')).toBe(
      `/career/vacancy/?city=${encodeURIComponent('Иваново')}`,
    );
    expect(renderedUrlOf('/catalog/futer/?smartFilter=a&search=b')).toBe(
      '/catalog/futer/?smartFilter=a',
    );
    expect(renderedUrlOf('/catalog/futer/x/?action=blue&city=c')).toBe(
      '/catalog/futer/x/?action=blue',
    );
    expect(renderedUrlOf('/search-result/?search=футер&PAGEN_1=2&action=x')).toBe(
      `/search-result/?PAGEN_1=2&search=${encodeURIComponent('футер')}`,
    );
  });
});
