/** Types of ./trim-global-error-css.mjs. */
export declare const GLOBAL_ERROR_ENTRY: string;
export declare function readManifest(source: string): {
  head: string;
  manifest: Record<string, unknown>;
  tail: string;
};
export declare function trimManifest(source: string): { source: string; dropped: number };
export declare function manifestsUnder(dir: string): Promise<string[]>;
