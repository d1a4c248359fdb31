/** Types of ./page-bytes.mjs (plain ESM: the cache handler loads it outside the bundle). */
export declare function pageText(bytes: Buffer): string;
export declare function pageBytesOf(text: unknown): Buffer | undefined;
export declare function installPageBytesHook(
  ServerResponse: typeof import('node:http').ServerResponse,
): void;
