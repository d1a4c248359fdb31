/**
 * Issue #33, item 6 (account security): a new e-mail needs the current password, tells the old
 * address and ends the other sessions; a recovery request does the same work whatever the
 * address; an access token without `exp` is no token; a recovery request leaves a staff
 * member's onboarding link alone.
 */
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { successEnvelope } from '@/lib/api/contract';
import { tokensSchema } from '@/lib/api/contract/auth';
import { createApp } from '@/server/app';
import { users } from '@/server/db/schema';
import { addStaff } from '@/server/modules/manager/staff/accounts';
import { readOutbox } from '@/server/platform/mail';
import { scratchDeps } from '@/server/scratch-deps';
import { backends, startApi, type TestApi } from '../../support/api';
import { WAIT_MESSAGE } from '../../support/wait-message';
import { authAppOver, bearer, formFrom, unique, type AuthApi } from './auth-support';

type Envelope = {
  status: string;
  message?: string;
  data?: unknown;
  errors?: Record<string, string>;
};

const PASSWORD = 'Tkani2026';

const individual = (email: string) => ({
  fio: 'Смирнова Ольга Викторовна',
  personal_phone: '+7 (912) 345-67-89',
  email,
  password: PASSWORD,
  password2: PASSWORD,
  stock: '1',
  stock_title: 'Склад Москва',
  managerCheck: 'false',
});

const tokensOf = (body: unknown) =>
  successEnvelope(tokensSchema).parse(body).data as { jwt: string; rt: string };

const linkIn = (text: string) => new URL(/https?:\/\/\S+/.exec(text)![0]);

/** A parameter of a mailed link, in its query or in its fragment. */
const paramOf = (link: URL, name: string) =>
  link.searchParams.get(name) ?? new URLSearchParams(link.hash.slice(1)).get(name);

