import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildBuyersPages } from '@/server/db/seed/content/buyers';
import {
  consentRecord,
  PRIVACY_POLICY_SHA256,
  PRIVACY_POLICY_VERSION,
} from '@/server/modules/consent/policy';

describe('the privacy policy edition a consent refers to (152-FZ)', () => {
  it('is raised with the text: the seeded policy still hashes to the pinned edition', () => {
    const policy = buildBuyersPages().find((page) => page.code === 'politika_konfidentsialnosti');
    const sha = createHash('sha256').update(policy!.body).digest('hex');
    // A changed policy text is a new edition: raise PRIVACY_POLICY_VERSION and pin the new hash.
    expect({ version: PRIVACY_POLICY_VERSION, sha }).toEqual({
      version: PRIVACY_POLICY_VERSION,
      sha: PRIVACY_POLICY_SHA256,
    });
  });

  it('a record holds the moment, the client address by TRUSTED_PROXIES and the edition', () => {
    const now = new Date('2026-01-02T03:04:05Z');
    const record = consentRecord(new Headers({ 'x-forwarded-for': '203.0.113.7' }), now);
    expect(record).toEqual({
      consentGivenAt: now,
      consentAddress: '203.0.113.7',
      consentPolicyVersion: PRIVACY_POLICY_VERSION,
    });
  });
});
