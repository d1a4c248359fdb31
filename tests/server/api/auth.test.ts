import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { successEnvelope } from '@/lib/api/contract';
import { tokensSchema } from '@/lib/api/contract/auth';
import { oneTimeCodes, organizations, refreshTokens, users } from '@/server/db/schema';
import { DEMO_BUYER_EMAIL, DEMO_COMPANY_EMAIL, DEMO_PASSWORD } from '@/server/db/seed/accounts';
import { DEMO_COMPANY } from '@/server/db/seed/directory';
import { requestEmailChange } from '@/server/modules/auth/email-change';
import { hashToken, signAccessToken } from '@/server/modules/auth/tokens';
import { createOutboxMailer } from '@/server/platform/mail';
import { backends, startApi, type TestApi } from '../../support/api';
import { WAIT_MESSAGE } from '../../support/wait-message';
import { authAppOver, bearer, formFrom, unique, type AuthApi } from './auth-support';

type Envelope = {
  status: string;
  message?: string;
  data?: unknown;
  errors?: Record<string, string>;
};

const tokensOf = (body: unknown) =>
  successEnvelope(tokensSchema).parse(body).data as { jwt: string; rt: string };

const individual = (email: string, extra: Record<string, string> = {}) => ({
  fio: 'Смирнова Ольга Викторовна',
  personal_phone: '+7 (912) 345-67-89',
  email,
  password: 'Tkani2026',
  password2: 'Tkani2026',
  stock: '1',
  stock_title: 'Склад Москва',
  managerCheck: 'false',
  ...extra,
});

