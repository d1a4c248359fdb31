import localFont from 'next/font/local';

/**
 * Montserrat (variable weight), self-hosted by next/font (next/font/google cannot download
 * here). Two families for the two files: the stack in styles/_tokens.scss takes each glyph from
 * the file that has it (Cyrillic letters from one, Latin letters, digits and punctuation from the
 * other). The files are subsets of @fontsource-variable/montserrat's, cut to what a Russian shop
 * prints and to the weights 400–700 (scripts/font-subsets.mjs, `npm run fonts:subset`): 62 KB
 * upstream, 45 KB here (issue #22). The unicode ranges below are the files' own, character for
 * character (tests/lib/fonts.test.ts); a character outside them shows in the fallback face.
 */
export const montserratCyrillic = localFont({
  src: '../styles/fonts/montserrat-cyrillic.woff2',
  weight: '400 700',
  style: 'normal',
  display: 'swap',
  // Not preloaded either (issue #22, docs/performance.md): a preloaded font is a request the
  // first paint waits on in Lighthouse's phone model (privacy page: FCP 1.68 → 1.23 s, LCP
  // 3.0 → 2.6 s without it). Text paints at once in the size-adjusted fallback and swaps in
  // when @font-face asks for the file, which it does as soon as the first Cyrillic text is laid out.
  preload: false,
  variable: '--font-montserrat-cyrillic',
  // No fallback face of its own: an unranged fallback listed here would catch every Latin
  // glyph before the Latin family below could. 'Montserrat Fallback' (styles/_fonts.scss),
  // after both families in the stack, stands in for both while the files load.
  adjustFontFallback: false,
  declarations: [{ prop: 'unicode-range', value: 'U+0301, U+0401, U+0410-044F, U+0451, U+2116' }],
});

export const montserratLatin = localFont({
  src: '../styles/fonts/montserrat-latin.woff2',
  weight: '400 700',
  style: 'normal',
  display: 'swap',
  // Not preloaded (see above): Latin letters and digits show in the size-adjusted fallback
  // until this file arrives.
  preload: false,
  variable: '--font-montserrat-latin',
  // next/font's own fallback face names local('Arial') only, which phones (Android: Roboto)
  // and Linux (Liberation Sans) do not have: the text then fell to an unadjusted system face
  // and moved when the file came (the catalogue's cards grew a line, CLS 0.22 in Lighthouse's
  // phone run). styles/_fonts.scss declares 'Montserrat Fallback' instead, for all three.
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0020-007E, U+00A0-00AC, U+00AE-00BF, U+00D7, U+2013-2014, U+2018-201A, U+201C-201E, U+2022, U+2026, U+20AC, U+2122, U+2191, U+2212',
    },
  ],
});

export const fontVariables = `${montserratCyrillic.variable} ${montserratLatin.variable}`;
