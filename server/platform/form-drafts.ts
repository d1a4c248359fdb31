/**
 * What a visitor sent in a request form that the server refused, kept for the page that shows
 * it again (issue #37: a form posted without a script is answered with a page, and bad input
 * loses nothing). The page's address holds only the draft's random id; the fields stay here for
 * half an hour. In process by default, in Redis (REDIS_URL) when several processes serve the
 * shop, so that the redirect may land on another one (docs/design.md §6).
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
    async close() {
      await redis.quit();
    },
  };
}
