/**
 * zod compiles object parsers with `new Function` when the page allows it, and probes that by
 * trying once. Under the pages' strict CSP (no 'unsafe-eval', lib/security/headers.ts) the probe
 * is refused and the browser reports a violation, although zod catches it. `jitless` skips both:
 * this sets it where `z.config` keeps it (`globalThis.__zod_globalConfig`), without bringing zod
 * into every page's first load. Imported first by the browser's providers.
 */
type ZodGlobal = typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };

if (typeof window !== 'undefined') {
  const g = globalThis as ZodGlobal;
  g.__zod_globalConfig ??= {};
  g.__zod_globalConfig.jitless = true;
}

export {};
