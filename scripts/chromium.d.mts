/** Types of ./chromium.mjs (plain ESM: scripts/lighthouse-graph.mjs runs with node). */
export declare const chromiumFlags: string[];
export declare function launchChromium(
  port: number,
): Promise<{ port: number; kill: () => Promise<void> }>;
