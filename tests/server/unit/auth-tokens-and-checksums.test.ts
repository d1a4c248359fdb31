import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidInn, isValidOgrn } from '@/lib/api/contract/auth';
import {
  isValidCorrespondentAccount,
  isValidCurrentAccount,
  withControlKey,
} from '@/lib/api/contract/suggestions';
import { buildDirectory, makeInn10, makeInn12, makeOgrn } from '@/server/db/seed/directory';
import { Random } from '@/server/db/seed/random';
import { buildDadataRequest, mapDadataParty } from '@/server/modules/suggestions/dadata';
import {
  accessTokenViewer,
  hashToken,
  newRefreshToken,
  signAccessToken,
  verifyAccessToken,
} from '@/server/modules/auth/tokens';

const secret = 'unit-secret-unit-secret-unit-secret-0123';

describe('INN and OGRN check digits', () => {
  it('accepts real-world valid numbers and rejects a changed digit', () => {
    // Sberbank: INN 7707083893, OGRN 1027700132195; a 12-digit INN of a person.
    expect(isValidInn('7707083893')).toBe(true);
    expect(isValidInn('7707083894')).toBe(false);
    expect(isValidOgrn('1027700132195')).toBe(true);
    expect(isValidOgrn('1027700132196')).toBe(false);
    expect(isValidInn('500100732259')).toBe(true);
    expect(isValidInn('500100732258')).toBe(false);
    expect(isValidInn('77070838')).toBe(false);
    expect(isValidInn('77070838a3')).toBe(false);
  });

  it('generated INNs (10 and 12) and OGRNs always pass, and a changed check digit fails', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{9}$/),
        fc.stringMatching(/^\d{10}$/),
        fc.integer({ min: 0, max: 8 }),
        (nine, ten, pos) => {
          const inn10 = makeInn10(nine.slice(0, 4), nine.slice(4));
          const inn12 = makeInn12(ten.slice(0, 4), ten.slice(4));
          expect(isValidInn(inn10)).toBe(true);
          expect(isValidInn(inn12)).toBe(true);
          const changed = inn10.slice(0, 9) + String((Number(inn10[9]) + 1 + pos) % 10);
          expect(isValidInn(changed)).toBe(false);
        },
      ),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9]\d{11}$/), (body) => {
        expect(isValidOgrn(makeOgrn(body))).toBe(true);
      }),
    );
  });

  it('every company and bank of the seeded directory is valid', () => {
    const { companies, banks } = buildDirectory(new Random(7));
    expect(companies.length).toBeGreaterThanOrEqual(200);
    expect(banks.length).toBeGreaterThanOrEqual(50);
    for (const c of companies) {
      expect(isValidInn(c.inn), c.inn).toBe(true);
      expect(isValidOgrn(c.ogrn), c.ogrn).toBe(true);
    }
    for (const b of banks) {
      expect(b.bic).toMatch(/^04\d{7}$/);
      expect(isValidCorrespondentAccount(b.bic, b.correspondentAccount), b.bic).toBe(true);
    }
  });

  it('checks bank accounts against the BIC (Bank of Russia control key)', () => {
    // Sberbank Moscow: BIC 044525225, correspondent 30101810400000000225, a real current account.
    expect(isValidCorrespondentAccount('044525225', '30101810400000000225')).toBe(true);
    expect(isValidCorrespondentAccount('044525225', '30101810500000000225')).toBe(false);
    const current = withControlKey('225', '40702810000000001234');
    expect(isValidCurrentAccount('044525225', current)).toBe(true);
    expect(isValidCurrentAccount('044525226', current)).toBe(false);
    expect(isValidCurrentAccount('044525225', '4070281')).toBe(false);
  });
});

