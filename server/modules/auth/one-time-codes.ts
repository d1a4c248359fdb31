/**
 * One-time links (password recovery, a staff member's first password, e-mail change): random
 * codes, stored hashed, 1 hour unless the caller says otherwise (staff: a week).
 */
import 'server-only';
import { randomBytes } from 'node:crypto';
import { hashToken } from './tokens';
import type { AuthRepository, OneTimeKind } from './repository';

export const ONE_TIME_CODE_TTL_MS = 60 * 60 * 1000;

/**
 * Writes a fresh code for the user, voiding older open ones of the same kind only, and answers
 * it in clear.
 */
export async function issueOneTimeCode(
  repo: AuthRepository,
  userId: number,
  kind: OneTimeKind,
  options: { newEmail?: string; now?: Date; ttlMs?: number } = {},
): Promise<string> {
  const now = options.now ?? new Date();
  const code = randomBytes(24).toString('base64url');
  await repo.voidOpenCodes(userId, kind, now);
  await repo.insertOneTimeCode({
    userId,
    kind,
    codeHash: hashToken(code),
    newEmail: options.newEmail ?? null,
    expiresAt: new Date(now.getTime() + (options.ttlMs ?? ONE_TIME_CODE_TTL_MS)),
  });
  return code;
}
