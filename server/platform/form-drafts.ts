/**
 * What a visitor sent in a request form that the server refused, kept for the page that shows
 * it again (issue #37: a form posted without a script is answered with a page, and bad input
 * loses nothing). The page's address holds only the draft's random id; the fields stay here for
 * half an hour. In process by default, in Redis (REDIS_URL) when several processes serve the
 * shop, so that the redirect may land on another one (docs/design.md §6).
 *
 * The same store remembers, for a minute, where a plain post led (`claim`/`settle`/`outcome`):
 * without a script nothing stops a double click on «Отправить заявку», and the browser then
 * posts the same form twice, the first post still running when the second arrives.
 */
import 'server-only';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

/** Long enough to read the errors, fix them and send again; short for a visitor's own data. */
export const DRAFT_TTL_MS = 30 * 60_000;

export interface FormDraft {
  /** The form's name (lib/api/endpoints/forms.ts `FormName`). */
  form: string;
  /** The text fields as sent; files are never kept (the page asks for them again). */
  values: Record<string, string>;
  /** The server's per-field messages. */
  errors: Record<string, string>;
  /** The server's message for the whole form (too many requests, a failure). */
  message: string;
  /** Whether files were attached: the page says to choose them again. */
  hadFiles: boolean;
}

export interface FormDrafts {
  /** Keeps a draft and answers its id. */
  put(draft: FormDraft): Promise<string>;
  get(id: string): Promise<FormDraft | null>;
  /**
   * Takes a post's fingerprint for its sender: true when no other post holds it. The claim lasts
   * `ttlMs` at most, so a process that died mid-post frees it.
   */
  claim(key: string, ttlMs: number): Promise<boolean>;
  /** Where the claimed post led (a page's address), kept `ttlMs` for the same post again. */
  settle(key: string, location: string, ttlMs: number): Promise<void>;
  /** A claimed post's address: '' while it is running, null when nothing holds the key. */
  outcome(key: string): Promise<string | null>;
  close?(): Promise<void>;
}

/** 128 random bits in the URL alphabet: the id is the only key to the draft. */
export const newDraftId = () => randomBytes(16).toString('base64url');

const ID = /^[A-Za-z0-9_-]{22}$/;
export const isDraftId = (id: string) => ID.test(id);

export function createMemoryFormDrafts(
  options: { now?: () => number; maxEntries?: number; ttlMs?: number } = {},
): FormDrafts {
  const now = options.now ?? Date.now;
  const ttlMs = options.ttlMs ?? DRAFT_TTL_MS;
  const maxEntries = options.maxEntries ?? 10_000;
  // Insertion order is expiry order: the first entry is the oldest.
  const drafts = new Map<string, { until: number; draft: FormDraft }>();
  const posts = new Map<string, { until: number; location: string }>();
  const live = (key: string) => {
    const entry = posts.get(key);
    if (!entry) return null;
    if (entry.until > now()) return entry;
    posts.delete(key);
    return null;
  };
  const keep = (key: string, location: string, ttl: number) => {
    posts.delete(key);
    posts.set(key, { until: now() + ttl, location });
    while (posts.size > maxEntries) posts.delete(posts.keys().next().value as string);
  };
  return {
    async put(draft) {
      const id = newDraftId();
      drafts.set(id, { until: now() + ttlMs, draft });
      while (drafts.size > maxEntries) drafts.delete(drafts.keys().next().value as string);
      return id;
    },
    async get(id) {
      const entry = drafts.get(id);
      if (!entry) return null;
      if (entry.until > now()) return entry.draft;
      drafts.delete(id);
      return null;
    },
    async claim(key, ttl) {
      if (live(key)) return false;
      keep(key, '', ttl);
      return true;
    },
    async settle(key, location, ttl) {
      keep(key, location, ttl);
    },
    async outcome(key) {
      return live(key)?.location ?? null;
    },
  };
}

export function createRedisFormDrafts(
  url: string,
  prefix = 'selvedge:form-draft:',
  ttlMs = DRAFT_TTL_MS,
): FormDrafts {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  return {
    async put(draft) {
      const id = newDraftId();
      await redis.set(prefix + id, JSON.stringify(draft), 'PX', ttlMs);
      return id;
    },
    async get(id) {
      const text = await redis.get(prefix + id);
      return text ? (JSON.parse(text) as FormDraft) : null;
    },
    async claim(key, ttl) {
      return (await redis.set(`${prefix}post:${key}`, '', 'PX', ttl, 'NX')) === 'OK';
    },
    async settle(key, location, ttl) {
      await redis.set(`${prefix}post:${key}`, location, 'PX', ttl);
    },
    async outcome(key) {
      return redis.get(`${prefix}post:${key}`);
    },
    async close() {
      await redis.quit();
    },
  };
}
