/** Types of ./stylesheet-links.mjs. */
export declare function withValidStylesheetLinks(html: string): string;
