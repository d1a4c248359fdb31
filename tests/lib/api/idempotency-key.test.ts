import { afterEach, describe, expect, it, vi } from 'vitest';
import { newIdempotencyKey } from '@/lib/api/idempotency-key';
import { IDEMPOTENCY_KEY_PATTERN } from '@/lib/validation/idempotency-key';

afterEach(() => vi.unstubAllGlobals());

describe('the key of one action (issue #34)', () => {
  it('is one the server takes, and a new one each time', () => {
    const keys = Array.from({ length: 50 }, newIdempotencyKey);
    for (const key of keys) expect(key).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('is one the server takes on a plain-http address too, where crypto.randomUUID is missing', () => {
    vi.stubGlobal('crypto', {});
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    expect(newIdempotencyKey()).toMatch(IDEMPOTENCY_KEY_PATTERN);
    vi.restoreAllMocks();
    for (let i = 0; i < 50; i += 1) expect(newIdempotencyKey()).toMatch(IDEMPOTENCY_KEY_PATTERN);
  });
});
