/**
 * The managers' queue, second part (issue #20): replies by e-mail, staff-only downloads of the
 * files a sender attached, buyers' messages as requests, the overdue count of the header, the
 * morning digest and the staff:add rules.
 */
import { readdir } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  requestDetailSchema,
  staffSchema,
  type RequestDetail,
  type RequestsList,
  type Staff,
} from '@/lib/api/contract/manager';
import { leads, managers, siteSettings, stores, uploads, users } from '@/server/db/schema';
import { DEMO_HEAD_EMAIL } from '@/server/db/seed/accounts';
import {
  claimDigestDay,
  DIGEST_CLAIM_KEY,
  sendDigest,
  startDigestScheduler,
} from '@/server/modules/manager/requests/digest';
import { addStaff } from '@/server/modules/manager/staff/accounts';
import { BUYER_HEADER, backends, form, startApi, type TestApi } from '../../support/api';
import { createBuyer } from '../../support/buyers';

interface Envelope<T = unknown> {
  status: string;
  message?: string;
  data: T;
  errors?: Record<string, string>;
}

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const person = {
  fio: 'Смирнова Вера',
  phone: '+7 (916) 555-12-34',
  email: 'vera@example.ru',
  consent: 'true',
};

let address = 0;

describe.each(backends())('the managers’ queue, second part, on %s', (backend) => {
  let api: TestApi;
  let msk: typeof stores.$inferSelect;
  let spb: typeof stores.$inferSelect;
  const staff = { msk: 0, spb: 0, ivn: 0, head: 0 };
  type Role = 'manager' | 'head' | 'buyer';
  const as = (userId: number, role: Role, init: RequestInit = {}) => ({
    ...init,
    headers: {
      ...(init.headers as Record<string, string> | undefined),
      [BUYER_HEADER]: role === 'buyer' ? `${userId}:1` : `${userId}:1:${role}`,
    },
  });
  const get = <T>(userId: number, path: string, role: Role = 'manager') =>
    api.json<Envelope<T>>(path, as(userId, role));
  const post = <T>(
    userId: number,
    path: string,
    fields: Record<string, string>,
    role: Role = 'manager',
  ) => api.json<Envelope<T>>(path, as(userId, role, form(fields)));

  /** A sample request through the site's form, with files, as a visitor sends it. */
  async function sendSample(
    fields: Partial<typeof person> & { stock: string },
    files: { name: string; bytes: Uint8Array<ArrayBuffer> }[] = [],
  ): Promise<number> {
    const body = new FormData();
    for (const [key, value] of Object.entries({
      ...person,
      product_name: 'Футер петля, серый меланж',
      ...fields,
    })) {
      body.append(key, value);
    }
    for (const file of files) {
      body.append('files', new File([file.bytes], file.name, { type: 'application/pdf' }));
    }
    const answer = await api.json<Envelope<{ id: number }>>('/catalog/sampleOrder/', {
      method: 'POST',
      body,
      headers: { 'x-forwarded-for': `10.30.0.${++address}` },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data.id;
  }

  const staffId = async (email: string) => {
    const [row] = await api.handle.db.select().from(users).where(eq(users.email, email));
    return row!.id;
  };

  beforeAll(async () => {
    api = await startApi(backend);
    const all = await api.handle.db.select().from(stores);
    msk = all.find((s) => s.xmlId === 'msk')!;
    spb = all.find((s) => s.xmlId === 'spb')!;
    staff.msk = await staffId('manager.msk@selvedge.local');
    staff.spb = await staffId('manager.spb@selvedge.local');
    staff.ivn = await staffId('manager.ivn@selvedge.local');
    staff.head = await staffId(DEMO_HEAD_EMAIL);
  });

  afterAll(() => api?.close());

  describe('a reply by e-mail from the card', () => {
    it('mails the sender, records who wrote what, and counts as the first response', async () => {
      const id = await sendSample({ stock: 'msk', email: 'reply.to@example.ru' });
      const before = await get<RequestDetail>(staff.msk, `/manager/requests/${id}/`);
      expect(before.body.data.first_response_at).toBeNull();
      expect(before.body.data.reply).toEqual({
        to: 'reply.to@example.ru',
        subject: `Re: Образцы полотна, заявка №${id}`,
      });
      const sent = (await api.outbox()).length;

      const answer = await post<RequestDetail>(staff.msk, `/manager/requests/${id}/reply/`, {
        subject: `Re: Образцы полотна, заявка №${id}`,
        text: 'Здравствуйте! Образцы отправим в пятницу.',
      });
      expect(answer.status).toBe(200);
      expect(answer.body.message).toBe('Ответ отправлен');
      // The answer is what the contract says (the client checks it with the same schema).
      expect(requestDetailSchema.safeParse(answer.body.data).error).toBeUndefined();
      expect(answer.body.data.first_response_at).not.toBeNull();
      expect(answer.body.data.history.at(-1)).toMatchObject({
        kind: 'reply',
        actor: { id: staff.msk },
        text: `Ответ письмом на reply.to@example.ru: «Re: Образцы полотна, заявка №${id}»`,
        note: 'Здравствуйте! Образцы отправим в пятницу.',
      });

      const outbox = await api.outbox();
      expect(outbox).toHaveLength(sent + 1);
      const mail = outbox.at(-1)!;
      expect(mail).toMatchObject({
        to: 'reply.to@example.ru',
        subject: `Re: Образцы полотна, заявка №${id}`,
        replyTo: 'manager.msk@selvedge.local',
      });
      expect(mail.text).toContain('Здравствуйте! Образцы отправим в пятницу.');

      // The first response stays the first: a later reply does not move it.
      const first = answer.body.data.first_response_at;
      const again = await post<RequestDetail>(staff.msk, `/manager/requests/${id}/reply/`, {
        subject: 'Ещё раз',
        text: 'Уточнение',
      });
      expect(again.body.data.first_response_at).toBe(first);
      expect(again.body.data.history.filter((e) => e.kind === 'reply')).toHaveLength(2);
    });

    it('counts only a reply as the first response: a status change or a note is none (issue #34)', async () => {
      const id = await sendSample({ stock: 'msk', email: 'first.reply@example.ru' });
      const taken = await post<RequestDetail>(staff.msk, `/manager/requests/${id}/status/`, {
        status: 'in_work',
        from: 'new',
      });
      expect(taken.status).toBe(200);
      expect(taken.body.data.status).toBe('in_work');
      expect(taken.body.data.first_response_at).toBeNull();
      const noted = await post<RequestDetail>(staff.msk, `/manager/requests/${id}/notes/`, {
        note: 'Позвоню после обеда',
      });
      expect(noted.status).toBe(200);
      expect(noted.body.data.first_response_at).toBeNull();
      const waiting = await post<RequestDetail>(staff.msk, `/manager/requests/${id}/status/`, {
        status: 'waiting',
        from: 'in_work',
      });
      expect(waiting.body.data.first_response_at).toBeNull();

      const before = Date.now();
      const answer = await post<RequestDetail>(staff.msk, `/manager/requests/${id}/reply/`, {
        subject: `Re: Образцы полотна, заявка №${id}`,
        text: 'Образцы готовы.',
      });
      expect(answer.status).toBe(200);
      const first = answer.body.data.first_response_at;
      expect(first).not.toBeNull();
      // The time of the reply, not of the status change before it.
      expect(Date.parse(first!)).toBeGreaterThanOrEqual(before);
    });

    it('refuses a request without an e-mail in Russian, and sends nothing', async () => {
      const buyer = await createBuyer(api, { storeXmlId: 'msk' });
      const call = await api.json<Envelope<{ id: number }>>(
        '/through_blocks/orderCall/',
        buyer.init(form({ fio: 'Иванов Иван', phone: '+7 (900) 123-45-67', consent: 'true' })),
      );
      expect(call.status).toBe(200);
      const id = call.body.data.id;
      const card = await get<RequestDetail>(staff.head, `/manager/requests/${id}/`, 'head');
      expect(card.body.data.reply.to).toBeNull();
      const sent = (await api.outbox()).length;
      const answer = await post(
        staff.head,
        `/manager/requests/${id}/reply/`,
        { subject: 'Re', text: 'Ответ' },
        'head',
      );
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('Отправитель не оставил e-mail: ответить письмом нельзя');
      expect(await api.outbox()).toHaveLength(sent);
      const after = await get<RequestDetail>(staff.head, `/manager/requests/${id}/`, 'head');
      expect(after.body.data.history.some((e) => e.kind === 'reply')).toBe(false);
      expect(after.body.data.first_response_at).toBeNull();
    });

    it('answers empty or overlong fields with per-field Russian 400s', async () => {
      const id = await sendSample({ stock: 'msk' });
      const empty = await post(staff.msk, `/manager/requests/${id}/reply/`, {
        subject: ' ',
        text: '  ',
      });
      expect(empty.status).toBe(400);
      expect(empty.body.errors).toEqual({
        subject: 'Укажите тему письма',
        text: 'Напишите ответ',
      });
      const long = await post(staff.msk, `/manager/requests/${id}/reply/`, {
        subject: 'т'.repeat(201),
        text: 'я'.repeat(10_001),
      });
      expect(long.body.errors).toEqual({
        subject: 'Не более 200 символов',
        text: 'Не более 10000 символов',
      });
      // A line break cannot start a header of its own in the mail.
      await post(staff.msk, `/manager/requests/${id}/reply/`, {
        subject: 'Re: вопрос\r\nBcc: all@example.ru',
        text: 'Ответ',
      });
      const mail = (await api.outbox()).at(-1)!;
      expect(mail.subject).toBe('Re: вопрос Bcc: all@example.ru');
    });

    it('is refused for another warehouse’s request (404), a buyer (403), a visitor (401)', async () => {
      const id = await sendSample({ stock: 'spb' });
      const fields = { subject: 'Re', text: 'Ответ' };
      expect((await post(staff.msk, `/manager/requests/${id}/reply/`, fields)).status).toBe(404);
      const buyer = await createBuyer(api);
      const asBuyer = await api.json(`/manager/requests/${id}/reply/`, buyer.init(form(fields)));
      expect(asBuyer.status).toBe(403);
      expect((await api.json(`/manager/requests/${id}/reply/`, form(fields))).status).toBe(401);
    });
  });

  describe('the files a sender attached', () => {
    let id: number;
    let file: RequestDetail['files'][number];

    beforeAll(async () => {
      id = await sendSample({ stock: 'msk' }, [{ name: 'ТЗ «заказ».pdf', bytes: PDF }]);
      const card = await get<RequestDetail>(staff.msk, `/manager/requests/${id}/`);
      file = card.body.data.files[0]!;
    });

    it('lists them on the card with name, size, kind and a staff-only link', async () => {
      const card = await get<RequestDetail>(staff.msk, `/manager/requests/${id}/`);
      expect(requestDetailSchema.safeParse(card.body.data).error).toBeUndefined();
      expect(file).toMatchObject({
        name: 'ТЗ «заказ».pdf',
        size: PDF.byteLength,
        kind: 'PDF',
        mime: 'application/pdf',
        href: `/api/v1/manager/requests/${id}/files/${file.id}/`,
      });
    });

    it('downloads as an attachment with nosniff, byte for byte', async () => {
      const response = await api.call(
        `/manager/requests/${id}/files/${file.id}/`,
        as(staff.msk, 'manager'),
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      const disposition = response.headers.get('content-disposition')!;
      expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
      expect(disposition).toContain(encodeURIComponent('ТЗ «заказ».pdf'));
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(PDF);
      // The head may too.
      const head = await api.call(
        `/manager/requests/${id}/files/${file.id}/`,
        as(staff.head, 'head'),
      );
      expect(head.status).toBe(200);
    });

    it('is 401 for a visitor, 403 for a buyer, 404 for another warehouse or another request', async () => {
      const path = `/manager/requests/${id}/files/${file.id}/`;
      const visitor = await api.json<Envelope>(path);
      expect(visitor.status).toBe(401);
      const buyer = await createBuyer(api);
      const asBuyer = await api.json<Envelope>(path, buyer.init());
      expect(asBuyer.status).toBe(403);
      expect(asBuyer.body.message).toBe('Раздел доступен только сотрудникам');
      const other = await get(staff.spb, path);
      expect(other.status).toBe(404);
      expect(other.body.message).toBe('Заявка не найдена');
      // The file's id under a request it does not belong to.
      const another = await sendSample({ stock: 'msk' });
      const wrong = await get(staff.msk, `/manager/requests/${another}/files/${file.id}/`);
      expect(wrong.status).toBe(404);
      expect(wrong.body.message).toBe('Файл не найден');
      expect((await get(staff.msk, `/manager/requests/${id}/files/abc/`)).status).toBe(400);
    });

    it('is not reachable by its stored name anywhere in the API', async () => {
      const [row] = await api.handle.db.select().from(uploads).where(eq(uploads.id, file.id));
      const stored = row!.storedName;
      expect(await readdir(api.config.uploadsDir)).toContain(stored);
      for (const path of [
        `/uploads/${stored}`,
        `/files/${stored}`,
        `/manager/uploads/${stored}`,
        `/manager/requests/${id}/files/${stored}/`,
        `/../uploads/${stored}`,
      ]) {
        const answer = await api.call(path, as(staff.msk, 'manager'));
        expect([400, 404], path).toContain(answer.status);
        expect(answer.headers.get('content-type'), path).toContain('application/json');
      }
    });
  });

  describe('a buyer’s message to the manager', () => {
    it('becomes a request of its own type, for the personal manager, with the account', async () => {
      const buyer = await createBuyer(api, { storeXmlId: 'spb' });
      const answer = await api.json<Envelope>(
        '/personalAccount/contactTheManager/',
        buyer.init(form({ message: 'Нужен счёт на кулирку 200 кг' })),
      );
      expect(answer.status).toBe(200);
      const [card] = await api.handle.db
        .select()
        .from(managers)
        .where(eq(managers.id, buyer.managerId!));
      const [lead] = await api.handle.db.select().from(leads).where(eq(leads.userId, buyer.id));
      expect(lead).toMatchObject({
        kind: 'manager_message',
        storeId: spb.id,
        assigneeId: card!.userId,
        status: 'new',
      });
      const list = await get<RequestsList>(
        card!.userId!,
        '/manager/requests/?type=manager_message',
      );
      expect(list.body.data.items[0]).toMatchObject({
        id: lead!.id,
        type: 'manager_message',
        type_name: 'Сообщение менеджеру',
        email: buyer.email,
      });
      const detail = await get<RequestDetail>(card!.userId!, `/manager/requests/${lead!.id}/`);
      expect(detail.body.data.buyer).toMatchObject({ id: buyer.id, email: buyer.email });
      expect(detail.body.data.fields).toContainEqual({
        key: 'message',
        label: 'Сообщение',
        value: 'Нужен счёт на кулирку 200 кг',
      });
      expect(detail.body.data.history[0]).toMatchObject({ kind: 'created' });
      // The manager's mail links the card.
      const mail = (await api.outbox()).find((m) => m.text.includes('кулирку 200 кг'));
      expect(mail?.text).toContain(`http://shop.test/manager/requests/${lead!.id}/`);
      // Not in the Moscow manager's queue.
      expect((await get(staff.msk, `/manager/requests/${lead!.id}/`)).status).toBe(404);
    });

    it('without a personal manager goes to the warehouse’s manager', async () => {
      const buyer = await createBuyer(api, { storeXmlId: 'msk', withManager: false });
      await api.json(
        '/personalAccount/contactTheManager/',
        buyer.init(form({ message: 'Без личного менеджера' })),
      );
      const [lead] = await api.handle.db.select().from(leads).where(eq(leads.userId, buyer.id));
      const [first] = await api.handle.db
        .select()
        .from(managers)
        .where(eq(managers.storeId, msk.id))
        .orderBy(managers.id)
        .limit(1);
      expect(lead).toMatchObject({ kind: 'manager_message', assigneeId: first!.userId });
    });
  });

  describe('overdue requests', () => {
    const longAgo = new Date('2026-01-12T06:00:00Z');
    const ids = { mine: 0, unassigned: 0, spb: 0 };

    beforeAll(async () => {
      const insert = async (storeId: number, assigneeId: number | null, fio: string) => {
        const [row] = await api.handle.db
          .insert(leads)
          .values({
            kind: 'question',
            payload: { fio, phone: '+7 (900) 000-00-02', email: `${assigneeId}@example.ru` },
            storeId,
            notifiedEmail: 'x@selvedge.local',
            assigneeId,
            createdAt: longAgo,
          })
          .returning({ id: leads.id });
        return row!.id;
      };
      ids.mine = await insert(msk.id, staff.msk, 'Давний Мой');
      ids.unassigned = await insert(msk.id, null, 'Давний Ничей');
      ids.spb = await insert(spb.id, staff.spb, 'Давний Питерский');
    });

    it('counts them for the header of each staff member’s queue', async () => {
      const count = async (userId: number, role: 'manager' | 'head') => {
        const me = await get<Staff>(userId, '/manager/me/', role);
        expect(staffSchema.safeParse(me.body.data).error).toBeUndefined();
        const list = await get<RequestsList>(userId, '/manager/requests/?overdue=1', role);
        expect(me.body.data.overdue).toBe(list.body.data.total);
        return me.body.data.overdue;
      };
      expect(await count(staff.msk, 'manager')).toBeGreaterThanOrEqual(2);
      expect(await count(staff.spb, 'manager')).toBeGreaterThanOrEqual(1);
      expect(await count(staff.head, 'head')).toBeGreaterThanOrEqual(3);
      expect(await count(staff.ivn, 'manager')).toBe(0);
    });

    it('mails the morning digest to those with something overdue, and to the head', async () => {
      const before = (await api.outbox()).length;
      const result = await sendDigest(api.handle.db, api.deps.mailer, {
        siteUrl: 'http://shop.test',
      });
      const mails = (await api.outbox()).slice(before);
      expect(mails).toHaveLength(result.sent);
      const to = (email: string) => mails.find((m) => m.to === email);

      const moscow = to('manager.msk@selvedge.local')!;
      expect(moscow.subject).toMatch(/^Просроченные заявки: \d+$/);
      expect(moscow.text).toContain(`№${ids.mine} · Вопрос из каталога · Давний Мой`);
      expect(moscow.text).toContain(`№${ids.unassigned} · Вопрос из каталога · Давний Ничей`);
      expect(moscow.text).toContain(`http://shop.test/manager/requests/${ids.mine}/`);
      expect(moscow.text).not.toContain(`№${ids.spb} `);
      const petersburg = to('manager.spb@selvedge.local')!;
      expect(petersburg.text).toContain(`№${ids.spb} `);
      expect(petersburg.text).not.toContain(`№${ids.mine} `);
      const head = to(DEMO_HEAD_EMAIL)!;
      for (const id of Object.values(ids)) expect(head.text).toContain(`№${id} `);
      // Nothing overdue in Ivanovo: no mail.
      expect(to('manager.ivn@selvedge.local')).toBeUndefined();
    });

    it('runs at 09:00 Moscow time, and of two processes only one sends the day’s digest', async () => {
      await api.handle.db.delete(siteSettings).where(eq(siteSettings.key, DIGEST_CLAIM_KEY));
      // Tuesday 2026-11-24, 08:30 in Moscow; the timers are the test's.
      let clock = new Date('2026-11-24T08:30:00+03:00');
      const processes = [0, 1].map(() => {
        const timers: { run: () => Promise<void>; delayMs: number }[] = [];
        const scheduler = startDigestScheduler({
          database: async () => api.handle,
          mailer: api.deps.mailer,
          siteUrl: 'http://shop.test',
          log: api.deps.logger,
          now: () => clock,
          timer: (run, delayMs) => {
            timers.push({ run, delayMs });
            return { cancel: () => undefined };
          },
        });
        return { timers, scheduler };
      });
      for (const { timers } of processes) expect(timers[0]!.delayMs).toBe(30 * 60 * 1000);

      clock = new Date('2026-11-24T09:00:00+03:00');
      const before = (await api.outbox()).length;
      await Promise.all(processes.map(({ timers }) => timers[0]!.run()));
      const mails = (await api.outbox()).slice(before);
      // One digest per person, not two: the other process found the day claimed.
      const recipients = mails.map((m) => m.to);
      expect(recipients).toContain(DEMO_HEAD_EMAIL);
      expect(new Set(recipients).size).toBe(recipients.length);
      // Each process then waits for Wednesday's nine o'clock.
      for (const { timers, scheduler } of processes) {
        expect(timers[1]!.delayMs).toBe(24 * 60 * 60 * 1000);
        scheduler.stop();
      }
    });

    it('lets one process of several claim a day’s digest', async () => {
      await api.handle.db.delete(siteSettings).where(eq(siteSettings.key, DIGEST_CLAIM_KEY));
      const claims = await Promise.all([
        claimDigestDay(api.handle.db, '2026-11-26'),
        claimDigestDay(api.handle.db, '2026-11-26'),
        claimDigestDay(api.handle.db, '2026-11-26'),
      ]);
      expect(claims.filter(Boolean)).toHaveLength(1);
      expect(await claimDigestDay(api.handle.db, '2026-11-26')).toBe(false);
      expect(await claimDigestDay(api.handle.db, '2026-11-25')).toBe(false);
      expect(await claimDigestDay(api.handle.db, '2026-11-27')).toBe(true);
    });
  });

  describe('staff:add and the staff’s password link', () => {
    it('refuses an e-mail that already has a buyer’s account, and changes nothing', async () => {
      const buyer = await createBuyer(api);
      await expect(
        addStaff(
          api.handle.db,
          {
            email: buyer.email,
            name: 'Покупатель Сотрудник',
            role: 'manager',
            warehouses: ['msk'],
          },
          { siteUrl: 'http://shop.test' },
        ),
      ).rejects.toThrow(/is a buyer's account of the shop; it cannot become staff/);
      const [row] = await api.handle.db.select().from(users).where(eq(users.id, buyer.id));
      expect(row!.role).toBe('buyer');
      await expect(
        addStaff(
          api.handle.db,
          { email: DEMO_HEAD_EMAIL, name: 'Ещё раз', role: 'head', warehouses: [] },
          { siteUrl: 'http://shop.test' },
        ),
      ).rejects.toThrow(/already a staff account \(head\)/);
    });

    it('prints a link that opens on /manager/, where the person then logs in', async () => {
      const { link } = await addStaff(
        api.handle.db,
        {
          email: 'novaya@selvedge.ru',
          name: 'Новая Сотрудница',
          role: 'manager',
          warehouses: ['msk'],
        },
        { siteUrl: 'http://shop.test' },
      );
      const url = new URL(link);
      expect(url.pathname).toBe('/manager/');
      expect(url.searchParams.get('change_password')).toBe('yes');
      expect(url.searchParams.get('USER_LOGIN')).toBe('novaya@selvedge.ru');
    });

    it('mails staff who ask for a new password a link to /manager/, buyers one to the shop', async () => {
      const before = (await api.outbox()).length;
      for (const [email, ip] of [
        ['manager.ekb@selvedge.local', '10.31.0.1'],
        ['buyer@selvedge.local', '10.31.0.2'],
      ] as const) {
        const answer = await api.json('/user/passwordRecovery/', {
          ...form({ email }),
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip },
        });
        expect(answer.status).toBe(200);
      }
      const mails = (await api.outbox()).slice(before);
      const linkIn = (email: string) =>
        new URL(/https?:\/\/\S+/.exec(mails.find((m) => m.to === email)!.text)![0]);
      expect(linkIn('manager.ekb@selvedge.local').pathname).toBe('/manager/');
      expect(linkIn('buyer@selvedge.local').pathname).toBe('/');
    });
  });

  it('lists the new calls in the OpenAPI document under the manager tag', async () => {
    const doc = await api.json<{ paths: Record<string, Record<string, { tags?: string[] }>> }>(
      '/openapi.json',
    );
    for (const path of [
      '/api/v1/manager/requests/{id}/reply',
      '/api/v1/manager/requests/{id}/files/{fileId}',
    ]) {
      const operation = Object.values(doc.body.paths[path] ?? {})[0];
      expect(operation?.tags, path).toEqual(['manager']);
    }
  });
});
