import { describe, expect, it } from 'vitest';
import { clientAddressFrom } from '@/lib/net/client-address';
import { formatIp, parseIp, parseTrustedProxies, type TrustedProxies } from '@/lib/net/ip';
import { parseServerEnv } from '@/lib/env';

const trust = (text: string) => parseTrustedProxies(text) as TrustedProxies;

describe('clientAddressFrom', () => {
  it('without trusted proxies the right-most hop (the connection) is the client, whatever else was written', () => {
    const none = trust('');
    expect(clientAddressFrom('1.2.3.4, 10.0.0.7', none)).toBe('10.0.0.7');
    expect(clientAddressFrom('5.6.7.8, 10.0.0.7', none)).toBe('10.0.0.7');
    expect(clientAddressFrom('10.0.0.7', none)).toBe('10.0.0.7');
    expect(clientAddressFrom(null, none)).toBe('local');
  });

  it('walks leftwards over trusted proxies to the first hop that is not one', () => {
    const lb = trust('10.0.0.0/8, 127.0.0.1');
    expect(clientAddressFrom('9.9.9.9, 192.0.2.1, 10.1.2.3', lb)).toBe('192.0.2.1');
    expect(clientAddressFrom('9.9.9.9, 192.0.2.2, 10.1.2.3', lb)).toBe('192.0.2.2');
    expect(clientAddressFrom('192.0.2.1, 10.9.9.9, 127.0.0.1', lb)).toBe('192.0.2.1');
    // A connection that is not a trusted proxy speaks only for itself.
    expect(clientAddressFrom('192.0.2.1, 203.0.113.5', lb)).toBe('203.0.113.5');
    // Every hop trusted: the left-most one.
    expect(clientAddressFrom('10.0.0.1, 10.0.0.2', lb)).toBe('10.0.0.1');
  });

  it('a hop count trusts that many hops from the right', () => {
    expect(clientAddressFrom('6.6.6.6, 192.0.2.1, 10.0.0.1', trust('1'))).toBe('192.0.2.1');
    expect(clientAddressFrom('6.6.6.6, 192.0.2.1, 10.0.0.1, 10.0.0.2', trust('2'))).toBe(
      '192.0.2.1',
    );
  });

  it('reads IPv4-mapped IPv6 (as Node reports loopback) as the IPv4 address', () => {
    expect(clientAddressFrom('192.0.2.1, ::ffff:127.0.0.1', trust('127.0.0.1'))).toBe('192.0.2.1');
    expect(clientAddressFrom('::ffff:192.0.2.1', trust(''))).toBe('192.0.2.1');
    expect(clientAddressFrom('2001:db8::1, ::1', trust('::1'))).toBe('2001:db8::1');
  });
});

describe('ip parsing', () => {
  it('parses and formats v4 and v6', () => {
    expect(formatIp(parseIp('2001:0db8:0000:0000:0000:0000:0000:0001')!)).toBe('2001:db8::1');
    expect(formatIp(parseIp('[::1]')!)).toBe('::1');
    expect(parseIp('256.1.1.1')).toBeNull();
    expect(parseIp('not an address')).toBeNull();
    expect(parseIp('1::2::3')).toBeNull();
  });

  it('TRUSTED_PROXIES is validated at start', () => {
    expect(parseServerEnv({ TRUSTED_PROXIES: '10.0.0.0/8, ::1' }).TRUSTED_PROXIES.kind).toBe(
      'ranges',
    );
    expect(parseServerEnv({ TRUSTED_PROXIES: '2' }).TRUSTED_PROXIES).toEqual({
      kind: 'hops',
      count: 2,
    });
    expect(parseServerEnv({}).TRUSTED_PROXIES).toEqual({ kind: 'none' });
    expect(() => parseServerEnv({ TRUSTED_PROXIES: '10.0.0.0/99' })).toThrow(/TRUSTED_PROXIES/);
    expect(() => parseServerEnv({ TRUSTED_PROXIES: 'loadbalancer' })).toThrow(/TRUSTED_PROXIES/);
  });
});
