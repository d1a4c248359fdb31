import { describe, expect, it } from 'vitest';
import {
  COMPILE_HINT,
  firstLoadScripts,
  withCompileHint,
} from '../../../lib/framework/build/compile-hints.mjs';

const chunk = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([null,1,(e)=>{}]);';

describe('withCompileHint', () => {
  it('puts V8’s compile hint on the first line, where V8 looks for it, and keeps the script', () => {
    const hinted = withCompileHint(chunk);
    expect(hinted.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    expect(hinted.slice(COMPILE_HINT.length)).toBe(chunk);
    // Still the same program: the hint is a comment.
    expect(() => new Function(hinted)).not.toThrow();
  });

  it('adds it once, so a second run of the build step changes nothing', () => {
    const hinted = withCompileHint(chunk);
    expect(withCompileHint(hinted)).toBe(hinted);
  });
});

describe('firstLoadScripts', () => {
  const buildManifest = {
    rootMainFiles: ['static/chunks/runtime.js', 'static/chunks/framework.js'],
  };
  const catalogue = {
    entryJSFiles: {
      '[project]/app/layout': ['static/chunks/layout.js'],
      '[project]/app/catalog/page': ['static/chunks/layout.js', 'static/chunks/catalog.js'],
    },
  };
  const privacy = {
    entryJSFiles: { '[project]/app/layout': ['static/chunks/layout.js', 'static/chunks/x.css'] },
  };

  it('lists the root files and every route’s entry scripts once, and nothing loaded later', () => {
    expect(firstLoadScripts(buildManifest, [catalogue, privacy])).toEqual([
      'static/chunks/catalog.js',
      'static/chunks/framework.js',
      'static/chunks/layout.js',
      'static/chunks/runtime.js',
    ]);
  });

  it('refuses manifests of another shape instead of hinting nothing', () => {
    expect(() => firstLoadScripts({}, [catalogue])).toThrow(/rootMainFiles/);
    expect(() => firstLoadScripts(buildManifest, [{}])).toThrow(/entryJSFiles/);
  });
});
