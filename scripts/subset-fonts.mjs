/**
 * Writes the shop's Montserrat files (scripts/font-subsets.mjs says what they hold) from the
 * upstream files of @fontsource-variable/montserrat: `npm run fonts:subset`. Run it when the
 * subsets or the upstream package change; the files are committed, so a build needs neither this
 * script nor its packages.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';
import { FONT_SUBSETS, unicodeRange, WEIGHT_AXIS } from './font-subsets.mjs';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '..');

for (const subset of FONT_SUBSETS) {
  const source = await readFile(require.resolve(subset.source));
  const text = String.fromCodePoint(...subset.codePoints);
  const font = await subsetFont(source, text, {
    targetFormat: 'woff2',
    variationAxes: { wght: WEIGHT_AXIS },
  });
  await writeFile(path.join(root, subset.file), font);
  console.log(`${subset.file}: ${source.length} -> ${font.length} bytes`);
  console.log(`  unicode-range: ${unicodeRange(subset.codePoints)}`);
}
