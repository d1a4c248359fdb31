import localFont from 'next/font/local';

/**
 * Montserrat (variable weight) from @fontsource-variable/montserrat, self-hosted by next/font
 * (next/font/google cannot download here). Two families for the two subset files: the stack in
 * styles/_tokens.scss takes each glyph from the file that has it (Cyrillic letters from one,
 * Latin letters, digits and punctuation from the other).
 */
export const montserratCyrillic = localFont({
  src: '../node_modules/@fontsource-variable/montserrat/files/montserrat-cyrillic-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  // Not preloaded either (issue #22, docs/performance.md): a preloaded font is a request the
  // first paint waits on in Lighthouse's phone model (privacy page: FCP 1.68 → 1.23 s, LCP
  // 3.0 → 2.6 s without it). Text paints at once in the size-adjusted fallback and swaps in
  // when @font-face asks for the file, which it does as soon as the first Cyrillic text is laid out.
  preload: false,
  variable: '--font-montserrat-cyrillic',
  // No fallback face of its own: an unranged fallback listed here would catch every Latin
  // glyph before the Latin family below could. The Latin family's metric-matched fallback
  // stands in for both while the files load.
  adjustFontFallback: false,
  declarations: [
    { prop: 'unicode-range', value: 'U+0301, U+0400-045F, U+0490-0491, U+04B0-04B1, U+2116' },
  ],
});

export const montserratLatin = localFont({
  src: '../node_modules/@fontsource-variable/montserrat/files/montserrat-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  // Not preloaded (see above): Latin letters and digits show in the size-adjusted fallback
  // until this file arrives.
  preload: false,
  variable: '--font-montserrat-latin',
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
    },
  ],
});

export const fontVariables = `${montserratCyrillic.variable} ${montserratLatin.variable}`;
