import { describe, expect, it } from 'vitest';
import {
  apiPolicy,
  apiReferencePolicy,
  commonHeaders,
  createNonce,
  pagePolicy,
} from '@/lib/security/headers';

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([n]) => n === name)
    ?.slice(1);

describe('security headers', () => {
  it('the page policy allows scripts only by nonce, never inline or eval in production', () => {
    const policy = pagePolicy({ nonce: 'abc123==' });
    const script = directive(policy, 'script-src')!;
    expect(script).toContain("'nonce-abc123=='");
    expect(script).toContain("'strict-dynamic'");
    expect(script).not.toContain("'unsafe-inline'");
    expect(script).not.toContain("'unsafe-eval'");
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
    expect(directive(policy, 'form-action')).toEqual(["'self'"]);
    expect(directive(policy, 'upgrade-insecure-requests')).toBeUndefined();
    expect(directive(pagePolicy({ nonce: 'n', development: true }), 'script-src')).toContain(
      "'unsafe-eval'",
    );
    expect(directive(pagePolicy({ nonce: 'n', https: true }), 'upgrade-insecure-requests')).toEqual(
      [],
    );
  });

  it('names Yandex Maps and Metrica by host, and nothing with a wildcard scheme', () => {
    const policy = pagePolicy({ nonce: 'n' });
    expect(directive(policy, 'script-src')).toEqual(
      expect.arrayContaining(['https://api-maps.yandex.ru', 'https://mc.yandex.ru']),
    );
    expect(directive(policy, 'img-src')).toEqual(
      expect.arrayContaining(['https://*.maps.yandex.net', 'https://mc.yandex.com']),
    );
    expect(policy).not.toMatch(/(^|\s)(\*|https:|http:)(\s|;|$)/);
  });

  it('the API loads nothing; its reference page only its inline stylesheet', () => {
    expect(directive(apiPolicy, 'default-src')).toEqual(["'none'"]);
    expect(directive(apiReferencePolicy, 'default-src')).toEqual(["'none'"]);
    expect(directive(apiReferencePolicy, 'style-src')).toEqual(["'unsafe-inline'"]);
    expect(directive(apiReferencePolicy, 'script-src')).toBeUndefined();
  });

  it('sends HSTS only when the site is served over https', () => {
    const keys = (url: string) => commonHeaders(url).map((h) => h.key);
    expect(keys('http://127.0.0.1:3000')).not.toContain('Strict-Transport-Security');
    expect(keys('https://selvedge.ru')).toContain('Strict-Transport-Security');
    expect(keys('http://x')).toEqual(
      expect.arrayContaining(['X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy']),
    );
  });

  it('makes a different 128-bit nonce each time', () => {
    const a = createNonce();
    expect(atob(a)).toHaveLength(16);
    expect(createNonce()).not.toBe(a);
  });
});
