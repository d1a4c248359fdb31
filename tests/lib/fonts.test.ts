import { readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { convert } from 'fontverter';
import { Blob, Face } from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';
import { FONT_SUBSETS, unicodeRange, WEIGHT_AXIS } from '../../scripts/font-subsets.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const require = createRequire(import.meta.url);

/** The code points a woff2 file has glyphs for, and its weight axis. */
async function inspect(file: string) {
  const face = new Face(new Blob(await convert(await readFile(file), 'sfnt')));
  return { codePoints: new Set(face.collectUnicodes()), weight: face.getAxisInfos().wght };
}

/** The unicode-range app/fonts.ts declares for the family whose src is `file`. */
function declaredRange(file: string): string | undefined {
  const source = readFileSync(path.join(root, 'app/fonts.ts'), 'utf8');
  const start = source.indexOf(`src: '../${file}'`);
  if (start < 0) return undefined;
  const match = /prop: 'unicode-range',\s*value:\s*'([^']+)'/.exec(source.slice(start));
  return match?.[1];
}

describe("the shop's fonts (issue #22)", () => {
  it.each(FONT_SUBSETS)(
    '$file holds exactly the characters app/fonts.ts says it does',
    async (subset) => {
      const { codePoints, weight } = await inspect(path.join(root, subset.file));
      expect([...codePoints].sort((a, b) => a - b)).toEqual(
        [...new Set(subset.codePoints)].sort((a, b) => a - b),
      );
      expect(declaredRange(subset.file)).toBe(unicodeRange(subset.codePoints));
      expect({ min: weight?.min, max: weight?.max }).toEqual(WEIGHT_AXIS);
    },
  );

  it('loses no glyph that upstream Montserrat has for a character the shop prints', async () => {
    const upstream = new Set<number>();
    for (const subset of FONT_SUBSETS) {
      for (const cp of (await inspect(require.resolve(subset.source))).codePoints) upstream.add(cp);
    }
    const kept = new Set(FONT_SUBSETS.flatMap((subset) => subset.codePoints));
    // The shop's words: its texts, components and pages, and the demo catalogue's seed.
    const files = ['features', 'components', 'app', 'lib', 'server/db/seed'].flatMap((dir) =>
      readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
        .filter((name) => /\.tsx?$/.test(name))
        .map((name) => path.join(dir, name)),
    );
    expect(files.length).toBeGreaterThan(100);
    const lost = new Map<string, string>();
    for (const file of files) {
      for (const char of readFileSync(path.join(root, file), 'utf8')) {
        const cp = char.codePointAt(0)!;
        if (cp > 0x7e && upstream.has(cp) && !kept.has(cp) && !lost.has(char)) lost.set(char, file);
      }
    }
    expect(Object.fromEntries(lost)).toEqual({});
  });

  describe('the fallback face text shows in until the files arrive (styles/_fonts.scss)', () => {
    // Next's own table of font metrics (capsize), the one next/font sizes its fallbacks by.
    const metrics = require('next/dist/server/capsize-font-metrics.json') as Record<
      string,
      {
        xWidthAvg: number;
        unitsPerEm: number;
        ascent: number;
        descent: number;
        variants: Record<string, { xWidthAvg: number }>;
      }
    >;
    const scss = readFileSync(path.join(root, 'styles/_fonts.scss'), 'utf8');
    const faces = [...scss.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body]) => {
      const value = (prop: string) => new RegExp(`${prop}:\\s*([^;]+);`).exec(body!)?.[1]?.trim();
      return {
        family: value('font-family'),
        weight: value('font-weight'),
        src: value('src'),
        sizeAdjust: parseFloat(value('size-adjust') ?? 'NaN'),
        ascent: parseFloat(value('ascent-override') ?? 'NaN'),
        descent: parseFloat(value('descent-override') ?? 'NaN'),
      };
    });
    const { montserrat, arial } = metrics;
    const em = (width: number, font: { unitsPerEm: number }) => width / font.unitsPerEm;

    it('names the local faces of Windows and macOS, Linux and Android, for regular and bold', () => {
      expect(faces.map((f) => [f.family, f.weight])).toEqual([
        ["'Montserrat Fallback'", '100 500'],
        ["'Montserrat Fallback'", '600 900'],
      ]);
      for (const face of faces)
        for (const name of ['Arial', 'Liberation Sans', 'Roboto'])
          expect(face.src).toContain(`local('${name}`);
    });

    it("scales them to Montserrat's mean width and gives them its ascent and descent", () => {
      const regular = em(montserrat!.xWidthAvg, montserrat!) / em(arial!.xWidthAvg, arial!);
      const semiboldToBold =
        (em(montserrat!.variants['600']!.xWidthAvg, montserrat!) +
          em(montserrat!.variants['700']!.xWidthAvg, montserrat!)) /
        2 /
        em(arial!.variants['700']!.xWidthAvg, arial!);
      for (const [face, ratio] of [
        [faces[0]!, regular],
        [faces[1]!, semiboldToBold],
      ] as const) {
        expect(face.sizeAdjust).toBeCloseTo(ratio * 100, 1);
        // The overrides are scaled by size-adjust, so they are Montserrat's own divided by it.
        expect(face.ascent).toBeCloseTo(
          (montserrat!.ascent / montserrat!.unitsPerEm / ratio) * 100,
          1,
        );
        expect(face.descent).toBeCloseTo(
          (-montserrat!.descent / montserrat!.unitsPerEm / ratio) * 100,
          1,
        );
      }
    });

    it('comes right after both Montserrat families, which bring no fallback of their own', () => {
      const tokens = readFileSync(path.join(root, 'styles/_tokens.scss'), 'utf8');
      expect(tokens).toMatch(
        /\$font-sans:\s*var\(--font-montserrat-cyrillic\),\s*var\(--font-montserrat-latin\),\s*'Montserrat Fallback',/,
      );
      const fonts = readFileSync(path.join(root, 'app/fonts.ts'), 'utf8');
      expect(fonts.match(/adjustFontFallback: false/g)).toHaveLength(2);
    });
  });
});
