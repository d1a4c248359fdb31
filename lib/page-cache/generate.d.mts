/** Types of ./generate.mjs. */
import type { CachedPage } from './pages.mjs';
export declare const CACHED_ROUTES_DIR: string;
export declare const PROXY_FILE: string;
export declare function cachedRouteSource(page: CachedPage): string;
export declare function cachedRouteFiles(): Map<string, string>;
export declare function proxyMatcherSource(): string;
export declare function withProxyMatcher(source: string): string;
export declare function pendingChanges(): Promise<{ write: Map<string, string>; remove: string[] }>;
