import { hash, verify } from '@node-rs/argon2';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { successEnvelope } from '@/lib/api/contract';
import { profileSettingsSchema, stockListSchema, userDataSchema } from '@/lib/api/contract/account';
import { managerMessages, managers, oneTimeCodes, users } from '@/server/db/schema';
import { backends, form, startApi, type TestApi } from '../../support/api';
import { createBuyer, type TestBuyer } from '../../support/buyers';

type Envelope = { status: string; message?: string; errors?: Record<string, string> };

describe.each(backends())('personal account calls on %s', (backend) => {
  let api: TestApi;
  let buyer: TestBuyer;
  let legal: TestBuyer;

  /** The buyer's password: a new e-mail needs it (issue #33). */
  const BUYER_PASSWORD = 'Tekushchii1';

  beforeAll(async () => {
    api = await startApi(backend);
    buyer = await createBuyer(api);
    legal = await createBuyer(api, { userType: 'legal_entity' });
    await api.handle.db
      .update(users)
      .set({ passwordHash: await hash(BUYER_PASSWORD) })
      .where(eq(users.id, buyer.id));
  });
  afterAll(() => api.close());

  const userRow = async (id: number) =>
    (await api.handle.db.select().from(users).where(eq(users.id, id)))[0]!;

  describe('reading', () => {
    it('every account call answers 401 with the Russian message to an anonymous caller', async () => {
      for (const [path, init] of [
        ['/personalAccount/getReferenceDataAndManager/', undefined],
        ['/personalAccount/getProfileSettings/', undefined],
        ['/personalAccount/getStockList', undefined],
        // Bad input too: the 401 comes first, the body is never looked at.
        ['/personalAccount/changeFioUser/', form({ fio: '1' })],
        ['/personalAccount/changePasswordUser/', form({})],
        ['/personalAccount/contactTheManager/', form({ message: 'Добрый день' })],
      ] as const) {
        const { status, body } = await api.json<Envelope>(path, init);
        expect(status, path).toBe(401);
        expect(body).toEqual({ status: 'error', message: 'Необходимо войти в личный кабинет' });
      }
    });

    it('short account data names the buyer, the warehouse and the manager', async () => {
      const { status, body } = await api.json(
        '/personalAccount/getReferenceDataAndManager/',
        buyer.init(),
      );
      expect(status).toBe(200);
      const data = successEnvelope(userDataSchema).parse(body).data;
      const [manager] = await api.handle.db
        .select()
        .from(managers)
        .where(eq(managers.id, buyer.managerId!));
      expect(data).toMatchObject({
        id: buyer.id,
        user_name: 'Иванов Иван Иванович',
        company_name: null,
        user_type: 'individual',
        managerId: manager!.id,
        managerData: { id: manager!.id, name: manager!.name, phone: manager!.phone },
      });
      expect(data.stock).not.toBe('');
    });

    it("a legal entity's short data carries its company name", async () => {
      const { body } = await api.json('/personalAccount/getReferenceDataAndManager/', legal.init());
      const data = successEnvelope(userDataSchema).parse(body).data;
      expect(data.user_type).toBe('legal_entity');
      expect(data.company_name).toBe(`ООО «Тест ${legal.id}»`);
    });

    it('profile settings show e-mail, phone, name, warehouse and the managers to choose from', async () => {
      const { body } = await api.json('/personalAccount/getProfileSettings/', buyer.init());
      const data = successEnvelope(profileSettingsSchema).parse(body).data;
      expect(data).toMatchObject({
        id: buyer.id,
        email: buyer.email,
        phone: '+7 (900) 123-45-67',
        name: 'Иванов Иван Иванович',
        user_type: 'individual',
      });
      expect(data.stock.xml_id).not.toBe('');
      expect(data.managers.map((m) => m.id)).toContain(buyer.managerId);
      // Only the buyer's own warehouse's managers.
      const rows = await api.handle.db
        .select()
        .from(managers)
        .where(eq(managers.storeId, buyer.storeId));
      expect(data.managers).toHaveLength(rows.length);
    });

    it('the warehouse list has store_id and store_name', async () => {
      const { body } = await api.json('/personalAccount/getStockList', buyer.init());
      const data = successEnvelope(stockListSchema).parse(body).data;
      expect(data.length).toBeGreaterThanOrEqual(4);
      expect(data.map((s) => s.store_id)).toContain(buyer.storeId);
    });
  });

  describe('malformed input', () => {
    it('answers 400 in the envelope (415 for a JSON body), never a 500', async () => {
      const json = await api.json<Envelope>(
        '/personalAccount/changeFioUser/',
        legal.init({
          method: 'POST',
          body: '{"fio":"Иван"}',
          headers: { 'content-type': 'application/json' },
        }),
      );
      // Bodies are form-encoded (docs/design.md §2): another type is refused as such.
      expect(json.status).toBe(415);
      expect(json.body).toEqual({ status: 'error', message: 'Некорректный запрос' });

      const cases: [string, RequestInit][] = [
        ['/personalAccount/changePhoneUser/', { method: 'POST' }],
        ['/personalAccount/changeManager/', form({ manager: '99999999999999999999' })],
        ['/personalAccount/deleteRecipient/', form({ id: '-1' })],
        [
          '/personalAccount/addRecipient/',
          form({
            kind: 'person',
            name: 'x'.repeat(5000),
            phone: '+7 (900) 111-22-33',
            address: 'a',
          }),
        ],
        ['/personalAccountOrders/repeatOrder/', form({ id: '1e99' })],
        [
          '/personalAccountOrganization/changePaymentOrganizationData/',
          form({ bik: '０４４５２５２２５' }),
        ],
      ];
      for (const [path, init] of cases) {
        const { status, body } = await api.json<Envelope>(path, legal.init(init));
        expect(status, `${path} ${JSON.stringify(body)}`).toBe(400);
        expect(body.status).toBe('error');
        expect(body.message).toMatch(/[А-Яа-я]/);
      }
    });
  });

  describe('changing the profile', () => {
    it('changes the full name, and refuses a malformed one with the spec message', async () => {
      const bad = await api.json<Envelope>(
        '/personalAccount/changeFioUser/',
        buyer.init(form({ fio: 'И 12' })),
      );
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toEqual({ fio: 'Некорректные ФИО' });
      const empty = await api.json<Envelope>(
        '/personalAccount/changeFioUser/',
        buyer.init(form({})),
      );
      expect(empty.status).toBe(400);
      expect(empty.body.errors?.fio).toBe('Обязательное поле');

      const good = await api.json<Envelope>(
        '/personalAccount/changeFioUser/',
        buyer.init(form({ fio: 'Петрова Анна-Мария' })),
      );
      expect(good.status).toBe(200);
      expect(good.body.message).toBe('Данные успешно сохранены');
      expect((await userRow(buyer.id)).fio).toBe('Петрова Анна-Мария');
    });

    it('changes the phone; a short number is "Некорректный номер телефона"', async () => {
      const bad = await api.json<Envelope>(
        '/personalAccount/changePhoneUser/',
        buyer.init(form({ phone: '+7 (900) 12' })),
      );
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toEqual({ phone: 'Некорректный номер телефона' });
      const good = await api.json<Envelope>(
        '/personalAccount/changePhoneUser/',
        buyer.init(form({ phone: '+7 (912) 555-44-33' })),
      );
      expect(good.status).toBe(200);
      expect((await userRow(buyer.id)).phone).toBe('+7 (912) 555-44-33');
    });

    it('a new e-mail is not applied at once: a confirmation link goes to the new address', async () => {
      const { status, body } = await api.json<Envelope>(
        '/personalAccount/setEmailUser/',
        buyer.init(form({ email: 'New.Address@Example.ru', current_password: BUYER_PASSWORD })),
      );
      expect(status).toBe(200);
      expect(body.message).toBe('Мы отправили ссылку для подтверждения на новый e-mail');
      expect((await userRow(buyer.id)).email).toBe(buyer.email);
      const mail = (await api.outbox()).find((m) => m.to === 'new.address@example.ru');
      expect(mail).toBeDefined();
      const link = new URL(/https?:\/\/\S+/.exec(mail!.text)![0]);
      expect(link.searchParams.get('new_email')).toBe('new.address@example.ru');
      expect(link.searchParams.get('user_id')).toBe(String(buyer.id));
      expect(link.searchParams.get('code')).toMatch(/^[\w-]{20,}$/);
      const codes = await api.handle.db
        .select()
        .from(oneTimeCodes)
        .where(and(eq(oneTimeCodes.userId, buyer.id), eq(oneTimeCodes.kind, 'email_change')));
      expect(codes).toHaveLength(1);
      // Stored hashed: the code in the link is not in the database.
      expect(codes[0]!.codeHash).not.toContain(link.searchParams.get('code'));
      // Opening the link changes the e-mail, once.
      const confirm = await api.json<Envelope>(
        `/personalAccount/emailChangeFromLink/${link.search}`,
      );
      expect(confirm.status).toBe(200);
      expect(confirm.body.message).toBe('E-mail успешно изменен!');
      expect((await userRow(buyer.id)).email).toBe('new.address@example.ru');
      expect((await api.json(`/personalAccount/emailChangeFromLink/${link.search}`)).status).toBe(
        400,
      );
    });

    it("refuses a malformed e-mail, and another buyer's e-mail", async () => {
      const bad = await api.json<Envelope>(
        '/personalAccount/setEmailUser/',
        buyer.init(form({ email: 'not-an-email', current_password: BUYER_PASSWORD })),
      );
      expect(bad.status).toBe(400);
      expect(bad.body.errors?.email).toBe('Недопустимый e-mail. Пример: example@mail.ru');
      const taken = await api.json<Envelope>(
        '/personalAccount/setEmailUser/',
        buyer.init(form({ email: legal.email.toUpperCase(), current_password: BUYER_PASSWORD })),
      );
      expect(taken.status).toBe(400);
      expect(taken.body.errors?.email).toBe('Пользователь с таким e-mail уже существует');
    });

    it('the warehouse is changed only by the manager: the spec wording, 403', async () => {
      const { status, body } = await api.json<Envelope>(
        '/personalAccount/changeStockUser/',
        buyer.init(form({ stock: 'anything' })),
      );
      expect(status).toBe(403);
      expect(body.message).toBe('Для выбора другого склада - свяжитесь с менеджером');
      expect((await userRow(buyer.id)).storeId).toBe(buyer.storeId);
    });

    it('chooses another manager of the same warehouse only', async () => {
      const db = api.handle.db;
      const [other] = await db
        .insert(managers)
        .values({
          storeId: buyer.storeId,
          name: 'Смирнова Ольга',
          phone: '+7 (900) 000-00-01',
          email: 'olga@selvedge.test',
        })
        .returning();
      const elsewhere = (await db.select().from(managers)).find(
        (m) => m.storeId !== buyer.storeId,
      )!;
      const refused = await api.json<Envelope>(
        '/personalAccount/changeManager/',
        buyer.init(form({ manager: String(elsewhere.id) })),
      );
      expect(refused.status).toBe(400);
      expect(refused.body.errors?.manager).toBe('Менеджер не найден на вашем складе');
      const bad = await api.json<Envelope>(
        '/personalAccount/changeManager/',
        buyer.init(form({ manager: 'abc' })),
      );
      expect(bad.status).toBe(400);

      const { status } = await api.json(
        '/personalAccount/changeManager/',
        buyer.init(form({ manager: String(other!.id) })),
      );
      expect(status).toBe(200);
      expect((await userRow(buyer.id)).managerId).toBe(other!.id);
    });
  });

  describe('the password', () => {
    let user: TestBuyer;
    beforeAll(async () => {
      user = await createBuyer(api);
      await api.handle.db
        .update(users)
        .set({ passwordHash: await hash('Старый1пароль') })
        .where(eq(users.id, user.id));
    });

    it('is changed after the current one is verified, and stored as argon2id', async () => {
      const { status, body } = await api.json<Envelope>(
        '/personalAccount/changePasswordUser/',
        user.init(
          form({
            old_password: 'Старый1пароль',
            password: 'Novyi2Parol',
            password2: 'Novyi2Parol',
          }),
        ),
      );
      expect(status, JSON.stringify(body)).toBe(200);
      const stored = (await userRow(user.id)).passwordHash;
      expect(stored.startsWith('$argon2id$')).toBe(true);
      expect(await verify(stored, 'Novyi2Parol')).toBe(true);
      expect(await verify(stored, 'Старый1пароль')).toBe(false);
    });

    it('a wrong current password changes nothing', async () => {
      const before = (await userRow(user.id)).passwordHash;
      const { status, body } = await api.json<Envelope>(
        '/personalAccount/changePasswordUser/',
        user.init(
          form({ old_password: 'Wrong1pass', password: 'Other3Pass', password2: 'Other3Pass' }),
        ),
      );
      expect(status).toBe(400);
      expect(body.errors).toEqual({ old_password: 'Неверный текущий пароль' });
      expect((await userRow(user.id)).passwordHash).toBe(before);
    });

    it('enforces the password rule and the confirmation with the spec messages', async () => {
      const weak = await api.json<Envelope>(
        '/personalAccount/changePasswordUser/',
        user.init(form({ old_password: 'Novyi2Parol', password: 'simple', password2: 'simple' })),
      );
      expect(weak.status).toBe(400);
      expect(weak.body.errors?.password).toBe(
        'Пароль должен содержать прописные и строчные буквы и цифры',
      );
      const short = await api.json<Envelope>(
        '/personalAccount/changePasswordUser/',
        user.init(form({ old_password: 'Novyi2Parol', password: 'Ab1', password2: 'Ab1' })),
      );
      expect(short.body.errors?.password).toBe('Минимум 6 символов');
      const differ = await api.json<Envelope>(
        '/personalAccount/changePasswordUser/',
        user.init(
          form({ old_password: 'Novyi2Parol', password: 'Novyi3Parol', password2: 'Novyi4Parol' }),
        ),
      );
      expect(differ.status).toBe(400);
      expect(differ.body.errors).toEqual({ password2: 'Пароли не совпадают' });
    });

    it('guessing the current password is stopped after 5 tries', async () => {
      const guesser = await createBuyer(api);
      let last = 0;
      for (let i = 0; i < 6; i += 1) {
        last = (
          await api.json(
            '/personalAccount/changePasswordUser/',
            guesser.init(
              form({
                old_password: `Guess${i}x`,
                password: 'Novyi2Parol',
                password2: 'Novyi2Parol',
              }),
            ),
          )
        ).status;
      }
      expect(last).toBe(429);
    });
  });

  describe('contacting the manager', () => {
    it('stores the message and mails it to the manager, replying to the buyer', async () => {
      const writer = await createBuyer(api);
      const { status, body } = await api.json<Envelope>(
        '/personalAccount/contactTheManager/',
        writer.init(form({ message: 'Нужен счёт на футер 300 кг' })),
      );
      expect(status).toBe(200);
      expect(body.message).toBe('Сообщение отправлено!');
      const stored = await api.handle.db
        .select()
        .from(managerMessages)
        .where(eq(managerMessages.userId, writer.id));
      expect(stored).toEqual([
        expect.objectContaining({
          managerId: writer.managerId,
          message: 'Нужен счёт на футер 300 кг',
        }),
      ]);
      const [manager] = await api.handle.db
        .select()
        .from(managers)
        .where(eq(managers.id, writer.managerId!));
      const mail = (await api.outbox()).find((m) => m.text.includes('Нужен счёт на футер 300 кг'));
      expect(mail).toMatchObject({ to: manager!.email, replyTo: writer.email });
    });

    it('without a manager the message goes to the shop address', async () => {
      const alone = await createBuyer(api, { withManager: false });
      await api.json(
        '/personalAccount/contactTheManager/',
        alone.init(form({ message: 'Вопрос без менеджера' })),
      );
      const mail = (await api.outbox()).find((m) => m.text.includes('Вопрос без менеджера'));
      expect(mail?.to).toBe(api.config.leadsEmail);
    });

    it('an empty message is "Обязательное поле"', async () => {
      const { status, body } = await api.json<Envelope>(
        '/personalAccount/contactTheManager/',
        buyer.init(form({ message: '   ' })),
      );
      expect(status).toBe(400);
      expect(body.errors).toEqual({ message: 'Обязательное поле' });
    });
  });
});