describe('access and refresh tokens', () => {
  it('an access token carries the buyer, the warehouse and the price type, and lives 15 minutes', async () => {
    const now = Date.now();
    const jwt = await signAccessToken(secret, { userId: 42, storeId: 3, priceTypeId: 2 }, now);
    expect(await verifyAccessToken(secret, jwt, now + 60_000)).toEqual({
      authenticated: true,
      userId: 42,
      storeId: 3,
      priceTypeId: 2,
    });
    expect(await verifyAccessToken(secret, jwt, now + 16 * 60_000)).toBeNull();
    expect(await verifyAccessToken('another-secret-another-secret-another-0', jwt, now)).toBeNull();
  });

  it('the viewer resolver reads Authorization: Bearer and x-api-key; anything else is anonymous', async () => {
    const viewer = accessTokenViewer(secret);
    const jwt = await signAccessToken(secret, { userId: 7, storeId: null });
    const with_ = (headers: Record<string, string>) =>
      viewer(new Request('http://x/', { headers }));
    // A token without `pt` (issued before issue #35) states no type: the account's is read.
    expect(await with_({ authorization: `Bearer ${jwt}` })).toEqual({
      authenticated: true,
      userId: 7,
      storeId: null,
      priceTypeId: null,
    });
    expect(await with_({ 'x-api-key': jwt })).toMatchObject({ userId: 7 });
    expect(await with_({})).toEqual({ authenticated: false });
    expect(await with_({ authorization: 'Bearer nonsense-token' })).toEqual({
      authenticated: false,
    });
    // alg=none tokens are refused.
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"sub":"7"}').toString('base64url')}.`;
    expect(await with_({ authorization: `Bearer ${none}` })).toEqual({ authenticated: false });
  });

  it('refresh tokens are 32 random bytes, stored as a SHA-256 hash', () => {
    const a = newRefreshToken();
    expect(Buffer.from(a, 'base64url')).toHaveLength(32);
    expect(a).not.toBe(newRefreshToken());
    expect(hashToken(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(a)).not.toContain(a);
  });
});

describe('DaData', () => {
  it('builds the request of the real service: Token header, JSON body with query and count 5', async () => {
    const request = buildDadataRequest('findById', 'party', '7707083893', 'KEY123');
    expect(request.url).toBe('https://suggestions.dadata.ru/suggestions/api/4_1/rs/findById/party');
    expect(request.method).toBe('POST');
    expect(request.headers.get('authorization')).toBe('Token KEY123');
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(await request.json()).toEqual({ query: '7707083893', count: 5 });
  });

  it('cuts the answer to 5 and keeps the fields the forms use', () => {
    const one = {
      value: 'ПАО СБЕРБАНК',
      unrestricted_value: 'ПАО СБЕРБАНК',
      data: {
        inn: '7707083893',
        kpp: '773601001',
        ogrn: '1027700132195',
        type: 'LEGAL',
        opf: { short: 'ПАО' },
        name: {
          short_with_opf: 'ПАО СБЕРБАНК',
          full_with_opf: 'ПУБЛИЧНОЕ АКЦИОНЕРНОЕ ОБЩЕСТВО "СБЕРБАНК РОССИИ"',
          short: 'СБЕРБАНК',
          full: 'СБЕРБАНК РОССИИ',
        },
        address: {
          value: 'г Москва, ул Вавилова, д 19',
          unrestricted_value: '117312, г Москва, ул Вавилова, д 19',
        },
        management: { name: 'Греф Герман Оскарович' },
        extra: 'dropped',
      },
    };
    const mapped = mapDadataParty({ suggestions: Array.from({ length: 8 }, () => one) });
    expect(mapped.suggestions).toHaveLength(5);
    expect(mapped.suggestions[0]!.data).toMatchObject({
      inn: '7707083893',
      ogrn: '1027700132195',
      opf: { short: 'ПАО' },
    });
    expect(mapped.suggestions[0]!.data).not.toHaveProperty('extra');
    expect(mapDadataParty(null)).toEqual({ suggestions: [] });
  });
});
