import { render, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Report = (metric: { name: string; value: number }) => void;

/*
 * web-vitals as it behaves in a browser, reduced: LCP and TTFB are reported when the test says
 * (after an input, after the load), CLS and INP when the page is hidden, from the library's own
 * `visibilitychange` listener on window in the capture phase (lib/getVisibilityWatcher.js). That
 * listener is added after the reporter's, as in the browser (the library is imported late).
 */
const library = vi.hoisted(() => ({
  reporters: {} as Record<string, Report>,
  atHidden: {} as Record<string, number>,
  listeners: [] as (() => void)[],
}));

vi.mock('web-vitals', () => {
  const onHidden = (name: string) => (report: Report) => {
    library.reporters[name] = report;
    const listener = () => {
      const value = library.atHidden[name];
      if (document.visibilityState === 'hidden' && value !== undefined) report({ name, value });
    };
    addEventListener('visibilitychange', listener, true);
    library.listeners.push(() => removeEventListener('visibilitychange', listener, true));
  };
  const onCall = (name: string) => (report: Report) => {
    library.reporters[name] = report;
  };
  return {
    onLCP: onCall('LCP'),
    onTTFB: onCall('TTFB'),
    onCLS: onHidden('CLS'),
    onINP: onHidden('INP'),
  };
});

let visibility: DocumentVisibilityState = 'visible';
const sendBeacon = vi.fn((_url: string, _body?: BodyInit | null) => true);

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

/** A fresh document's reporter: the module keeps one report per document. */
async function landOn(path: string) {
  window.history.replaceState(null, '', path);
  vi.resetModules();
  const { WebVitalsReporter } = await import('@/features/shell/components/web-vitals-reporter');
  render(<WebVitalsReporter />);
}

const libraryReady = () => waitFor(() => expect(library.reporters.TTFB).toBeDefined());

async function sentBodies(): Promise<unknown[]> {
  return Promise.all(
    sendBeacon.mock.calls.map(async ([url, body]) => {
      expect(url).toBe('/api/v1/vitals/');
      expect(body).toBeInstanceOf(Blob);
      expect((body as Blob).type).toBe('application/json');
      return JSON.parse(await (body as Blob).text()) as unknown;
    }),
  );
}

/** The metrics the reporter asked the library for (none: it was never loaded). */
const measured = () => Object.keys(library.reporters);

/** Lets the library's dynamic import settle when the reporter is expected not to load it. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

beforeEach(() => {
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => visibility,
  });
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: sendBeacon });
  Object.defineProperty(navigator, 'connection', { configurable: true, value: undefined });
  vi.spyOn(Math, 'random').mockReturnValue(0);
  setWidth(1440);
  library.reporters = {};
  library.atHidden = {};
});

afterEach(() => {
  for (const remove of library.listeners.splice(0)) remove();
  sendBeacon.mockClear();
  vi.restoreAllMocks();
  Cookies.remove('session_staff');
  document.head.querySelectorAll('script').forEach((script) => script.remove());
  window.history.replaceState(null, '', '/');
});

describe('real visitors’ Core Web Vitals reporter (issue #37)', () => {
  it('sends one report with every metric measured when the page is hidden, and no second', async () => {
    setWidth(360);
    await landOn('/catalog/poplin/');
    await libraryReady();
    library.reporters.TTFB!({ name: 'TTFB', value: 312.4 });
    library.reporters.LCP!({ name: 'LCP', value: 1890.2 });
    library.atHidden = { CLS: 0.0412, INP: 168 };
    expect(sendBeacon).not.toHaveBeenCalled();

    setVisibility('hidden');
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(await sentBodies()).toEqual([
      {
        page: 'catalog',
        device: 'phone',
        metrics: [
          { name: 'LCP', value: 1890 },
          { name: 'INP', value: 168 },
          { name: 'CLS', value: 0.0412 },
          { name: 'TTFB', value: 312 },
        ],
      },
    ]);

    // The visitor comes back, shifts the layout again and leaves: still the one report.
    setVisibility('visible');
    library.atHidden = { CLS: 0.3, INP: 400 };
    setVisibility('hidden');
    window.dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });

  it('sends on pagehide when no visibilitychange came first', async () => {
    await landOn('/');
    await libraryReady();
    library.reporters.TTFB!({ name: 'TTFB', value: 95 });
    window.dispatchEvent(new Event('pagehide'));
    expect(await sentBodies()).toEqual([
      { page: 'home', device: 'desktop', metrics: [{ name: 'TTFB', value: 95 }] },
    ]);
  });

  it('tells a product page from a collection by the page’s Product JSON-LD', async () => {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = JSON.stringify([{ '@context': 'https://schema.org', '@type': 'Product' }]);
    document.head.append(script);
    setWidth(900);
    await landOn('/catalog/poplin/poplin-white-10042/');
    await libraryReady();
    library.reporters.LCP!({ name: 'LCP', value: 2600 });
    setVisibility('hidden');
    expect(await sentBodies()).toEqual([
      { page: 'product', device: 'tablet', metrics: [{ name: 'LCP', value: 2600 }] },
    ]);
  });

  it('sends nothing for a page view with no metric', async () => {
    await landOn('/about/');
    await libraryReady();
    setVisibility('hidden');
    window.dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it('measures and sends nothing under Save-Data', async () => {
    Object.defineProperty(navigator, 'connection', {
      configurable: true,
      value: { saveData: true },
    });
    await landOn('/catalog/');
    await settle();
    setVisibility('hidden');
    expect(measured()).toEqual([]);
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it('measures and sends nothing for a page view outside the sample', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.9);
    await landOn('/catalog/');
    await settle();
    setVisibility('hidden');
    expect(measured()).toEqual([]);
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it('measures nothing on the managers’ pages nor in a staff session', async () => {
    await landOn('/manager/web-vitals/');
    await settle();
    expect(measured()).toEqual([]);

    Cookies.set('session_staff', '1');
    await landOn('/catalog/');
    await settle();
    setVisibility('hidden');
    expect(measured()).toEqual([]);
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it('measures nothing where the browser cannot send a beacon', async () => {
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: undefined });
    await landOn('/');
    await settle();
    expect(measured()).toEqual([]);
  });
});