describe.each(backends())('account security (issue #33, item 6) on %s', (backend) => {
  let api: TestApi;
  let auth: AuthApi;
  beforeAll(async () => {
    api = await startApi(backend);
    auth = authAppOver(api);
  });
  afterAll(() => api.close());

  const register = async () => {
    const { email, ip } = unique();
    const { body } = await auth.json<Envelope>(
      '/user/registrationIndividual/',
      formFrom(ip, individual(email)),
    );
    const [row] = await api.handle.db.select().from(users).where(eq(users.email, email));
    return { email, ip, id: row!.id, tokens: tokensOf(body) };
  };

  const logIn = async (login: string, password = PASSWORD) =>
    auth.json<Envelope>('/user/login/', formFrom(unique().ip, { login, password }));

  /** Whether the access token still reads the account. */
  const readsAccount = async (jwt: string) =>
    (await auth.call('/personalAccount/getProfileSettings/', bearer(jwt))).status === 200;

  const setEmail = (jwt: string, fields: Record<string, string>) =>
    auth.json<Envelope>('/personalAccount/setEmailUser/', {
      method: 'POST',
      headers: {
        ...bearer(jwt).headers,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams(fields).toString(),
    });

  describe('changing the e-mail', () => {
    it('needs the current password: a wrong or missing one is 400 on its field, and no link goes out', async () => {
      const buyer = await register();
      const target = `new.${buyer.email}`;
      const wrong = await setEmail(buyer.tokens.jwt, {
        email: target,
        current_password: 'Wrong2026',
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toEqual({
        status: 'error',
        message: 'Неверный текущий пароль',
        errors: { current_password: 'Неверный текущий пароль' },
      });
      const missing = await setEmail(buyer.tokens.jwt, { email: target });
      expect(missing.status).toBe(400);
      expect(missing.body.errors).toEqual({ current_password: 'Обязательное поле' });
      expect((await auth.outbox()).filter((mail) => mail.to === target)).toHaveLength(0);
      // Someone else's address is not revealed to a caller without the password either.
      const taken = await setEmail(buyer.tokens.jwt, {
        email: 'buyer@selvedge.local',
        current_password: 'Wrong2026',
      });
      expect(taken.body.errors).toEqual({ current_password: 'Неверный текущий пароль' });
    });

    it('counts wrong passwords together with the password change: the sixth try is refused', async () => {
      const buyer = await register();
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        statuses.push(
          (
            await setEmail(buyer.tokens.jwt, {
              email: `x${i}.${buyer.email}`,
              current_password: `Guess${i}x`,
            })
          ).status,
        );
      }
      for (let i = 0; i < 2; i += 1) {
        statuses.push(
          (
            await auth.json('/personalAccount/changePasswordUser/', {
              method: 'POST',
              headers: {
                ...bearer(buyer.tokens.jwt).headers,
                'content-type': 'application/x-www-form-urlencoded',
              },
              body: new URLSearchParams({
                old_password: `Other${i}x`,
                password: 'Novyi2027',
                password2: 'Novyi2027',
              }).toString(),
            })
          ).status,
        );
      }
      expect(statuses).toEqual([400, 400, 400, 400, 400]);
      // Even the right password waits now.
      const sixth = await setEmail(buyer.tokens.jwt, {
        email: `y.${buyer.email}`,
        current_password: PASSWORD,
      });
      expect(sixth.status).toBe(429);
      expect(sixth.body.message).toMatch(WAIT_MESSAGE);
    });

    it('once confirmed, ends the other sessions, keeps the one that confirmed, and tells the old address', async () => {
      const buyer = await register();
      const other = tokensOf((await logIn(buyer.email)).body);
      expect(await readsAccount(other.jwt)).toBe(true);
      const target = `moved.${buyer.email}`;
      const asked = await setEmail(buyer.tokens.jwt, {
        email: target,
        current_password: PASSWORD,
      });
      expect(asked.status).toBe(200);
      // Asking changes nothing yet.
      expect(await readsAccount(other.jwt)).toBe(true);
      const mail = (await auth.outbox()).filter((m) => m.to === target).at(-1);
      const link = linkIn(mail!.text);
      const query = new URLSearchParams({
        new_email: paramOf(link, 'new_email')!,
        user_id: paramOf(link, 'user_id')!,
        code: paramOf(link, 'code')!,
      });
      const confirmed = await auth.json<Envelope>(
        `/personalAccount/emailChangeFromLink/?${query}`,
        bearer(buyer.tokens.jwt),
      );
      expect(confirmed.status).toBe(200);
      expect(confirmed.body.message).toBe('E-mail успешно изменен!');
      // The session that confirmed goes on; the other one is over, access and refresh token.
      expect(await readsAccount(buyer.tokens.jwt)).toBe(true);
      expect(await readsAccount(other.jwt)).toBe(false);
      const refreshed = await auth.json('/user/refresh/', formFrom(unique().ip, { rt: other.rt }));
      expect(refreshed.status).toBe(401);
      // The old address hears of it, with the new address and whom to write to.
      const notice = (await auth.outbox()).filter((m) => m.to === buyer.email).at(-1);
      expect(notice?.subject).toBe('E-mail личного кабинета Selvedge изменён');
      expect(notice?.text).toContain(`изменён на ${target}`);
      expect(notice?.text).toContain('Если вы этого не делали');
      expect(notice?.text).toContain(api.config.leadsEmail);
      expect((await logIn(target)).status).toBe(200);
    });

    it('confirmed from a browser without the session, ends every session of the account', async () => {
      const buyer = await register();
      const target = `elsewhere.${buyer.email}`;
      expect(
        (await setEmail(buyer.tokens.jwt, { email: target, current_password: PASSWORD })).status,
      ).toBe(200);
      const link = linkIn((await auth.outbox()).filter((m) => m.to === target).at(-1)!.text);
      const query = new URLSearchParams({
        new_email: paramOf(link, 'new_email')!,
        user_id: paramOf(link, 'user_id')!,
        code: paramOf(link, 'code')!,
      });
      expect((await auth.json(`/personalAccount/emailChangeFromLink/?${query}`)).status).toBe(200);
      expect(await readsAccount(buyer.tokens.jwt)).toBe(false);
    });
  });

  describe('a recovery request', () => {
    it('does the same work for a known and an unknown address before it answers; the mail comes after', async () => {
      // The app with a background that only records: what a request did before its answer is
      // all that happened when the answer arrives.
      const tasks: { name: string; task: () => Promise<unknown> }[] = [];
      const base = scratchDeps(async () => api.handle);
      const app = createApp({
        ...base,
        background: {
          run: (name, task) => void tasks.push({ name, task }),
          settled: async () => undefined,
        },
      });
      const ask = async (email: string, ip: string) => {
        api.queries.length = 0;
        const response = await app.fetch(
          new Request('http://shop.test/api/v1/user/passwordRecovery/', formFrom(ip, { email })),
        );
        return { status: response.status, body: await response.text(), queries: [...api.queries] };
      };
      const { email: knownEmail } = await register();
      const known = await ask(knownEmail, unique().ip);
      const unknown = await ask(`nobody.${knownEmail}`, unique().ip);
      expect(known.status).toBe(200);
      expect(unknown.body).toBe(known.body);
      // The same statements (none: the counters are the rate limiter's) for both addresses …
      expect(known.queries).toEqual(unknown.queries);
      // … the same task handed on for both, and no mail before the answer.
      expect(tasks.map((entry) => entry.name)).toEqual([
        'password recovery mail',
        'password recovery mail',
      ]);
      expect(await readOutbox(base.outboxDir)).toHaveLength(0);
      for (const entry of tasks) await entry.task();
      const sent = await readOutbox(base.outboxDir);
      expect(sent.map((mail) => mail.to)).toEqual([knownEmail]);
      expect(paramOf(linkIn(sent[0]!.text), 'USER_CHECKWORD')).toMatch(/^[\w-]{20,}$/);
    });
  });

  describe('access tokens', () => {
    it('one without exp, signed with the shop’s own key, is no token (401)', async () => {
      const buyer = await register();
      const sign = (withExp: boolean) => {
        const jwt = new SignJWT({ store: 1 })
          .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
          .setSubject(String(buyer.id))
          .setIssuer('selvedge')
          .setIssuedAt();
        if (withExp) jwt.setExpirationTime('15m');
        return jwt.sign(new TextEncoder().encode(auth.secret));
      };
      // The same claims with an expiry read the account: the key and the claims are right …
      expect(await readsAccount(await sign(true))).toBe(true);
      // … and without one the token never expires, so it is refused.
      const forever = await auth.json<Envelope>(
        '/personalAccount/getProfileSettings/',
        bearer(await sign(false)),
      );
      expect(forever.status).toBe(401);
      expect(forever.body).toEqual({
        status: 'error',
        message: 'Необходимо войти в личный кабинет',
      });
    });
  });

  describe('a staff member’s onboarding link', () => {
    it('survives a recovery request for the new address; the password set, both links are spent', async () => {
      const email = `onboard.${unique().email}`;
      const { link } = await addStaff(
        api.handle.db,
        { email, name: 'Лосева Ирина', role: 'manager', warehouses: ['spb'] },
        { siteUrl: 'http://shop.test' },
      );
      const invite = new URL(link);
      // Someone (the person, or anyone who knows the address) asks for a recovery link.
      const asked = await auth.json('/user/passwordRecovery/', formFrom(unique().ip, { email }));
      expect(asked.status).toBe(200);
      const recovery = linkIn((await auth.outbox()).filter((m) => m.to === email).at(-1)!.text);
      const setWith = (url: URL, password: string) =>
        auth.json<Envelope>(
          '/user/passwordRecoveryChange/',
          formFrom(unique().ip, {
            USER_CHECKWORD: paramOf(url, 'USER_CHECKWORD')!,
            USER_LOGIN: email,
            password,
            password2: password,
          }),
        );
      // The onboarding link printed by staff:add still works …
      const set = await setWith(invite, 'Novyi2027');
      expect(set.status, JSON.stringify(set.body)).toBe(200);
      expect(
        (
          await auth.json(
            '/manager/login/',
            formFrom(unique().ip, { login: email, password: 'Novyi2027' }),
          )
        ).status,
      ).toBe(200);
      // … and once the password is set, neither link sets it again.
      expect((await setWith(recovery, 'Drugoi2027')).body.message).toBe(
        'Ссылка устарела или уже использована',
      );
      expect((await setWith(invite, 'Drugoi2027')).status).toBe(400);
    });
  });
});
