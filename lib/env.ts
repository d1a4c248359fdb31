/**
 * Every environment variable the shop reads, validated once with zod.
 *
 * This is the only module that touches `process.env` (docs/style.md §8). Each variable has a
 * default that serves the embedded setup (PGlite, outbox mail, local suggestions, map-less
 * contacts); setting one switches that part to the real service. `.env.example` lists them.
 * next.config.ts calls `loadServerEnv()` so a bad value fails the build with a clear line.
 */
import { z } from 'zod';
import { parseTrustedProxies, type TrustedProxies } from './net/ip';

const optionalUrl = (protocols: readonly string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || protocols.some((p) => value.startsWith(`${p}://`)), {
      message: `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    });

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

export const serverEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /**
   * Public origin of the shop, for canonical URLs, sitemap and links in mail. Unset: the local
   * address on PORT (never the request's Host header, which a client writes); production warns.
   */
  SITE_URL: optionalText.pipe(z.url().optional()),
  /** The port `npm start` listens on; the default SITE_URL follows it. */
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  /**
   * Proxies whose X-Forwarded-For and X-Forwarded-Proto are believed (lib/net/client-address.ts):
   * addresses and CIDR ranges, comma-separated, or a hop count. Unset: none, the connection's
   * own address is the client.
   */
  TRUSTED_PROXIES: z
    .string()
    .optional()
    .transform((value, ctx): TrustedProxies => {
      const parsed = parseTrustedProxies(value);
      if (typeof parsed === 'string') {
        ctx.addIssue({ code: 'custom', message: parsed });
        return z.NEVER;
      }
      return parsed;
    }),
  /** Root folder for everything the embedded setup keeps on disk. */
  DATA_DIR: z.string().min(1).default('.data'),
  /** PGlite data directory; ignored when DATABASE_URL is set. */
  PGLITE_DIR: optionalText,
  /** A real PostgreSQL; unset means the embedded PGlite. */
  DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
  /** Forward every /api/v1 call to this back office instead of the reference API. */
  API_UPSTREAM_URL: optionalUrl(['http', 'https']),
  API_UPSTREAM_TIMEOUT_MS: positiveInt(10_000),
  /**
   * Rate-limit counters, revoked sessions, and (without PAGE_CACHE_REDIS_URL) the cache of
   * pages and its invalidations, shared by several processes; unset means in-process. What must
   * not be forgotten lives here: run it with `maxmemory-policy noeviction` (README).
   */
  REDIS_URL: optionalUrl(['redis', 'rediss']),
  /** A Redis of the page cache's own (it may evict as it likes); unset means REDIS_URL's. */
  PAGE_CACHE_REDIS_URL: optionalUrl(['redis', 'rediss']),
  /** The page cache's size in MB, in process or in Redis (lib/page-cache/store.mjs reads it too). */
  PAGE_CACHE_MB: positiveInt(128),
  /** Outgoing mail; unset means the outbox folder under DATA_DIR. */
  SMTP_URL: optionalUrl(['smtp', 'smtps']),
  MAIL_FROM: z.string().default('Selvedge <no-reply@selvedge.local>'),
  /** Where requests from the site's forms go when no warehouse manager is responsible. */
  LEADS_EMAIL: z.email().default('sales@selvedge.local'),
  /** Company and bank suggestions from DaData; unset means the local directory. */
  DADATA_API_KEY: optionalText,
  /** Signing key for access tokens; unset means a random key kept under DATA_DIR. */
  JWT_SECRET: optionalText.refine((v) => v === undefined || v.length >= 32, {
    message: 'must be at least 32 characters',
  }),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
});

export const clientEnvSchema = z.object({
  /** Yandex Maps JS API v3 key; unset means the contacts page lists places without a map. */
  NEXT_PUBLIC_YMAPS_API_KEY: optionalText,
  /** Yandex Metrica counter id; unset means no analytics script at all. */
  NEXT_PUBLIC_YM_COUNTER_ID: optionalText.refine((v) => v === undefined || /^\d+$/.test(v), {
    message: 'must be a number',
  }),
});

export type ServerEnv = Omit<z.infer<typeof serverEnvSchema>, 'SITE_URL'> & {
  SITE_URL: string;
  /** SITE_URL was not set and is the local address on PORT. */
  siteUrlIsDefault: boolean;
};
export type ClientEnv = z.infer<typeof clientEnvSchema>;

function formatIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
}

/** Parses a source of variables; throws one readable error listing every bad variable. */
export function parseServerEnv(source: Record<string, string | undefined>): ServerEnv {
  const result = serverEnvSchema.safeParse(source);
  if (!result.success) {
    throw new Error(`Invalid environment variables:\n${formatIssues(result.error)}`);
  }
  const { SITE_URL, ...rest } = result.data;
  return {
    ...rest,
    SITE_URL: SITE_URL ?? `http://localhost:${rest.PORT}`,
    siteUrlIsDefault: SITE_URL === undefined,
  };
}

export function parseClientEnv(source: Record<string, string | undefined>): ClientEnv {
  const result = clientEnvSchema.safeParse(source);
  if (!result.success) {
    throw new Error(`Invalid public environment variables:\n${formatIssues(result.error)}`);
  }
  return result.data;
}

let cachedServerEnv: ServerEnv | undefined;

/** The server's variables, parsed on first use. Never import this into client code. */
export function loadServerEnv(): ServerEnv {
  cachedServerEnv ??= parseServerEnv(process.env);
  return cachedServerEnv;
}

/** Tests change variables between cases; production never calls this. */
export function resetServerEnvForTests(): void {
  cachedServerEnv = undefined;
}

/**
 * Public variables. Next inlines `process.env.NEXT_PUBLIC_*` only when written out literally,
 * hence the explicit object rather than passing `process.env`.
 */
export const clientEnv: ClientEnv = parseClientEnv({
  NEXT_PUBLIC_YMAPS_API_KEY: process.env.NEXT_PUBLIC_YMAPS_API_KEY,
  NEXT_PUBLIC_YM_COUNTER_ID: process.env.NEXT_PUBLIC_YM_COUNTER_ID,
});

/** Facts Next sets about the running process (not configuration). */
export function runtimeInfo() {
  return { isBuilding: process.env.NEXT_PHASE === 'phase-production-build' };
}
