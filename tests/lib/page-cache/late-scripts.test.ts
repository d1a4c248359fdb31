// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  HYDRATED_EVENT,
  LATE_SCRIPTS_MAX_WAIT_MS,
  earlyTapsRecorder,
  lateScriptSources,
  lateScriptsLoader,
  withLateScripts,
} from '@/lib/framework/late-scripts.mjs';

const page = [
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/page.js"/>',
  '<script src="/_next/static/chunks/a.js" async=""></script>',
  '<script src="/_next/static/chunks/turbopack-b.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '<script src="https://api-maps.yandex.ru/v3/?apikey=k" async=""></script>',
  '<script src="/_next/static/chunks/page.js" async=""></script>',
  '</head><body><main>Текст</main>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>',
].join('');

describe('a cached page with its scripts after the load', () => {
  it("names Next's scripts in one loader at the end of the body, and only those", () => {
    const html = withLateScripts(page);
    expect(html).not.toContain('<script src="/_next/static/chunks/a.js"');
    expect(html).not.toContain('rel="preload" as="script"');
    // The loader comes after the page's content and its data, and lists the files in order.
    expect(html).toMatch(
      /<\/main><script>\(self.__next_f[^<]*<\/script><script>\(function\(d,w\)[^<]*<\/script><\/body>/,
    );
    expect(lateScriptSources(html)).toEqual([
      '/_next/static/chunks/a.js',
      '/_next/static/chunks/turbopack-b.js',
      '/_next/static/chunks/page.js',
    ]);
    // The taps' recorder runs first thing, right after the charset: a tap on a page still
    // streaming is recorded too (issue #37).
    expect(html).toMatch(
      /^<!DOCTYPE html><html><head><meta charSet="utf-8"\/><script>\(function\(d,w\)\{var b=null;/,
    );
    // What Next's loader does not own stays: the old browsers' polyfills, a third party's tag.
    expect(html).toContain('<script src="/_next/static/chunks/polyfills.js" noModule="">');
    expect(html).toContain('<script src="https://api-maps.yandex.ru/v3/?apikey=k" async="">');
  });

  it('leaves a page without script files as it is', () => {
    const plain = '<!DOCTYPE html><html><head></head><body><p>Нет скриптов</p></body></html>';
    expect(withLateScripts(plain)).toBe(plain);
    expect(lateScriptSources(plain)).toEqual([]);
  });
});

describe("the loader in the visitor's browser", () => {
  const sources = ['/_next/static/chunks/a.js', '/_next/static/chunks/b.js'];
  const fetched = () =>
    Array.from(document.head.querySelectorAll('script[src]')).map((s) => s.getAttribute('src'));
  let readyState: DocumentReadyState;

  // The page's two inline scripts: the recorder at the top of the head, the loader at the end.
  const runLoader = () => {
    new Function(earlyTapsRecorder())();
    new Function(lateScriptsLoader(sources))();
  };

  beforeEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    readyState = 'loading';
    vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
  });
  afterEach(() => {
    // Retires the test's loader (its listeners are on the window and the document all tests share).
    window.dispatchEvent(new Event(HYDRATED_EVENT));
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('fetches nothing while the page loads, and every script once when it has loaded', () => {
    runLoader();
    expect(fetched()).toEqual([]);
    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    expect(fetched()).toEqual(sources);
    window.dispatchEvent(new Event('load'));
    document.dispatchEvent(new Event('pointerdown'));
    expect(fetched()).toEqual(sources);
  });

  it('fetches them at once when the visitor reaches for the page before it has loaded', () => {
    runLoader();
    document.body.dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(fetched()).toEqual(sources);
    window.dispatchEvent(new Event('load'));
    expect(fetched()).toEqual(sources);
  });

  it('does not wait for a page that never finishes loading longer than its bound', () => {
    vi.useFakeTimers();
    runLoader();
    vi.advanceTimersByTime(LATE_SCRIPTS_MAX_WAIT_MS - 1);
    expect(fetched()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(fetched()).toEqual(sources);
  });

  it('fetches them at once on a page that has already loaded', () => {
    readyState = 'complete';
    runLoader();
    expect(fetched()).toEqual(sources);
  });

  /** A button whose handler comes with the page's code; counts what it was given. */
  const buttonOnPage = (type = 'button', attributes = '') => {
    document.body.innerHTML = `<button type="${type}" ${attributes}>Каталог</button>`;
    const button = document.querySelector('button')!;
    const clicks = { before: 0, after: 0 };
    let hydrated = false;
    button.addEventListener('click', () => (hydrated ? clicks.after++ : clicks.before++));
    return { button, clicks, hydrate: () => (hydrated = true) };
  };
  const sayHydrated = () => window.dispatchEvent(new Event(HYDRATED_EVENT));

  it('clicks again, once React has hydrated the page, a button tapped before any code ran', () => {
    runLoader();
    const { button, clicks, hydrate } = buttonOnPage();
    button.click();
    button.click();
    window.dispatchEvent(new Event('load'));
    hydrate();
    sayHydrated();
    expect(clicks).toEqual({ before: 2, after: 1 });
  });

  /** What React does when the page's code calls hydrateRoot: its listeners mark the document. */
  const reactListens = () => {
    const marker = `_reactListening${Math.random().toString(36).slice(2)}`;
    (document as unknown as Record<string, boolean>)[marker] = true;
    return () => delete (document as unknown as Record<string, boolean>)[marker];
  };

  it('still clicks again a button tapped after some scripts have come but before React listens', () => {
    runLoader();
    const { button, clicks, hydrate } = buttonOnPage();
    window.dispatchEvent(new Event('load'));
    // The first files have come and run; the page's code has not called hydrateRoot yet.
    document.head.querySelector('script')!.dispatchEvent(new Event('load'));
    button.click();
    hydrate();
    sayHydrated();
    expect(clicks).toEqual({ before: 1, after: 1 });
  });

  it('leaves a click made once React listens to React, forgetting an earlier one, and a submit button alone', () => {
    runLoader();
    const { button, clicks, hydrate } = buttonOnPage();
    button.click();
    const stopListening = reactListens();
    // React replays this one itself; clicking the earlier one too would give the button twice.
    button.click();
    hydrate();
    sayHydrated();
    expect(clicks).toEqual({ before: 2, after: 0 });

    runLoader();
    const after = buttonOnPage();
    after.button.click();
    after.hydrate();
    sayHydrated();
    expect(after.clicks).toEqual({ before: 1, after: 0 });
    stopListening();

    runLoader();
    const submit = buttonOnPage('submit');
    submit.button.click();
    submit.hydrate();
    sayHydrated();
    expect(submit.clicks).toEqual({ before: 1, after: 0 });
  });

  it('does not click again a button the browser works itself: it opened its popover or dialog already (issue #37)', () => {
    for (const attributes of [
      'popovertarget="catalog-menu"',
      'commandfor="ask" command="show-modal"',
    ]) {
      runLoader();
      const native = buttonOnPage('button', attributes);
      native.button.click();
      native.hydrate();
      sayHydrated();
      // A second click would close what the first one opened.
      expect(native.clicks, attributes).toEqual({ before: 1, after: 0 });
    }
  });

  it('clicks again a button tapped while the page was still streaming, before the loader at its end had come (issue #37)', () => {
    new Function(earlyTapsRecorder())();
    const { button, clicks, hydrate } = buttonOnPage();
    button.click();
    // The rest of the page arrives: its loader, then the scripts, then the hydration.
    new Function(lateScriptsLoader(sources))();
    window.dispatchEvent(new Event('load'));
    hydrate();
    sayHydrated();
    expect(clicks).toEqual({ before: 1, after: 1 });
  });
});
