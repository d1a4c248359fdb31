/** Types of ./crawler.mjs. */
export declare const CRAWLER_WORDS: readonly string[];
export declare function isCrawler(userAgent: string | null | undefined): boolean;
export declare function browserUserAgentPattern(): string;
