/**
 * What the shop's two Montserrat files hold (issue #22): the letters of Russian and the Latin a
 * Russian shop prints (ASCII, the Latin-1 punctuation and signs: no-break space, « », °, ², ±, ©,
 * ·, §; ×, dashes, quotes, the ellipsis, the bullet, ™, the minus, €, ↑), in the weights the styles
 * use (400–700 of the variable axis). Accented Latin letters, Ukrainian and Serbian Cyrillic,
 * Vietnamese and the rest of the upstream files are not in them and show in the fallback face.
 * `npm run fonts:subset` writes the files from @fontsource-variable/montserrat; app/fonts.ts
 * declares the same ranges (tests/lib/fonts.test.ts holds the two together).
 */

const range = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

export const WEIGHT_AXIS = { min: 400, max: 700 };

export const FONT_SUBSETS = [
  {
    file: 'styles/fonts/montserrat-cyrillic.woff2',
    source: '@fontsource-variable/montserrat/files/montserrat-cyrillic-wght-normal.woff2',
    // Ё, А–я, ё, the combining acute (stress marks), №.
    codePoints: [0x401, ...range(0x410, 0x44f), 0x451, 0x301, 0x2116],
  },
  {
    file: 'styles/fonts/montserrat-latin.woff2',
    source: '@fontsource-variable/montserrat/files/montserrat-latin-wght-normal.woff2',
    codePoints: [
      ...range(0x20, 0x7e),
      // Latin-1's punctuation and signs; not the soft hyphen, which the upstream file lacks.
      ...range(0xa0, 0xac),
      ...range(0xae, 0xbf),
      0xd7,
      ...range(0x2013, 0x2014),
      ...range(0x2018, 0x201a),
      ...range(0x201c, 0x201e),
      0x2022,
      0x2026,
      0x2122,
      0x2212,
      0x20ac,
      0x2191,
    ],
  },
];

/** A CSS unicode-range for a sorted list of code points: runs become U+XXXX-YYYY. */
export function unicodeRange(codePoints) {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  const hex = (n) => n.toString(16).toUpperCase().padStart(4, '0');
  const parts = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j] + 1) j += 1;
    parts.push(i === j ? `U+${hex(sorted[i])}` : `U+${hex(sorted[i])}-${hex(sorted[j])}`);
    i = j + 1;
  }
  return parts.join(', ');
}
