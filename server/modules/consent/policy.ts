/**
 * What the shop keeps of a consent to the processing of personal data (152-FZ as amended in
 * 2025: the operator must be able to prove the consent, its moment and its subject's text).
 *
 * The edition is a constant id rather than a hash computed at request time: the policy page's
 * text lives in the content tables, which an editor (or a re-seed) may change at any moment, and
 * a stored consent must name the edition the person was shown, not the one on the page the day
 * somebody asks. tests/server/unit/consent-policy.test.ts pins the seeded text's SHA-256, so
 * changing that text fails the suite until PRIVACY_POLICY_VERSION is raised with it.
 */
import 'server-only';
import { clientAddress } from '../../../lib/net/client-address';

/** The edition of /politika_konfidentsialnosti/ the consent checkboxes refer to. */
export const PRIVACY_POLICY_VERSION = '2025-09-01';

/** The SHA-256 of the seeded policy text of that edition (server/db/seed/content/buyers.ts). */
export const PRIVACY_POLICY_SHA256 =
  '4e81df2305dda31cfe40750be4efa384fae3ef2f0b547b09eaba22c0facf004b';

export interface ConsentRecord {
  consentGivenAt: Date;
  consentAddress: string;
  consentPolicyVersion: string;
}

/** The consent of one request: now, from the request's client address, to this edition. */
export function consentRecord(headers: Pick<Headers, 'get'>, now = new Date()): ConsentRecord {
  return {
    consentGivenAt: now,
    consentAddress: clientAddress(headers),
    consentPolicyVersion: PRIVACY_POLICY_VERSION,
  };
}
