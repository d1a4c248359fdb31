/** Types of ./compile-hints.mjs. */
export declare const COMPILE_HINT: string;
export declare function withCompileHint(source: string): string;
export declare function firstLoadScripts(
  buildManifest: { rootMainFiles?: unknown },
  clientManifests: Array<{ entryJSFiles?: unknown }>,
): string[];
