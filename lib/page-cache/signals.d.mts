/** Types of ./signals.mjs (plain ESM: the cache handler loads it outside the bundle). */
export type PolicyFor = (scriptHashes: string[]) => string;
export declare function registerCachedPagePolicy(policyFor: PolicyFor): void;
export declare function cachedPagePolicyFor(): PolicyFor | undefined;
export declare function noteBackendFailure(at?: number): void;
export declare function lastBackendFailure(): number;
