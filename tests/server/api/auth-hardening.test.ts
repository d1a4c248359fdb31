/**
 * Issue #18, items 1–3: the rate-limit key is the connection's address, not the client's word;
 * an owner locked out by someone else's guesses gets in through recovery; an access token stops
 * working the moment its session ends.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { successEnvelope } from '@/lib/api/contract';
import { tokensSchema } from '@/lib/api/contract/auth';
import { resetServerEnvForTests } from '@/lib/env';
import { backends, startApi, type TestApi } from '../../support/api';
import { WAIT_MESSAGE } from '../../support/wait-message';
import { authAppOver, bearer, formFrom, unique, type AuthApi } from './auth-support';

type Envelope = { status: string; message?: string; data?: unknown };

const tokensOf = (body: unknown) =>
  successEnvelope(tokensSchema).parse(body).data as { jwt: string; rt: string };

const individual = (email: string) => ({
  fio: 'Смирнова Ольга Викторовна',
  personal_phone: '+7 (912) 345-67-89',
  email,
  password: 'Tkani2026',
  password2: 'Tkani2026',
  stock: '1',
  stock_title: 'Склад Москва',
  managerCheck: 'false',
});

const withTrustedProxies = (value: string | undefined) => {
  if (value === undefined) delete process.env.TRUSTED_PROXIES;
  else process.env.TRUSTED_PROXIES = value;
  resetServerEnvForTests();
};

describe.each(backends())('auth hardening on %s', (backend) => {
  let api: TestApi;
  let auth: AuthApi;
  beforeAll(async () => {
    api = await startApi(backend);
    auth = authAppOver(api);
  });
  afterAll(() => api.close());
  afterEach(() => withTrustedProxies(undefined));

  const logIn = (login: string, password: string, forwardedFor = unique().ip) =>
    auth.json<Envelope>('/user/login/', formFrom(forwardedFor, { login, password }));

  const register = async () => {
    const { email, ip } = unique();
    const { body } = await auth.json<Envelope>(
      '/user/registrationIndividual/',
      formFrom(ip, individual(email)),
    );
    return { email, ip, tokens: tokensOf(body) };
  };

  /** Whether the access token still reads the account. */
  const readsAccount = async (jwt: string) =>
    (await auth.call('/personalAccount/getProfileSettings/', bearer(jwt))).status === 200;

  describe('client address (item 1)', () => {
    it('a forged X-Forwarded-For does not change the key: the connection (right-most hop) is counted', async () => {
      // The shop appends the connection's address (server/platform/peer-address.ts); here the
      // connection is 10.70.0.1 and the client writes a new first hop every time.
      let last = { status: 0, body: {} as Envelope };
      for (let i = 0; i < 31; i += 1) {
        last = await logIn(`nobody${i}@example.ru`, 'Wrong2026', `203.0.113.${i}, 10.70.0.1`);
      }
      expect(last.status).toBe(429);
      expect(last.body.message).toMatch(WAIT_MESSAGE);
    });

    it('behind a configured proxy, two clients get two keys and a forged hop still changes nothing', async () => {
      withTrustedProxies('10.71.0.0/24');
      for (let i = 0; i < 30; i += 1) {
        const forged = `198.51.100.${i}`;
        const status = (
          await logIn(`nobody${i}@example.ru`, 'Wrong2026', `${forged}, 192.0.2.1, 10.71.0.5`)
        ).status;
        expect(status).toBe(400);
      }
      // The 31st from the same client behind the proxy is over its limit …
      expect((await logIn('x@example.ru', 'Wrong2026', '192.0.2.1, 10.71.0.5')).status).toBe(429);
      // … and another client behind the same proxy has its own.
      expect((await logIn('x@example.ru', 'Wrong2026', '192.0.2.2, 10.71.0.5')).status).toBe(400);
    });

    it('a hop count trusts that many proxies', async () => {
      withTrustedProxies('2');
      for (let i = 0; i < 30; i += 1) {
        await logIn(
          `nobody${i}@example.ru`,
          'Wrong2026',
          `198.51.100.${i}, 192.0.2.9, 10.72.0.1, 10.72.0.2`,
        );
      }
      expect(
        (await logIn('y@example.ru', 'Wrong2026', '192.0.2.9, 10.72.0.3, 10.72.0.4')).status,
      ).toBe(429);
    });
  });

  describe('an owner locked out by guesses (item 2)', () => {
    it('the lock says how to get in, and recovery by mail lets the owner in and clears it', async () => {
      const { email } = await register();
      let locked = { status: 0, body: {} as Envelope };
      for (let i = 0; i < 11; i += 1) locked = await logIn(email, 'Wrong2026', `10.73.0.${i}`);
      expect(locked.status).toBe(429);
      // The right password is refused while the brake holds …
      const owner = await logIn(email, 'Tkani2026', '10.73.1.1');
      expect(owner.status).toBe(429);
      // … and the message shows the owner the way in.
      expect(owner.body.message).toMatch(/Забыли пароль\?/);

      const sent = await auth.json<Envelope>(
        '/user/passwordRecovery/',
        formFrom('10.73.1.1', { email }),
      );
      expect(sent.status).toBe(200);
      const mail = (await auth.outbox()).filter((m) => m.to === email).at(-1);
      const link = new URL(mail!.text.match(/https?:\/\/\S+/)![0]);
      const changed = await auth.json<Envelope>(
        '/user/passwordRecoveryChange/',
        formFrom('10.73.1.1', {
          USER_CHECKWORD: link.searchParams.get('USER_CHECKWORD')!,
          USER_LOGIN: email,
          password: 'Novyi2027',
          password2: 'Novyi2027',
        }),
      );
      expect(changed.status).toBe(200);
      expect((await logIn(email, 'Novyi2027', '10.73.1.1')).status).toBe(200);
    });
  });

  describe('an access token ends with its session (item 3)', () => {
    it('after logout', async () => {
      const { tokens } = await register();
      expect(await readsAccount(tokens.jwt)).toBe(true);
      const out = await auth.call('/user/logout/', {
        headers: { ...bearer(tokens.jwt).headers, 'x-refresh-token': tokens.rt },
      });
      expect(out.status).toBe(200);
      expect(await readsAccount(tokens.jwt)).toBe(false);
    });

    it('after a logout without the refresh token (every session of the buyer)', async () => {
      const { tokens } = await register();
      await auth.call('/user/logout/', bearer(tokens.jwt));
      expect(await readsAccount(tokens.jwt)).toBe(false);
    });

    it('after a password change, for the other sessions; the one that changed it goes on', async () => {
      const { email, ip, tokens: elsewhere } = await register();
      const here = tokensOf((await logIn(email, 'Tkani2026', ip)).body);
      const form = formFrom(ip, {
        old_password: 'Tkani2026',
        password: 'Novyj2026',
        password2: 'Novyj2026',
      });
      const changed = await auth.call('/personalAccount/changePasswordUser/', {
        ...form,
        headers: { ...(form.headers as Record<string, string>), ...bearer(here.jwt).headers },
      });
      expect(changed.status).toBe(200);
      expect(await readsAccount(elsewhere.jwt)).toBe(false);
      expect(await readsAccount(here.jwt)).toBe(true);
    });

    it('after a password recovery, for every session', async () => {
      const { email, ip, tokens } = await register();
      await auth.json('/user/passwordRecovery/', formFrom(ip, { email }));
      const mail = (await auth.outbox()).filter((m) => m.to === email).at(-1);
      const link = new URL(mail!.text.match(/https?:\/\/\S+/)![0]);
      await auth.json(
        '/user/passwordRecoveryChange/',
        formFrom(ip, {
          USER_CHECKWORD: link.searchParams.get('USER_CHECKWORD')!,
          USER_LOGIN: email,
          password: 'Novyi2027',
          password2: 'Novyi2027',
        }),
      );
      expect(await readsAccount(tokens.jwt)).toBe(false);
    });

    it('after a refresh-token reuse revoked the session', async () => {
      const { ip, tokens: first } = await register();
      const rotated = await auth.json<Envelope>('/user/refresh/', formFrom(ip, { rt: first.rt }));
      const second = tokensOf(rotated.body);
      expect(await readsAccount(second.jwt)).toBe(true);
      // The first token again: a reuse, which ends the session (the thief's and the owner's).
      expect((await auth.call('/user/refresh/', formFrom(ip, { rt: first.rt }))).status).toBe(401);
      expect(await readsAccount(second.jwt)).toBe(false);
      expect(await readsAccount(first.jwt)).toBe(false);
    });

    it('another session of the same buyer is not touched', async () => {
      const { email } = await register();
      const a = tokensOf((await logIn(email, 'Tkani2026')).body);
      const b = tokensOf((await logIn(email, 'Tkani2026')).body);
      await auth.call('/user/logout/', {
        headers: { ...bearer(a.jwt).headers, 'x-refresh-token': a.rt },
      });
      expect(await readsAccount(a.jwt)).toBe(false);
      expect(await readsAccount(b.jwt)).toBe(true);
    });
  });
});
