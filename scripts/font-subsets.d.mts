/** Types of ./font-subsets.mjs (plain ESM: `npm run fonts:subset` runs it with node). */
export interface FontSubset {
  /** The committed file, from the repository's root. */
  file: string;
  /** The upstream file it is cut from, as a package path. */
  source: string;
  codePoints: number[];
}
export declare const WEIGHT_AXIS: { min: number; max: number };
export declare const FONT_SUBSETS: FontSubset[];
export declare function unicodeRange(codePoints: number[]): string;
