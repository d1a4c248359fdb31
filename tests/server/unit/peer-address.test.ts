/**
 * Issue #18 items 1 and 9: what the connection says is written onto every request before Next
 * sees it: its address at the right end of X-Forwarded-For, and HSTS when it came over https
 * through a trusted proxy.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetServerEnvForTests } from '@/lib/env';
import { clientAddress } from '@/lib/net/client-address';
import { installPeerAddressHook } from '@/server/platform/peer-address';

let server: http.Server;
let base: string;
let uninstall: () => void;
const seen: (string | undefined)[] = [];

beforeAll(async () => {
  uninstall = installPeerAddressHook();
  server = http.createServer((request, response) => {
    seen.push(request.headers['x-forwarded-for'] as string | undefined);
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(async () => {
  uninstall();
  await new Promise((resolve) => server.close(resolve));
});
afterEach(() => {
  delete process.env.TRUSTED_PROXIES;
  resetServerEnvForTests();
});

describe('the connection hook', () => {
  it("appends the connection's address to what the client wrote, as a proxy does", async () => {
    seen.length = 0;
    await fetch(base, { headers: { 'x-forwarded-for': '1.2.3.4' } });
    await fetch(base);
    expect(seen).toEqual(['1.2.3.4, 127.0.0.1', '127.0.0.1']);
    // Without trusted proxies the forged hop is ignored.
    expect(clientAddress(new Headers({ 'x-forwarded-for': seen[0]! }))).toBe('127.0.0.1');
  });

  it('sends HSTS only when a trusted proxy says https', async () => {
    const https = { headers: { 'x-forwarded-proto': 'https' } };
    // A client's own word over plain http is not believed.
    expect((await fetch(base, https)).headers.get('strict-transport-security')).toBeNull();
    process.env.TRUSTED_PROXIES = '127.0.0.1';
    resetServerEnvForTests();
    expect((await fetch(base, https)).headers.get('strict-transport-security')).toBe(
      'max-age=63072000; includeSubDomains; preload',
    );
    expect((await fetch(base)).headers.get('strict-transport-security')).toBeNull();
  });
});
