import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  requestStatuses,
  requestTypes,
  type RequestDetail,
  type RequestsList,
  type Staff,
} from '@/lib/api/contract/manager';
import { leadKinds, leadStatuses, leads, managers, stores, users } from '@/server/db/schema';
import { DEMO_HEAD_EMAIL, DEMO_PASSWORD } from '@/server/db/seed/accounts';
import { verifyAccessToken } from '@/server/modules/auth/tokens';
import { addStaff } from '@/server/modules/manager/staff/accounts';
import { BUYER_HEADER, backends, form, startApi, type TestApi } from '../../support/api';
import { createBuyer } from '../../support/buyers';

interface Envelope<T = unknown> {
  status: string;
  message?: string;
  data: T;
  errors?: Record<string, string>;
}

const person = {
  fio: 'Смирнова Вера',
  phone: '+7 (916) 555-12-34',
  email: 'vera@example.ru',
  consent: 'true',
};

let address = 0;
const from = () => ({ 'x-forwarded-for': `10.20.0.${++address}` });

describe.each(backends())('the managers’ workspace on %s', (backend) => {
  let api: TestApi;
  let msk: typeof stores.$inferSelect;
  let spb: typeof stores.$inferSelect;
  /** Staff accounts: the first manager of Moscow and of St Petersburg, and the head. */
  const staff = { msk: 0, spb: 0, head: 0 };
  const as = (userId: number, role: 'manager' | 'head' | 'buyer', init: RequestInit = {}) => ({
    ...init,
    headers: {
      ...(init.headers as Record<string, string> | undefined),
      [BUYER_HEADER]: role === 'buyer' ? `${userId}:1` : `${userId}:1:${role}`,
    },
  });
  const get = <T>(userId: number, path: string, role: 'manager' | 'head' = 'manager') =>
    api.json<Envelope<T>>(path, as(userId, role));
  const post = <T>(
    userId: number,
    path: string,
    fields: Record<string, string>,
    role: 'manager' | 'head' = 'manager',
  ) => api.json<Envelope<T>>(path, as(userId, role, form(fields)));

  /** A request sent through the site's own form, as a visitor or a buyer would. */
  async function sendSample(
    fields: Partial<typeof person> & { stock: string; product_name: string },
  ): Promise<number> {
    const body = form({ ...person, ...fields });
    const answer = await api.json<Envelope<{ id: number }>>('/catalog/sampleOrder/', {
      ...body,
      headers: { ...(body.headers as Record<string, string>), ...from() },
    });
    expect(answer.status).toBe(200);
    return answer.body.data.id;
  }

  async function staffId(email: string) {
    const [row] = await api.handle.db.select().from(users).where(eq(users.email, email));
    return row!.id;
  }

  beforeAll(async () => {
    api = await startApi(backend);
    const all = await api.handle.db.select().from(stores);
    msk = all.find((s) => s.xmlId === 'msk')!;
    spb = all.find((s) => s.xmlId === 'spb')!;
    staff.msk = await staffId('manager.msk@selvedge.local');
    staff.spb = await staffId('manager.spb@selvedge.local');
    staff.head = await staffId(DEMO_HEAD_EMAIL);
  });

  afterAll(() => api?.close());

  it('keeps the contract’s lists and the schema’s in step', () => {
    expect([...requestTypes]).toEqual([...leadKinds]);
    expect([...requestStatuses]).toEqual([...leadStatuses]);
  });

  describe('staff accounts and who may come in', () => {
    it('seeds a manager per warehouse, linked to its card, and the head', async () => {
      for (const code of ['msk', 'spb', 'ivn', 'ekb']) {
        const [card] = await api.handle.db
          .select({ email: managers.email, role: users.role })
          .from(managers)
          .innerJoin(users, eq(users.id, managers.userId))
          .where(eq(managers.email, `manager.${code}@selvedge.local`));
        expect(card?.role).toBe('manager');
      }
      // Every seeded personal manager of the catalogue is a staff person.
      const unlinked = await api.handle.db
        .select()
        .from(managers)
        .where(and(eq(managers.storeId, msk.id)));
      expect(unlinked.every((card) => card.userId !== null)).toBe(true);
      const me = await get<Staff>(staff.head, '/manager/me/', 'head');
      expect(me.body.data.role).toBe('head');
      expect(me.body.data.warehouses.map((w) => w.xml_id)).toEqual(['msk', 'spb', 'ivn', 'ekb']);
    });

    it('logs staff in at /manager/login with a token that carries the role', async () => {
      const answer = await api.json<Envelope<{ jwt: string }>>(
        '/manager/login/',
        form({ login: 'manager.msk@selvedge.local', password: DEMO_PASSWORD }),
      );
      expect(answer.status).toBe(200);
      const viewer = await verifyAccessToken(api.config.jwtSecret, answer.body.data.jwt);
      expect(viewer).toMatchObject({ userId: staff.msk, role: 'manager' });
    });

    it('refuses a buyer at the staff login, and staff at the buyers’ login', async () => {
      const buyer = await api.json<Envelope>(
        '/manager/login/',
        form({ login: 'buyer@selvedge.local', password: DEMO_PASSWORD }),
      );
      expect(buyer.status).toBe(400);
      expect(buyer.body.message).toBe('Не правильные логин или пароль');
      const manager = await api.json<Envelope>(
        '/user/login/',
        form({ login: 'manager.msk@selvedge.local', password: DEMO_PASSWORD }),
      );
      expect(manager.status).toBe(403);
      expect(manager.body).toEqual({
        status: 'error',
        message: 'Это учётная запись сотрудника: покупки и личный кабинет ей недоступны',
      });
    });

    it('answers a buyer 403 and a visitor 401 on every manager call, in the envelope', async () => {
      const buyer = await createBuyer(api);
      for (const [path, init] of [
        ['/manager/me/', {}],
        ['/manager/requests/', {}],
        ['/manager/requests/1/', {}],
        ['/manager/requests/1/status/', form({ status: 'in_work', from: 'new' })],
        ['/manager/requests/1/assign/', form({ assignee_id: '1' })],
        ['/manager/requests/1/notes/', form({ note: 'x' })],
      ] as const) {
        const asBuyer = await api.json<Envelope>(path, buyer.init(init));
        expect(asBuyer.status, path).toBe(403);
        expect(asBuyer.body).toEqual({
          status: 'error',
          message: 'Раздел доступен только сотрудникам',
        });
        expect((await api.json<Envelope>(path, init)).status, path).toBe(401);
      }
    });

    it('checks the role in the database too: a token claiming staff for a buyer gets 403', async () => {
      const buyer = await createBuyer(api);
      const forged = await get(buyer.id, '/manager/requests/');
      expect(forged.status).toBe(403);
    });

    it('refuses staff where a buyer’s account is needed', async () => {
      const answer = await api.json<Envelope>('/basket/getBasket/', as(staff.msk, 'manager'));
      expect(answer.status).toBe(403);
      expect(answer.body.message).toBe(
        'Это учётная запись сотрудника: покупки и личный кабинет ей недоступны',
      );
    });

    it('staff:add makes an account with a one-time link to set the password', async () => {
      const { link, userId } = await addStaff(
        api.handle.db,
        { email: 'Irina@Selvedge.ru', name: 'Ирина Лосева', role: 'manager', warehouses: ['spb'] },
        { siteUrl: 'http://shop.test' },
      );
      const url = new URL(link);
      expect(url.searchParams.get('USER_LOGIN')).toBe('irina@selvedge.ru');
      const set = await api.json<Envelope>(
        '/user/passwordRecoveryChange/',
        form({
          USER_CHECKWORD: url.searchParams.get('USER_CHECKWORD')!,
          USER_LOGIN: 'irina@selvedge.ru',
          password: 'Novyi2027',
          password2: 'Novyi2027',
        }),
      );
      expect(set.status).toBe(200);
      const login = await api.json<Envelope<{ jwt: string }>>(
        '/manager/login/',
        form({ login: 'irina@selvedge.ru', password: 'Novyi2027' }),
      );
      expect(login.status).toBe(200);
      const me = await get<Staff>(userId, '/manager/me/');
      expect(me.body.data).toMatchObject({
        name: 'Ирина Лосева',
        role: 'manager',
        warehouses: [{ xml_id: 'spb', title: spb.title }],
      });
    });
  });

  describe('the queue', () => {
    let mskLead: number;
    let spbLead: number;

    beforeAll(async () => {
      mskLead = await sendSample({ stock: 'msk', product_name: 'Футер петля, серый меланж' });
      spbLead = await sendSample({
        stock: 'spb',
        product_name: 'Кулирка гладкая, белая',
        fio: 'Орлов Павел',
        phone: '+7 (921) 700-11-22',
        email: 'pavel@example.ru',
      });
    });

    it('puts a new request at the top, assigned to its warehouse’s manager, with its history', async () => {
      const list = await get<RequestsList>(staff.msk, '/manager/requests/');
      expect(list.status).toBe(200);
      const top = list.body.data.items[0]!;
      expect(top).toMatchObject({
        id: mskLead,
        type: 'sample',
        type_name: 'Образцы полотна',
        status: 'new',
        status_name: 'Новая',
        name: 'Смирнова Вера',
        phone: '+7 (916) 555-12-34',
        product_name: 'Футер петля, серый меланж',
        warehouse: { xml_id: 'msk', title: msk.title },
        assignee: { id: staff.msk },
        overdue: false,
      });
      const card = await get<RequestDetail>(staff.msk, `/manager/requests/${mskLead}/`);
      expect(card.body.data.fields).toContainEqual({
        key: 'stock',
        label: 'Склад',
        value: msk.title,
      });
      expect(card.body.data.history).toHaveLength(1);
      expect(card.body.data.history[0]).toMatchObject({ kind: 'created', actor: null });
      const [own] = await api.handle.db.select().from(users).where(eq(users.id, staff.msk));
      expect(card.body.data.history[0]!.text).toBe(`Заявка получена, ответственный: ${own!.fio}`);
      expect(card.body.data.next_statuses).toEqual(['in_work', 'waiting', 'done', 'spam']);
    });

    it('scopes managers to their warehouses (404 for another’s request); the head sees all', async () => {
      const mine = await get<RequestsList>(staff.msk, '/manager/requests/?perPage=100');
      const ids = mine.body.data.items.map((item) => item.id);
      expect(ids).toContain(mskLead);
      expect(ids).not.toContain(spbLead);
      const other = await get(staff.msk, `/manager/requests/${spbLead}/`);
      expect(other.status).toBe(404);
      expect(other.body).toEqual({ status: 'error', message: 'Заявка не найдена' });
      const change = await post(staff.msk, `/manager/requests/${spbLead}/status/`, {
        status: 'in_work',
        from: 'new',
      });
      expect(change.status).toBe(404);
      const note = await post(staff.msk, `/manager/requests/${spbLead}/notes/`, { note: 'моя' });
      expect(note.status).toBe(404);
      const head = await get<RequestsList>(staff.head, '/manager/requests/?perPage=100', 'head');
      expect(head.body.data.items.map((item) => item.id)).toEqual(
        expect.arrayContaining([mskLead, spbLead]),
      );
      expect((await get(staff.head, `/manager/requests/${spbLead}/`, 'head')).status).toBe(200);
    });

    it('gives a buyer’s request to the buyer’s personal manager', async () => {
      const buyer = await createBuyer(api, { storeXmlId: 'spb' });
      const answer = await api.json<Envelope<{ id: number }>>(
        '/through_blocks/orderCall/',
        buyer.init({
          ...form({ fio: 'Иванов Иван', phone: '+7 (900) 123-45-67', consent: 'true' }),
        }),
      );
      expect(answer.status).toBe(200);
      const [card] = await api.handle.db
        .select()
        .from(managers)
        .where(eq(managers.id, buyer.managerId!));
      const card2 = await get<RequestDetail>(
        staff.head,
        `/manager/requests/${answer.body.data.id}/`,
        'head',
      );
      expect(card2.body.data.assignee?.id).toBe(card!.userId);
      expect(card2.body.data.buyer).toMatchObject({ id: buyer.id, email: buyer.email });
    });

    it('filters by type, status, warehouse, assignee and search, with counts and pages', async () => {
      const head = (query: string) =>
        get<RequestsList>(staff.head, `/manager/requests/${query}`, 'head').then(
          (a) => a.body.data,
        );
      const bySpb = await head('?warehouse=spb');
      expect(bySpb.items.every((item) => item.warehouse?.xml_id === 'spb')).toBe(true);
      expect(bySpb.items.map((item) => item.id)).toContain(spbLead);
      const calls = await head('?type=order_call');
      expect(calls.items.every((item) => item.type === 'order_call')).toBe(true);
      expect((await head('?q=Орлов')).items.map((item) => item.id)).toEqual([spbLead]);
      expect((await head('?q=921 700')).items.map((item) => item.id)).toEqual([spbLead]);
      expect((await head('?q=PAVEL@example')).items.map((item) => item.id)).toEqual([spbLead]);
      expect((await head('?q=кулирка гладкая')).items.map((item) => item.id)).toEqual([spbLead]);
      expect((await head('?q=100%')).items).toEqual([]);
      const mine = await get<RequestsList>(staff.spb, '/manager/requests/?assignee=me');
      expect(mine.body.data.items.map((item) => item.id)).toContain(spbLead);
      expect(mine.body.data.items.every((item) => item.assignee?.id === staff.spb)).toBe(true);

      const all = await head('?perPage=1');
      expect(all.items).toHaveLength(1);
      expect(all.total).toBe(all.counts.all);
      expect(all.pages).toBe(all.counts.all);
      const second = await head('?perPage=1&page=2');
      expect(second.items[0]!.id).not.toBe(all.items[0]!.id);
      const sum = requestStatuses.reduce((n, s) => n + all.counts[s], 0);
      expect(sum).toBe(all.counts.all);
    });

    it('answers bad filters with Russian per-field 400s', async () => {
      const answer = await get(
        staff.msk,
        '/manager/requests/?status=archived&type=x&page=0&overdue=maybe&assignee=-1&warehouse=%3Cx%3E',
      );
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toMatchObject({
        status: 'Неизвестный статус заявки',
        type: 'Неизвестный тип заявки',
        page: 'Некорректный номер страницы',
        overdue: 'Некорректное значение',
        warehouse: 'Неизвестный склад',
      });
      expect((await get(staff.msk, '/manager/requests/?warehouse=nsk')).body.errors).toEqual({
        warehouse: 'Неизвестный склад',
      });
      expect((await get(staff.msk, '/manager/requests/abc/')).status).toBe(400);
    });

    it('marks a request still new after 4 working hours as overdue, and filters them', async () => {
      const [old] = await api.handle.db
        .insert(leads)
        .values({
          kind: 'question',
          payload: { fio: 'Давний Клиент', phone: '+7 (900) 000-00-01', email: '' },
          storeId: msk.id,
          notifiedEmail: 'manager.msk@selvedge.local',
          assigneeId: staff.msk,
          // A Monday morning long ago: far more than 4 working hours.
          createdAt: new Date('2026-01-12T06:00:00Z'),
        })
        .returning({ id: leads.id });
      const overdue = await get<RequestsList>(staff.msk, '/manager/requests/?overdue=1');
      const ids = overdue.body.data.items.map((item) => item.id);
      expect(ids).toContain(old!.id);
      expect(ids).not.toContain(mskLead);
      expect(overdue.body.data.items.every((item) => item.overdue)).toBe(true);
      expect(overdue.body.data.counts.overdue).toBeGreaterThanOrEqual(1);
      // Once taken in work it is no longer overdue.
      await post(staff.msk, `/manager/requests/${old!.id}/status/`, {
        status: 'in_work',
        from: 'new',
      });
      const after = await get<RequestsList>(staff.msk, '/manager/requests/?overdue=1');
      expect(after.body.data.items.map((item) => item.id)).not.toContain(old!.id);
    });
  });

  describe('the export', () => {
    it('sends the filtered queue as CSV for Excel: a BOM, semicolons, a row per request', async () => {
      const id = await sendSample({
        stock: 'spb',
        product_name: 'Кулирка; пенье',
        fio: 'Экспортова Ольга',
      });
      const csvOf = async (
        query: string,
        userId = staff.head,
        role: 'head' | 'manager' = 'head',
      ) => {
        const response = await api.call(`/manager/requests/export${query}`, as(userId, role));
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
        expect(response.headers.get('content-disposition')).toContain('attachment;');
        const bytes = new Uint8Array(await response.arrayBuffer());
        expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
        return new TextDecoder().decode(bytes.slice(3)).trimEnd().split('\r\n');
      };

      const all = await csvOf('?warehouse=spb');
      expect(all[0]).toBe(
        '№;Получена;Тип;Статус;Просрочена;Имя;Телефон;E-mail;Полотно;Склад;Ответственный',
      );
      const listed = await get<RequestsList>(
        staff.head,
        '/manager/requests/?warehouse=spb&perPage=100',
        'head',
      );
      expect(all).toHaveLength(1 + listed.body.data.total);
      const row = all.find((line) => line.startsWith(`${id};`))!;
      // A cell holding the delimiter is quoted; the row says what the queue says.
      expect(row).toContain(';Экспортова Ольга;');
      expect(row).toContain(';"Кулирка; пенье";');
      expect(row).toContain(';Новая;');

      // Filters apply as in the queue; a Moscow manager's export holds no St Petersburg request.
      expect(await csvOf(`?q=${encodeURIComponent('Экспортова')}`)).toHaveLength(2);
      const moscow = await csvOf('', staff.msk, 'manager');
      expect(moscow.some((line) => line.startsWith(`${id};`))).toBe(false);
    });

    it('refuses buyers and visitors, and bad filters in Russian', async () => {
      const buyer = await api.call('/manager/requests/export', as(staff.msk, 'buyer'));
      expect(buyer.status).toBe(403);
      expect((await api.call('/manager/requests/export')).status).toBe(401);
      const bad = await get<unknown>(staff.head, '/manager/requests/export?status=lost', 'head');
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ errors: { status: expect.any(String) } });
    });
  });

  describe('working a request', () => {
    let id: number;
    beforeAll(async () => {
      id = await sendSample({ stock: 'msk', product_name: 'Интерлок, синий' });
    });

    it('moves new → in work → waiting → done, writing who did what and when', async () => {
      const taken = await post<RequestDetail>(staff.msk, `/manager/requests/${id}/status/`, {
        status: 'in_work',
        from: 'new',
      });
      expect(taken.status).toBe(200);
      expect(taken.body.message).toBe('Статус заявки изменён');
      expect(taken.body.data.status).toBe('in_work');
      // Taking a request is no response to its sender (issue #34): only a reply is.
      expect(taken.body.data.first_response_at).toBeNull();
      for (const [from, status] of [
        ['in_work', 'waiting'],
        ['waiting', 'done'],
      ] as const) {
        expect(
          (await post(staff.msk, `/manager/requests/${id}/status/`, { status, from })).status,
        ).toBe(200);
      }
      const card = await get<RequestDetail>(staff.msk, `/manager/requests/${id}/`);
      const changes = card.body.data.history.filter((event) => event.kind === 'status');
      expect(changes.map((event) => event.text)).toEqual([
        'Статус: «Новая» → «В работе»',
        'Статус: «В работе» → «Ждём клиента»',
        'Статус: «Ждём клиента» → «Выполнена»',
      ]);
      expect(changes.every((event) => event.actor?.id === staff.msk)).toBe(true);
      expect(card.body.data.next_statuses).toEqual(['in_work']);
    });

    it('refuses a status that cannot follow, the same status, and an unknown one', async () => {
      const back = await post(staff.msk, `/manager/requests/${id}/status/`, {
        status: 'new',
        from: 'done',
      });
      expect(back.status).toBe(409);
      expect(back.body.message).toBe('Из статуса «Выполнена» нельзя перевести в «Новая»');
      const same = await post(staff.msk, `/manager/requests/${id}/status/`, {
        status: 'done',
        from: 'done',
      });
      expect(same.status).toBe(409);
      const unknown = await post(staff.msk, `/manager/requests/${id}/status/`, {
        status: 'x',
        from: 'done',
      });
      expect(unknown.status).toBe(400);
      expect(unknown.body.errors).toEqual({ status: 'Неизвестный статус заявки' });
    });

    it('reassigns within the warehouse or to the head, never to another warehouse’s manager', async () => {
      const wrong = await post(staff.msk, `/manager/requests/${id}/assign/`, {
        assignee_id: String(staff.spb),
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body.errors).toEqual({
        assignee_id: 'Этот менеджер не работает со складом заявки',
      });
      const nobody = await post(staff.msk, `/manager/requests/${id}/assign/`, {
        assignee_id: '999999',
      });
      expect(nobody.body.errors).toEqual({ assignee_id: 'Такого сотрудника нет' });
      const toHead = await post<RequestDetail>(staff.msk, `/manager/requests/${id}/assign/`, {
        assignee_id: String(staff.head),
      });
      expect(toHead.status).toBe(200);
      expect(toHead.body.data.assignee?.id).toBe(staff.head);
      expect(toHead.body.data.history.at(-1)?.text).toMatch(
        /^Ответственный: .+ → Громова Ольга Викторовна$/,
      );
      // Still in the Moscow manager's queue: it is a Moscow request.
      expect((await get(staff.msk, `/manager/requests/${id}/`)).status).toBe(200);
    });

    it('keeps notes in the history; a later status change does not undo them', async () => {
      const empty = await post(staff.msk, `/manager/requests/${id}/notes/`, { note: '   ' });
      expect(empty.status).toBe(400);
      expect(empty.body.errors).toEqual({ note: 'Напишите заметку' });
      const long = await post(staff.msk, `/manager/requests/${id}/notes/`, {
        note: 'я'.repeat(2001),
      });
      expect(long.body.errors).toEqual({ note: 'Не более 2000 символов' });
      const noted = await post<RequestDetail>(staff.msk, `/manager/requests/${id}/notes/`, {
        note: 'Клиент просит образцы до пятницы',
      });
      expect(noted.status).toBe(200);
      expect(noted.body.data.history.at(-1)).toMatchObject({
        kind: 'note',
        note: 'Клиент просит образцы до пятницы',
        actor: { id: staff.msk },
      });
      await post(staff.msk, `/manager/requests/${id}/status/`, { status: 'in_work', from: 'done' });
      const card = await get<RequestDetail>(staff.msk, `/manager/requests/${id}/`);
      expect(card.body.data.history.filter((e) => e.kind === 'note')).toHaveLength(1);
    });

    it('lets one of two concurrent status changes win and tells the other', async () => {
      const fresh = await sendSample({ stock: 'msk', product_name: 'Рибана, красная' });
      const [a, b] = await Promise.all([
        post(staff.msk, `/manager/requests/${fresh}/status/`, { status: 'in_work', from: 'new' }),
        post(
          staff.head,
          `/manager/requests/${fresh}/status/`,
          { status: 'spam', from: 'new' },
          'head',
        ),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      const card = await get<RequestDetail>(staff.msk, `/manager/requests/${fresh}/`);
      expect(card.body.data.history.filter((e) => e.kind === 'status')).toHaveLength(1);
    });

    it('refuses a status change made from a stale screen (409) and changes nothing', async () => {
      // Issue #33: the head moved a request new → in work; the Moscow manager, still looking at
      // "new", pressed "done" and got 200.
      const stale = await sendSample({ stock: 'msk', product_name: 'Футер, серый' });
      const taken = await post(
        staff.head,
        `/manager/requests/${stale}/status/`,
        { status: 'in_work', from: 'new' },
        'head',
      );
      expect(taken.status).toBe(200);
      const late = await post(staff.msk, `/manager/requests/${stale}/status/`, {
        status: 'done',
        from: 'new',
      });
      expect(late.status).toBe(409);
      expect(late.body).toEqual({
        status: 'error',
        message: 'Заявку только что изменил другой сотрудник: обновите страницу',
      });
      const card = await get<RequestDetail>(staff.msk, `/manager/requests/${stale}/`);
      expect(card.body.data.status).toBe('in_work');
      const changes = card.body.data.history.filter((event) => event.kind === 'status');
      expect(changes.map((event) => event.actor?.id)).toEqual([staff.head]);
      // What the screen showed is part of the call: without it nothing is changed either.
      const blind = await post(staff.msk, `/manager/requests/${stale}/status/`, {
        status: 'done',
      });
      expect(blind.status).toBe(400);
      expect(blind.body.errors).toEqual({ from: 'Укажите статус, который вы видели' });
      // With what the screen now shows, the change goes through.
      const fresh = await post<RequestDetail>(staff.msk, `/manager/requests/${stale}/status/`, {
        status: 'done',
        from: 'in_work',
      });
      expect(fresh.status).toBe(200);
      expect(fresh.body.data.status).toBe('done');
    });

    it('lists the calls in the OpenAPI document under the manager tag', async () => {
      const doc = await api.json<{ paths: Record<string, Record<string, { tags?: string[] }>> }>(
        '/openapi.json',
      );
      for (const path of [
        '/api/v1/manager/requests',
        '/api/v1/manager/requests/{id}',
        '/api/v1/manager/requests/{id}/status',
        '/api/v1/manager/requests/{id}/assign',
        '/api/v1/manager/requests/{id}/notes',
      ]) {
        const operation = Object.values(doc.body.paths[path] ?? {})[0];
        expect(operation?.tags, path).toEqual(['manager']);
      }
    });
  });

  it('never leaves a staff card without its account after the seed', async () => {
    const linked = await api.handle.db.select().from(managers).where(isNotNull(managers.userId));
    const total = await api.handle.db.select().from(managers);
    expect(linked.length).toBe(total.length);
  });
});
