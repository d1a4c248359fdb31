import { describe, expect, it } from 'vitest';
import { sessionCookieSpecs } from '@/lib/cookies';

/** An access token with the given claims; the hint reads them unverified, as the proxy does. */
const token = (claims: Record<string, unknown>) =>
  `e30.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`;

const staffHint = (specs: ReturnType<typeof sessionCookieSpecs>) =>
  specs.find((spec) => spec.name === 'session_staff');

describe('the readable staff hint beside the session flag (issue #20)', () => {
  it('is set for a manager’s and the head’s session, readable by the page', () => {
    for (const role of ['manager', 'head']) {
      const hint = staffHint(sessionCookieSpecs({ jwt: token({ sub: 7, role }), rt: 'r' }, true));
      expect(hint).toMatchObject({ value: '1', httpOnly: false, secure: true });
      expect(hint!.maxAge).toBeGreaterThan(0);
    }
  });

  it('is cleared for a buyer’s session and on logout, so an earlier staff login leaves nothing', () => {
    const buyer = staffHint(
      sessionCookieSpecs({ jwt: token({ sub: 8, role: 'buyer' }), rt: 'r' }, false),
    );
    expect(buyer).toMatchObject({ value: '', maxAge: 0 });
    expect(staffHint(sessionCookieSpecs(null, false))).toMatchObject({ value: '', maxAge: 0 });
  });
});
