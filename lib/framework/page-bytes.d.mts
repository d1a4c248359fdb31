/** Types of ./page-bytes.mjs (plain ESM: the cache handler loads it outside the bundle). */
import type http from 'node:http';
export declare function pageText(bytes: Buffer): string;
export declare function pageBytesOf(text: unknown): Buffer | undefined;
export declare class PageBytesResponse<
  Request extends http.IncomingMessage = http.IncomingMessage,
> extends http.ServerResponse<Request> {}
