/** Types of ./handler.mjs (Next's cache handler, loaded outside the bundle). */
export declare const DEGRADED_WINDOW_MS: number;
export declare function inlineScriptHashes(html: string): string[];
export default class PageCacheHandler {
  constructor(options?: { serverDistDir?: string });
  get(key: string): Promise<unknown>;
  set(key: string, data: unknown, ctx?: unknown): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
  resetRequestCache(): void;
}
