/** Types of ./trim-global-error-css.mjs. */
export declare const GLOBAL_ERROR_ENTRY: string;
export declare function trimManifest(source: string): { source: string; dropped: number };
