import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createLogger } from '../http/logger';
import type { AppDeps, Viewer } from '../http/router';
import { createOutboxMailer } from './mail';
import { createMemoCache } from './memo-cache';
import { createMemoryRateLimiter } from './rate-limit';
import { createMemorySessionRevocations } from './session-revocations';

/**
 * Everything an app needs besides its database, for tests and scripts: a temporary folder for
 * the outbox and uploads, in-process rate limits, a fixed signing key.
 */
export function scratchDeps(
  database: AppDeps['database'],
  options: { viewer?: (request: Request) => Promise<Viewer> } = {},
): AppDeps & { outboxDir: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'selvedge-app-'));
  const outboxDir = path.join(dir, 'outbox');
  return {
    database,
    cache: createMemoCache({ ttlMs: 30_000, maxEntries: 1_000 }),
    logger: createLogger({ service: 'scratch' }),
    startedAt: Date.now(),
    version: 'scratch',
    mailer: createOutboxMailer(outboxDir, 'Selvedge <no-reply@selvedge.test>'),
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
