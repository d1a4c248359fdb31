import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import PageCacheHandler, { inlineScriptHashes } from '@/lib/page-cache/handler.mjs';
import { lateScriptsLoader, withLateScripts } from '@/lib/framework/late-scripts.mjs';
import { noteBackendFailure, registerCachedPagePolicy } from '@/lib/page-cache/signals.mjs';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const html = [
  '<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async=""></script></head>',
  '<body><script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script type="application/ld+json">{"@type":"Product"}</script>',
  '<script>self.__next_f.push([1,"payload"])</script></body></html>',
].join('');

const key = '/route-cache/APP_PAGE/abc/$/cached/-/about';
const entry = () => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from('x'),
  headers: {},
  status: 200,
});

afterEach(() => noteBackendFailure(0));

describe('inline script hashes', () => {
  it('lists every inline script a browser runs, and no file or data block', () => {
    expect(inlineScriptHashes(html).sort()).toEqual(
      [
        sha('(self.__next_f=self.__next_f||[]).push([0])'),
        sha('self.__next_f.push([1,"payload"])'),
      ].sort(),
    );
  });
});

describe('the cache handler', () => {
  registerCachedPagePolicy((hashes) => `script-src 'self' ${hashes.join(' ')}`);

  it('gives the page a policy with the hashes of its own scripts and keeps it', async () => {
    const handler = new PageCacheHandler();
    const data = entry();
    await handler.set(key, data, { cacheControl: { revalidate: 300 } });
    // The same headers object goes out with the answer being made now.
    expect((data.headers as Record<string, string>)['content-security-policy']).toContain(
      sha('self.__next_f.push([1,"payload"])'),
    );
    const hit = (await handler.get(key)) as {
      value: { headers: Record<string, string>; html: string };
    };
    expect(hit.value.headers['content-security-policy']).not.toContain('unsafe-inline');
    // The page's scripts come after its load, through a loader its policy allows
    // (lib/framework/late-scripts.mjs).
    expect(hit.value.headers['content-security-policy']).toContain(
      sha(lateScriptsLoader(['/_next/static/chunks/a.js'])),
    );
    // Handed to Next as the page that was rendered, its scripts late; kept as UTF-8 bytes, which
    // the response hook sends for that text (lib/framework/page-bytes.mjs).
    expect(hit.value.html).toBe(withLateScripts(html));
    expect(hit.value.html).not.toContain('<script src=');
    expect(Buffer.isBuffer((data as { html: unknown }).html)).toBe(true);
  });

  it('keeps only the anonymous copies of pages', async () => {
    const handler = new PageCacheHandler();
    await handler.set('/route-cache/APP_PAGE/abc/$/user', entry(), {});
    expect(await handler.get('/route-cache/APP_PAGE/abc/$/user')).toBeNull();
  });

  it('serves but does not keep a page rendered while the back end was failing', async () => {
    const handler = new PageCacheHandler();
    const degradedKey = '/route-cache/APP_PAGE/abc/$/cached/-/contacts';
    noteBackendFailure();
    const data = entry();
    await handler.set(degradedKey, data, { cacheControl: { revalidate: 300 } });
    expect((data.headers as Record<string, string>)['content-security-policy']).toBeTruthy();
    expect(await handler.get(degradedKey)).toBeNull();
  });

  it('keeps a page rendered after a change moments before, not one rendered across it', async () => {
    const handler = new PageCacheHandler();
    const listing = '/route-cache/APP_PAGE/abc/$/cached/-/catalog';
    // A sale drops the listing; the next visitor's miss starts a render of the new data.
    await handler.revalidateTag(['catalog']);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await handler.get(listing)).toBeNull();
    await handler.set(listing, entry(), { cacheControl: { revalidate: 300 } });
    expect(await handler.get(listing)).not.toBeNull();

    // A sale that lands between the miss and the store: the page it rendered is not kept.
    await handler.revalidateTag(['catalog']);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await handler.get(listing)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await handler.revalidateTag(['catalog']);
    await handler.set(listing, entry(), { cacheControl: { revalidate: 300 } });
    expect(await handler.get(listing)).toBeNull();
  });
});
