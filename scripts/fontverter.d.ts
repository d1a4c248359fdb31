/** The part of fontverter's API the font test uses (the package ships no types). */
declare module 'fontverter' {
  export function convert(
    font: Uint8Array,
    toFormat: 'sfnt' | 'woff' | 'woff2' | 'truetype',
  ): Promise<Uint8Array>;
}
