/** Types of ./wait-for.mjs. */
export declare function waitFor(url: string, timeoutMs: number, everyMs?: number): Promise<void>;
