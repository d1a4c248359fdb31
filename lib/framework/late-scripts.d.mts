/** Types of ./late-scripts.mjs (plain ESM: the cache handler loads it outside the bundle). */
export declare const LATE_SCRIPTS_MAX_WAIT_MS: number;
export declare const HYDRATED_EVENT: string;
export declare function lateScriptsLoader(sources: string[]): string;
export declare function earlyTapsRecorder(): string;
export declare function withLateScripts(html: string): string;
export declare function lateScriptSources(html: string): string[];
