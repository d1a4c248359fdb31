import 'server-only';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createLogger } from './platform/logger';
import type { AppDeps, Viewer } from './http/router';
import { createBackgroundTasks } from './platform/background';
import { createOutboxMailer } from './platform/mail';
import { createMemoCache } from './platform/memo-cache';
import { createPageInvalidator } from './platform/page-invalidation';
import { createMemoryRateLimiter } from './platform/rate-limit';
import { createMemorySessionRevocations } from './platform/session-revocations';

/**
 * Everything an app needs besides its database, for tests and scripts: a temporary folder for
 * the outbox and uploads, in-process rate limits, a fixed signing key.
 */
export function scratchDeps(
  database: AppDeps['database'],
  options: { viewer?: (request: Request) => Promise<Viewer> } = {},
): AppDeps & { outboxDir: string; invalidatedTags: string[][] } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'selvedge-app-'));
  const outboxDir = path.join(dir, 'outbox');
  const logger = createLogger({ service: 'scratch' });
  const invalidatedTags: string[][] = [];
  return {
    database,
    cache: createMemoCache({ ttlMs: 30_000, maxEntries: 1_000 }),
    // No page cache in tests and scripts: what would be dropped is recorded instead.
    pages: createPageInvalidator(database, async (tags) => void invalidatedTags.push(tags), logger),
    invalidatedTags,
    logger,
    startedAt: Date.now(),
    version: 'scratch',
    mailer: createOutboxMailer(outboxDir, 'Selvedge <no-reply@selvedge.test>'),
    background: createBackgroundTasks(logger),
    rateLimiter: createMemoryRateLimiter(),
    sessions: createMemorySessionRevocations(),
    config: {
      siteUrl: 'http://shop.test',
      uploadsDir: path.join(dir, 'uploads'),
      leadsEmail: 'sales@selvedge.test',
      jwtSecret: 'test-secret-test-secret-test-secret-0123456789',
    },
    outboxDir,
    ...options,
  };
}