describe.each(backends())('accounts API on %s', (backend) => {
  let api: TestApi;
  let auth: AuthApi;
  beforeAll(async () => {
    api = await startApi(backend);
    auth = authAppOver(api);
  });
  afterAll(() => api.close());

  const logIn = async (login: string, password: string, ip = unique().ip) =>
    auth.json<Envelope>('/user/login/', formFrom(ip, { login, password }));

  /** Whether a token pair's access token makes the caller a buyer: buyers see prices. */
  const seesPrices = async (jwt: string) => {
    const response = await auth.call('/catalog/getList?perPage=5', bearer(jwt));
    return /"price"/.test(await response.text());
  };

  describe('registration', () => {
    it('registers a private buyer, answers a token pair that works, and stores a hashed password', async () => {
      const { email, ip } = unique();
      const { status, body } = await auth.json<Envelope>(
        '/user/registrationIndividual/',
        formFrom(ip, individual(email)),
      );
      expect(status, JSON.stringify(body)).toBe(200);
      expect(body.message).toBe('Вы успешно зарегистрировались!');
      const tokens = tokensOf(body);
      expect(await seesPrices(tokens.jwt)).toBe(true);
      const [row] = await api.handle.db.select().from(users).where(eq(users.email, email));
      expect(row).toMatchObject({
        userType: 'individual',
        storeId: 1,
        managerId: null,
        fio: 'Смирнова Ольга Викторовна',
      });
      expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    });

    it('answers every broken field with the spec message', async () => {
      const { ip } = unique();
      const { status, body } = await auth.json<Envelope>(
        '/user/registrationIndividual',
        formFrom(ip, {
          fio: 'Я',
          personal_phone: '12',
          email: 'not-an-email',
          password: 'abcdef',
          password2: 'abcdeg',
          stock: '',
        }),
      );
      expect(status).toBe(400);
      expect(body.errors).toMatchObject({
        fio: 'Некорректные ФИО',
        personal_phone: 'Некорректный номер телефона',
        email: 'Недопустимый e-mail. Пример: ivanov@mail.ru',
        password: 'Пароль должен содержать прописные и строчные буквы и цифры',
      });
      expect(body.errors!.stock).toBeDefined();
    });

    it('says when the repeated password differs, and when a checked manager is missing', async () => {
      const { email, ip } = unique();
      const { status, body } = await auth.json<Envelope>(
        '/user/registrationIndividual',
        formFrom(ip, individual(email, { password2: 'Tkani2027', managerCheck: 'true' })),
      );
      expect(status).toBe(400);
      expect(body.errors).toEqual({
        password2: 'Пароли не совпадают',
        manager: 'Выберите менеджера',
      });
    });

    it('refuses a manager of another warehouse and an unknown warehouse', async () => {
      const managers = await auth.json<{ data: { personalManagers: { id: number }[] } }>(
        '/user/getPersonalManagerForStoreRegistr/?store_code=spb',
      );
      const spbManager = managers.body.data.personalManagers[0]!.id;
      const { email, ip } = unique();
      const wrongManager = await auth.json<Envelope>(
        '/user/registrationIndividual',
        formFrom(ip, individual(email, { managerCheck: 'true', manager: String(spbManager) })),
      );
      expect(wrongManager.status).toBe(400);
      expect(wrongManager.body.errors).toEqual({ manager: 'Выберите менеджера' });
      const noStore = await auth.json<Envelope>(
        '/user/registrationIndividual',
        formFrom(ip, individual(email, { stock: '999' })),
      );
      expect(noStore.status).toBe(400);
      expect(noStore.body.errors).toEqual({ stock: 'Выберите склад' });
    });

    it('links the chosen manager of the chosen warehouse', async () => {
      const managers = await auth.json<{
        data: { personalManagers: { id: number; name: string }[] };
      }>('/user/getPersonalManagerForStoreRegistr?store_code=msk');
      expect(managers.status).toBe(200);
      const manager = managers.body.data.personalManagers[0]!;
      expect(manager.name).toMatch(/[А-Я]/);
      const { email, ip } = unique();
      const done = await auth.json<Envelope>(
        '/user/registrationIndividual',
        formFrom(ip, individual(email, { managerCheck: 'true', manager: String(manager.id) })),
      );
      expect(done.status).toBe(200);
      const [row] = await api.handle.db.select().from(users).where(eq(users.email, email));
      expect(row!.managerId).toBe(manager.id);
    });

    it('refuses an e-mail that is already registered, whatever its case', async () => {
      const { ip } = unique();
      const { status, body } = await auth.json<Envelope>(
        '/user/registrationIndividual',
        formFrom(ip, individual(DEMO_BUYER_EMAIL.toUpperCase())),
      );
      expect(status).toBe(409);
      expect(body.errors).toEqual({ email: 'Пользователь с таким e-mail уже существует' });
    });

    it('registers a company with its organisation; its INN then exists and cannot register again', async () => {
      const suggestions = await auth.json<{
        data: {
          suggestions: {
            data: {
              inn: string;
              ogrn: string;
              address: { value: string };
              name: { short_with_opf: string };
            };
          }[];
        };
      }>('/suggest/party', formFrom('10.9.9.9', { query: 'Текстиль' }));
      let company: (typeof suggestions.body.data.suggestions)[number]['data'] | undefined;
      for (const s of suggestions.body.data.suggestions) {
        const check = await auth.json<{ data: { exists: boolean } }>(
          `/user/checkInn?inn=${s.data.inn}`,
        );
        if (!check.body.data.exists) {
          company = s.data;
          break;
        }
      }
      expect(company).toBeDefined();
      const { email, ip } = unique();
      const fields = individual(email, {
        inn: company!.inn,
        company_name: company!.name.short_with_opf,
        company_address: company!.address.value,
        company_ogrn: company!.ogrn,
      });
      const { status, body } = await auth.json<Envelope>(
        '/user/registrationLegal/',
        formFrom(ip, fields),
      );
      expect(status, JSON.stringify(body)).toBe(200);
      const [user] = await api.handle.db.select().from(users).where(eq(users.email, email));
      expect(user!.userType).toBe('legal_entity');
      const [org] = await api.handle.db
        .select()
        .from(organizations)
        .where(eq(organizations.userId, user!.id));
      expect(org).toMatchObject({ inn: company!.inn, ogrn: company!.ogrn });

      const check = await auth.json<{ data: { exists: boolean } }>(
        `/user/checkInn/?inn=${company!.inn}`,
      );
      expect(check.body.data.exists).toBe(true);
      const again = await auth.json<Envelope>(
        '/user/registrationLegal',
        formFrom(ip, { ...fields, email: unique().email }),
      );
      expect(again.status).toBe(409);
      expect(again.body.errors).toEqual({ inn: 'Профиль с таким ИНН уже существует' });
    });

    it('checks the INN by its digits, length and check digits', async () => {
      const { ip } = unique();
      const base = individual(unique().email, {
        company_name: 'ООО «Тест»',
        company_address: 'г. Москва',
        company_ogrn: DEMO_COMPANY.ogrn,
      });
      const innError = async (inn: string) =>
        (await auth.json<Envelope>('/user/registrationLegal', formFrom(ip, { ...base, inn }))).body
          .errors?.inn;
      expect(await innError('77a7')).toBe('Поле должно содержать только числа');
      expect(await innError('770123')).toBe('ИНН должен состоять из 10 или 12 цифр');
      const wrongCheck =
        DEMO_COMPANY.inn.slice(0, 9) + String((Number(DEMO_COMPANY.inn[9]) + 1) % 10);
      expect(await innError(wrongCheck)).toBe('Некорректно заполнен ИНН');
      expect(await innError('')).toBe('Обязательное поле');
      const query = await auth.json<Envelope>(`/user/checkInn?inn=${wrongCheck}`);
      expect(query.status).toBe(400);
      expect(query.body.errors).toEqual({ inn: 'Некорректно заполнен ИНН' });
    });

    it('answers 404 for managers of an unknown warehouse and 400 for a malformed code', async () => {
      expect(
        (await auth.json('/user/getPersonalManagerForStoreRegistr?store_code=xyz')).status,
      ).toBe(404);
      expect(
        (await auth.json('/user/getPersonalManagerForStoreRegistr?store_code=%27%3B')).status,
      ).toBe(400);
      expect((await auth.json('/user/getPersonalManagerForStoreRegistr')).status).toBe(400);
    });

    it('limits registrations per address with a 429 in Russian', async () => {
      const ip = '10.200.0.1';
      let last = 0;
      let message = '';
      for (let i = 0; i < 11; i += 1) {
        const r = await auth.json<Envelope>(
          '/user/registrationIndividual',
          formFrom(ip, individual(DEMO_BUYER_EMAIL)),
        );
        last = r.status;
        message = r.body.message ?? '';
      }
      expect(last).toBe(429);
      expect(message).toMatch(WAIT_MESSAGE);
    });
  });

  describe('login, refresh, logout', () => {
    it('logs the demo buyers in; wrong data gets the spec message whether or not the e-mail exists', async () => {
      const ok = await logIn(DEMO_BUYER_EMAIL, DEMO_PASSWORD);
      expect(ok.status).toBe(200);
      expect(ok.body.message).toBe('Вы успешно вошли в систему!');
      expect(await seesPrices(tokensOf(ok.body).jwt)).toBe(true);
      expect((await logIn(DEMO_COMPANY_EMAIL, DEMO_PASSWORD)).status).toBe(200);

      for (const [login, password] of [
        [DEMO_BUYER_EMAIL, 'Wrong2026'],
        ['nobody@example.ru', DEMO_PASSWORD],
      ] as const) {
        const wrong = await logIn(login, password);
        expect(wrong.status).toBe(400);
        expect(wrong.body).toEqual({ status: 'error', message: 'Не правильные логин или пароль' });
      }
    });

    it('validates the login form', async () => {
      const { status, body } = await auth.json<Envelope>(
        '/user/login',
        formFrom('10.1.1.1', { login: 'x', password: '' }),
      );
      expect(status).toBe(400);
      expect(body.errors).toEqual({
        login: 'Недопустимый e-mail. Пример: ivanov@mail.ru',
        password: 'Обязательное поле',
      });
      const empty = await auth.json<Envelope>('/user/login', { method: 'POST' });
      expect(empty.status).toBe(400);
    });

    it('limits failed logins per account, and per address', async () => {
      const { email, ip } = unique();
      await auth.json('/user/registrationIndividual', formFrom(ip, individual(email)));
      let status = 0;
      for (let i = 0; i < 11; i += 1)
        status = (await logIn(email, 'Wrong2026', `10.50.0.${i}`)).status;
      expect(status).toBe(429);
      // The right password is refused too while the account is locked: that is the point.
      expect((await logIn(email, 'Tkani2026', '10.50.1.1')).status).toBe(429);

      const address = '10.60.0.1';
      let last: { status: number; body: Envelope } = { status: 0, body: { status: '' } };
      for (let i = 0; i < 31; i += 1)
        last = await logIn(`nobody${i}@example.ru`, 'Wrong2026', address);
      expect(last.status).toBe(429);
      expect(last.body.message).toMatch(WAIT_MESSAGE);
    });

    it('rotates the refresh token on every use; a reused token revokes the whole family', async () => {
      const first = tokensOf((await logIn(DEMO_BUYER_EMAIL, DEMO_PASSWORD)).body);
      const r1 = await auth.json<Envelope>(
        '/user/refresh/',
        formFrom('10.2.0.1', { rt: first.rt }),
      );
      expect(r1.status).toBe(200);
      const second = tokensOf(r1.body);
      expect(second.rt).not.toBe(first.rt);
      expect(await seesPrices(second.jwt)).toBe(true);

      const replay = await auth.json<Envelope>(
        '/user/refresh',
        formFrom('10.2.0.1', { rt: first.rt }),
      );
      expect(replay.status).toBe(401);
      // The thief's replay ended the owner's session too: the newer token is dead as well.
      const afterReplay = await auth.json<Envelope>(
        '/user/refresh',
        formFrom('10.2.0.1', { rt: second.rt }),
      );
      expect(afterReplay.status).toBe(401);
      expect(afterReplay.body.message).toBe('Сессия истекла, войдите снова');
    });

    it('ends a session 25 weeks after its login however often it was refreshed (ASVS 7.3.2)', async () => {
      const first = tokensOf((await logIn(DEMO_BUYER_EMAIL, DEMO_PASSWORD)).body);
      const r1 = await auth.json<Envelope>('/user/refresh', formFrom('10.2.0.9', { rt: first.rt }));
      expect(r1.status).toBe(200);
      const second = tokensOf(r1.body);

      // The login was 25 weeks and a day ago; the last refresh was just now.
      const day = 24 * 60 * 60 * 1000;
      await api.handle.db
        .update(refreshTokens)
        .set({ createdAt: new Date(Date.now() - (25 * 7 + 1) * day) })
        .where(eq(refreshTokens.tokenHash, hashToken(first.rt)));
      const late = await auth.json<Envelope>(
        '/user/refresh',
        formFrom('10.2.0.9', { rt: second.rt }),
      );
      expect(late.status).toBe(401);
      expect(late.body.message).toBe('Сессия истекла, войдите снова');
    });

    it('a password changed in the account ends the other sessions and keeps this one (ASVS 7.4.3)', async () => {
      const { email, ip } = unique();
      expect(
        (await auth.json('/user/registrationIndividual', formFrom(ip, individual(email)))).status,
      ).toBe(200);
      const here = tokensOf((await logIn(email, 'Tkani2026')).body);
      const elsewhere = tokensOf((await logIn(email, 'Tkani2026')).body);

      const fields = { old_password: 'Tkani2026', password: 'Novyj2026', password2: 'Novyj2026' };
      const form = formFrom(ip, fields);
      const changed = await auth.json<Envelope>('/personalAccount/changePasswordUser/', {
        ...form,
        headers: { ...(form.headers as Record<string, string>), ...bearer(here.jwt).headers },
      });
      expect(changed.status).toBe(200);

      const other = await auth.json<Envelope>('/user/refresh', formFrom(ip, { rt: elsewhere.rt }));
      expect(other.status).toBe(401);
      expect(other.body.message).toBe('Сессия истекла, войдите снова');
      expect((await auth.json('/user/refresh', formFrom(ip, { rt: here.rt }))).status).toBe(200);
      expect((await logIn(email, 'Novyj2026')).status).toBe(200);
    });

    it('refuses unknown and malformed refresh tokens', async () => {
      expect(
        (await auth.json('/user/refresh', formFrom('10.2.0.2', { rt: 'made-up' }))).status,
      ).toBe(401);
      expect((await auth.json('/user/refresh', formFrom('10.2.0.2', { rt: '' }))).status).toBe(400);
      expect(
        (await auth.json('/user/refresh', formFrom('10.2.0.2', { rt: 'x'.repeat(5000) }))).status,
      ).toBe(400);
    });

    it('logout revokes the session of the refresh token given', async () => {
      const pair = tokensOf((await logIn(DEMO_COMPANY_EMAIL, DEMO_PASSWORD)).body);
      const out = await auth.json<Envelope>('/user/logout/', {
        headers: { 'x-refresh-token': pair.rt },
      });
      expect(out.status).toBe(200);
      expect((await auth.json('/user/refresh', formFrom('10.2.0.3', { rt: pair.rt }))).status).toBe(
        401,
      );
    });

    it('logout with only an access token ends every session of that buyer; without either it is harmless', async () => {
      const a = tokensOf((await logIn(DEMO_COMPANY_EMAIL, DEMO_PASSWORD)).body);
      const b = tokensOf((await logIn(DEMO_COMPANY_EMAIL, DEMO_PASSWORD)).body);
      expect((await auth.json('/user/logout', bearer(a.jwt))).status).toBe(200);
      expect((await auth.json('/user/refresh', formFrom('10.2.0.4', { rt: b.rt }))).status).toBe(
        401,
      );
      expect((await auth.json('/user/logout')).status).toBe(200);
    });

    it('treats an expired or forged access token as no token at all', async () => {
      const [buyer] = await api.handle.db
        .select()
        .from(users)
        .where(eq(users.email, DEMO_BUYER_EMAIL));
      const expired = await signAccessToken(
        auth.secret,
        { userId: buyer!.id, storeId: 1 },
        Date.now() - 3_600_000,
      );
      expect(await seesPrices(expired)).toBe(false);
      const forged = await signAccessToken('another-secret-another-secret-another-1', {
        userId: buyer!.id,
        storeId: 1,
      });
      expect(await seesPrices(forged)).toBe(false);
      expect(await seesPrices('not.a.jwt.at-all')).toBe(false);
    });
  });

  describe('password recovery', () => {
    const linkIn = async (to: string) => {
      const mail = (await auth.outbox()).filter((m) => m.to === to).at(-1);
      const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
      return link ? new URL(link) : null;
    };

    it('answers the same for unknown e-mails and mails nothing', async () => {
      const before = (await auth.outbox()).length;
      const unknown = await auth.json<Envelope>(
        '/user/passwordRecovery/',
        formFrom('10.3.0.1', { email: 'ghost@example.ru' }),
      );
      expect(unknown.status).toBe(200);
      expect(unknown.body).toEqual({
        status: 'success',
        data: null,
        message: 'Сообщение отправлено!',
      });
      expect((await auth.outbox()).length).toBe(before);
    });

    it('mails a one-time link that sets a new password once; the old password stops working', async () => {
      const { email, ip } = unique();
      const reg = tokensOf(
        (await auth.json('/user/registrationIndividual', formFrom(ip, individual(email)))).body,
      );
      const sent = await auth.json<Envelope>('/user/passwordRecovery', formFrom(ip, { email }));
      expect(sent.body.message).toBe('Сообщение отправлено!');
      const link = await linkIn(email);
      expect(link).not.toBeNull();
      expect(link!.origin).toBe('http://shop.test');
      expect(link!.searchParams.get('change_password')).toBe('yes');
      expect(link!.searchParams.get('USER_LOGIN')).toBe(email);
      const code = link!.searchParams.get('USER_CHECKWORD')!;
      // Only the hash is stored.
      const stored = await api.handle.db.select().from(oneTimeCodes);
      expect(stored.some((row) => row.codeHash === code)).toBe(false);

      const change = {
        USER_CHECKWORD: code,
        USER_LOGIN: email,
        password: 'Novyi2027',
        password2: 'Novyi2027',
      };
      const done = await auth.json<Envelope>('/user/passwordRecoveryChange/', formFrom(ip, change));
      expect(done.status).toBe(200);
      expect(done.body.message).toBe('Пароль успешно изменен!');
      expect((await logIn(email, 'Tkani2026')).status).toBe(400);
      expect((await logIn(email, 'Novyi2027')).status).toBe(200);
      // A new password ends the sessions opened before it.
      expect((await auth.json('/user/refresh', formFrom(ip, { rt: reg.rt }))).status).toBe(401);

      const again = await auth.json<Envelope>(
        '/user/passwordRecoveryChange',
        formFrom(ip, { ...change, password: 'Tretii2028', password2: 'Tretii2028' }),
      );
      expect(again.status).toBe(400);
      expect(again.body.message).toBe('Ссылка устарела или уже использована');
    });

    it('refuses an expired code, a code for another login, and a weak password', async () => {
      const { email, ip } = unique();
      await auth.json('/user/registrationIndividual', formFrom(ip, individual(email)));
      await auth.json('/user/passwordRecovery', formFrom(ip, { email }));
      const code = (await linkIn(email))!.searchParams.get('USER_CHECKWORD')!;
      const weak = await auth.json<Envelope>(
        '/user/passwordRecoveryChange',
        formFrom(ip, {
          USER_CHECKWORD: code,
          USER_LOGIN: email,
          password: 'abc',
          password2: 'abd',
        }),
      );
      expect(weak.body.errors).toEqual({
        password: 'Пароль должен содержать прописные и строчные буквы и цифры',
        password2: 'Пароли не совпадают',
      });
      const otherLogin = await auth.json<Envelope>(
        '/user/passwordRecoveryChange',
        formFrom(ip, {
          USER_CHECKWORD: code,
          USER_LOGIN: DEMO_BUYER_EMAIL,
          password: 'Novyi2027',
          password2: 'Novyi2027',
        }),
      );
      expect(otherLogin.status).toBe(400);
      const [user] = await api.handle.db.select().from(users).where(eq(users.email, email));
      await api.handle.db
        .update(oneTimeCodes)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(oneTimeCodes.userId, user!.id));
      const expired = await auth.json<Envelope>(
        '/user/passwordRecoveryChange',
        formFrom(ip, {
          USER_CHECKWORD: code,
          USER_LOGIN: email,
          password: 'Novyi2027',
          password2: 'Novyi2027',
        }),
      );
      expect(expired.status).toBe(400);
      expect((await logIn(email, 'Tkani2026')).status).toBe(200);
    });

    it('limits recovery mails per e-mail', async () => {
      const { email, ip } = unique();
      let status = 0;
      for (let i = 0; i < 4; i += 1) {
        status = (
          await auth.json('/user/passwordRecovery', formFrom(`${ip.slice(0, -1)}${i}`, { email }))
        ).status;
      }
      expect(status).toBe(429);
      const bad = await auth.json<Envelope>(
        '/user/passwordRecovery',
        formFrom(ip, { email: 'x@' }),
      );
      expect(bad.status).toBe(400);
    });
  });

  describe('e-mail change', () => {
    it('mails a link to the new address; opening it changes the login once', async () => {
      const { email, ip } = unique();
      await auth.json('/user/registrationIndividual', formFrom(ip, individual(email)));
      const [user] = await api.handle.db.select().from(users).where(eq(users.email, email));
      const newEmail = `new.${email}`;
      const outboxDir =
        (await import('node:os')).tmpdir() + `/selvedge-email-change-${user!.id}-${Date.now()}`;
      const mailer = createOutboxMailer(outboxDir, 'test@selvedge.test');
      await requestEmailChange(
        api.handle.db,
        mailer,
        { siteUrl: 'http://shop.test' },
        user!.id,
        newEmail.toUpperCase(),
      );
      const { readOutbox } = await import('@/server/platform/mail');
      const [mail] = await readOutbox(outboxDir);
      expect(mail!.to).toBe(newEmail);
      const link = new URL(mail!.text.match(/https?:\/\/\S+/)![0]);
      expect(link.searchParams.get('new_email')).toBe(newEmail);
      expect(link.searchParams.get('user_id')).toBe(String(user!.id));

      const confirm = await auth.json<Envelope>(
        `/personalAccount/emailChangeFromLink/${link.search}`,
      );
      expect(confirm.status).toBe(200);
      expect(confirm.body).toMatchObject({
        message: 'E-mail успешно изменен!',
        data: { email: newEmail },
      });
      expect((await logIn(newEmail, 'Tkani2026')).status).toBe(200);
      const again = await auth.json<Envelope>(`/personalAccount/emailChangeFromLink${link.search}`);
      expect(again.status).toBe(400);
    });

    it('refuses a link whose e-mail or user was altered, and malformed links', async () => {
      const { email, ip } = unique();
      await auth.json('/user/registrationIndividual', formFrom(ip, individual(email)));
      const [user] = await api.handle.db.select().from(users).where(eq(users.email, email));
      const outboxDir =
        (await import('node:os')).tmpdir() + `/selvedge-email-change-b-${user!.id}-${Date.now()}`;
      await requestEmailChange(
        api.handle.db,
        createOutboxMailer(outboxDir, 'x@selvedge.test'),
        { siteUrl: 'http://shop.test' },
        user!.id,
        `b.${email}`,
      );
      const { readOutbox } = await import('@/server/platform/mail');
      const link = new URL((await readOutbox(outboxDir))[0]!.text.match(/https?:\/\/\S+/)![0]);
      const altered = new URLSearchParams(link.search);
      altered.set('new_email', 'thief@example.ru');
      expect((await auth.json(`/personalAccount/emailChangeFromLink?${altered}`)).status).toBe(400);
      altered.set('new_email', `b.${email}`);
      altered.set('user_id', '1');
      expect((await auth.json(`/personalAccount/emailChangeFromLink?${altered}`)).status).toBe(400);
      expect(
        (await auth.json('/personalAccount/emailChangeFromLink?new_email=x&user_id=a')).status,
      ).toBe(400);
    });
  });
});
