/**
 * `npm run test:upgrade`: every assumption the shop's framework seam (lib/framework/,
 * docs/upgrading.md) makes about the installed Next and React, checked against them. Run it first
 * after an upgrade: a failure names the piece to look at, and docs/upgrading.md says what to do.
 * Part of `npm test` (Vitest's `upgrade` project).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { lateScriptSources, withLateScripts } from '@/lib/framework/late-scripts.mjs';
import { pageBytesOf, pageText } from '@/lib/framework/page-bytes.mjs';
import { withValidStylesheetLinks } from '@/lib/framework/stylesheet-links.mjs';
import {
  ROUTER_PREFETCH_HEADER,
  RSC_CONTENT_TYPE,
  RSC_HEADER,
} from '@/lib/framework/router-requests';

const require = createRequire(import.meta.url);
const source = (module: string) => readFileSync(require.resolve(module), 'utf8');

describe('custom server (server.mjs, lib/framework/http-server.mjs)', () => {
  it('Next still offers next() with prepare, getRequestHandler, close and our own http server', () => {
    const next = require('next') as (options: object) => Record<string, unknown>;
    const app = next({ dev: false, dir: process.cwd() });
    for (const method of ['prepare', 'getRequestHandler', 'close'])
      expect(typeof app[method], method).toBe('function');
    // The upgrade socket (dev's hot reload) is attached to the server we hand it.
    expect(source('next/dist/server/next.js')).toContain('this.options.httpServer');
  });

  it('Next fills X-Forwarded-For from the socket only when the request has none', () => {
    // server/platform/peer-address.ts appends the peer itself before Next runs; a Next that
    // overwrote the header would change every rate limit's key.
    expect(source('next/dist/server/base-server.js')).toMatch(
      /req\.headers\['x-forwarded-for'\] \?\?= /,
    );
  });
});

describe('page bytes (lib/framework/page-bytes.mjs)', () => {
  it("Next hands a cached page's text to res.end as the very string the cache gave it", async () => {
    const { sendRenderResult } = require('next/dist/server/send-payload.js') as {
      sendRenderResult: (options: object) => Promise<void>;
    };
    const RenderResult = (
      require('next/dist/server/render-result.js') as {
        default: new (text: string, meta: object) => unknown;
      }
    ).default;
    const bytes = Buffer.from(`<!DOCTYPE html><p>${'Футер 3-нитка. '.repeat(2000)}</p>`, 'utf8');
    const text = pageText(bytes);
    const ended: unknown[] = [];
    const headers = new Map<string, unknown>();
    const res = {
      finished: false,
      headersSent: false,
      getHeader: (name: string) => headers.get(name.toLowerCase()),
      setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), value),
      end: (chunk: unknown) => ended.push(chunk),
    };
    await sendRenderResult({
      req: { method: 'GET', headers: {} },
      res,
      result: new RenderResult(text, { contentType: 'text/html; charset=utf-8' }),
      generateEtags: false,
      poweredByHeader: false,
    });
    expect(ended).toHaveLength(1);
    expect(pageBytesOf(ended[0])).toBe(bytes);
    expect(headers.get('content-length')).toBe(bytes.length);
  });
});

describe('scripts after the load (lib/framework/late-scripts.mjs)', () => {
  it('Next still names the page scripts through ReactDOM.preinit', () => {
    expect(source('next/dist/server/app-render/required-scripts.js')).toMatch(
      /\.preinit\(preinitScriptCommands\[i\], \{\s*as: 'script',\s*nonce,\s*crossOrigin\s*\}\)/,
    );
  });

  it("React DOM's server writes a preinit script and the chunk preload as the loader reads them", async () => {
    const React = require('next/dist/compiled/react') as typeof import('react');
    const ReactDOM = require('next/dist/compiled/react-dom') as typeof import('react-dom');
    const { renderToPipeableStream } = require('next/dist/compiled/react-dom/server.node') as {
      renderToPipeableStream: (node: unknown, options: object) => { pipe: (to: Writable) => void };
    };
    function Page() {
      ReactDOM.preinit('/_next/static/chunks/page-b.js', { as: 'script' });
      ReactDOM.preload('/_next/static/chunks/page-c.js', { as: 'script', fetchPriority: 'low' });
      return React.createElement('html', null, React.createElement('body', null, 'Футер'));
    }
    const html = await new Promise<string>((resolve, reject) => {
      let text = '';
      const sink = new Writable({
        write(chunk, _encoding, done) {
          text += chunk;
          done();
        },
        final(done) {
          resolve(text);
          done();
        },
      });
      renderToPipeableStream(React.createElement(Page), {
        onAllReady() {},
        onShellError: reject,
      }).pipe(sink);
    });
    const rewritten = withLateScripts(html);
    expect(lateScriptSources(rewritten)).toEqual(['/_next/static/chunks/page-b.js']);
    expect(rewritten).not.toContain('<script src=');
    expect(rewritten).not.toContain('rel="preload" as="script"');
  });

  it('reads the mark the React DOM the browser runs puts on its root when it starts listening', () => {
    // Next's own copy of React DOM is the one in the page's code. Renamed in an upgrade, the
    // loader would take React as never listening and give a tap React replayed a second time.
    const reactDom = source('next/dist/compiled/react-dom/cjs/react-dom-client.production.js');
    expect(reactDom).toContain('var listeningMarker = "_reactListening" + Math.random()');
    expect(reactDom).toMatch(/rootContainerElement\[listeningMarker\] = !0/);
  });
});

describe("the router's requests and context (lib/framework/router-*.ts)", () => {
  it('marks its RSC requests and prefetches with the headers the prefetch gate reads', () => {
    const headers = require('next/dist/client/components/app-router-headers.js') as Record<
      string,
      string
    >;
    expect(headers.RSC_HEADER).toBe(RSC_HEADER);
    expect(headers.NEXT_ROUTER_PREFETCH_HEADER).toBe(ROUTER_PREFETCH_HEADER);
    expect(headers.RSC_CONTENT_TYPE_HEADER).toBe(RSC_CONTENT_TYPE);
  });

  it("next/link reads the router from the same context module the shop's link reads", () => {
    const context = require('next/dist/shared/lib/app-router-context.shared-runtime') as {
      AppRouterContext: { $$typeof: symbol };
    };
    expect(context.AppRouterContext.$$typeof).toBe(Symbol.for('react.context'));
    expect(source('next/dist/client/app-dir/link.js')).toContain(
      'app-router-context.shared-runtime',
    );
  });
});

describe('image props (lib/framework/image-props.ts)', () => {
  it("the deep module's getImageProps is the one next/image exports", () => {
    const deep = require('next/dist/shared/lib/image-external-get-image-props') as {
      getImageProps: unknown;
    };
    const image = require('next/image') as { getImageProps: unknown };
    expect(typeof deep.getImageProps).toBe('function');
    expect(image.getImageProps).toBe(deep.getImageProps);
  });
});

describe("a render's own box (lib/page-cache/page-buyer.ts)", () => {
  it("React's server build still offers cache(), scoped to the request", () => {
    const reactServer = source('next/dist/compiled/react/cjs/react.react-server.production.js');
    expect(reactServer).toMatch(/exports\.cache = function/);
  });
});

describe('after-build steps (lib/framework/build/)', () => {
  it('the build manifest still lists the first-load files the compile hints mark', () => {
    expect(source('next/dist/server/app-render/required-scripts.js')).toContain('rootMainFiles');
  });
});

describe('stylesheet links (lib/framework/stylesheet-links.mjs)', () => {
  it('Next still writes a next/dynamic component\'s CSS with as="style", which the copies drop', () => {
    // When this fails, Next writes valid links itself: delete the step (docs/upgrading.md).
    expect(source('next/dist/shared/lib/lazy-dynamic/preload-chunks.js')).toMatch(
      /rel: "stylesheet",\s*as: "style"/,
    );
    const link =
      '<link href="/_next/static/chunks/1kpkc97cjij3g.css" rel="stylesheet" as="style" data-precedence="dynamic"/>';
    expect(
      withValidStylesheetLinks(
        `<head>${link}<link rel="preload" as="style" href="/a.css"/></head>`,
      ),
    ).toBe(
      '<head><link href="/_next/static/chunks/1kpkc97cjij3g.css" rel="stylesheet" data-precedence="dynamic"/><link rel="preload" as="style" href="/a.css"/></head>',
    );
  });
});
