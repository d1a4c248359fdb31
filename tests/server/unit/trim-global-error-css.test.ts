import { describe, expect, it } from 'vitest';
import {
  GLOBAL_ERROR_ENTRY,
  trimManifest,
} from '../../../lib/framework/build/trim-global-error-css.mjs';

const sheet = (name: string) => ({
  path: `static/chunks/${name}.css`,
  inlined: true,
  content: `.${name}{color:red}`,
});

function manifestSource(entryCSSFiles: Record<string, unknown>, page = '/catalog/page') {
  const manifest = {
    moduleLoading: { prefix: '' },
    clientModules: {},
    entryCSSFiles,
    entryJSFiles: {},
  };
  return (
    'globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\n' +
    `globalThis.__RSC_MANIFEST[${JSON.stringify(page)}] = ${JSON.stringify(manifest)};\n`
  );
}

/** What the server reads: the file evaluated as Next evaluates it. */
function load(source: string) {
  const scope: { __RSC_MANIFEST?: Record<string, { entryCSSFiles: Record<string, unknown[]> }> } =
    {};
  new Function('globalThis', source)(scope);
  return Object.values(scope.__RSC_MANIFEST ?? {})[0];
}

describe('trimManifest', () => {
  it("leaves the global-error boundary without the root layout's stylesheets and keeps every page's own", () => {
    const layout = [sheet('a'), sheet('b')];
    const source = manifestSource({
      '[project]/app/layout': layout,
      [GLOBAL_ERROR_ENTRY]: layout,
      '[project]/app/catalog/page': [...layout, sheet('c')],
    });

    const { source: trimmed, dropped } = trimManifest(source);

    expect(dropped).toBe(2);
    const manifest = load(trimmed);
    expect(manifest?.entryCSSFiles[GLOBAL_ERROR_ENTRY]).toEqual([]);
    expect(manifest?.entryCSSFiles['[project]/app/layout']).toEqual(layout);
    expect(manifest?.entryCSSFiles['[project]/app/catalog/page']).toEqual([...layout, sheet('c')]);
    expect(trimmed.length).toBeLessThan(source.length);
  });

  it('keeps a page key with quotes and a manifest that has nothing to drop byte for byte', () => {
    const source = manifestSource(
      { '[project]/app/layout': [sheet('a')] },
      '/catalog/[category]/"x"/page',
    );
    expect(trimManifest(source)).toEqual({ source, dropped: 0 });
  });

  it('refuses a file in another format instead of passing it by', () => {
    expect(() => trimManifest('self.__RSC_MANIFEST = {};')).toThrow(/expected format/);
    expect(() =>
      trimManifest(
        'globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST["/x"] = {"clientModules":{}};',
      ),
    ).toThrow(/entryCSSFiles/);
  });
});
