/**
 * Numbers past what the database holds (issue #33): every id of the shop is a PostgreSQL
 * `integer`, and before the contract bounded each one, a value past 2^31 - 1 reached a query
 * and answered 500 with the SQL in the log. Now each is bad input, refused before any module
 * reads it, with the field's Russian message; and the catalogue's filter, whose URL form takes
 * up to 12 digits and a fraction, compares them with its integer columns without failing.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, recipients, users } from '@/server/db/schema';
import { backends, form, startApi, type TestApi } from '../../support/api';
import { createBuyer, type TestBuyer } from '../../support/buyers';

type Envelope = {
  status: string;
  message?: string;
  errors?: Record<string, string>;
  data?: { catalog_list?: { pagin: { total: number } } };
};

const pastInteger = ['2147483648', '99999999999', '1e10'];

describe.each(backends())('numbers past the database’s integer on %s', (backend) => {
  let api: TestApi;
  let buyer: TestBuyer;

  beforeAll(async () => {
    api = await startApi(backend);
    buyer = await createBuyer(api);
  });
  afterAll(() => api.close());

  const post = (path: string, fields: Record<string, string>) =>
    api.json<Envelope>(path, buyer.init(form(fields)));

  it('changeManager refuses a manager id past 2^31 - 1 and keeps the manager', async () => {
    for (const manager of pastInteger) {
      const { status, body } = await post('/personalAccount/changeManager/', { manager });
      expect(status, manager).toBe(400);
      expect(body).toEqual({
        status: 'error',
        message: 'Проверьте правильность заполнения полей',
        errors: { manager: 'Менеджер не найден на вашем складе' },
      });
    }
    const [row] = await api.handle.db.select().from(users).where(eq(users.id, buyer.id));
    expect(row!.managerId).toBe(buyer.managerId);
  });

  it('deleteRecipient and changeRecipientData refuse an id past 2^31 - 1', async () => {
    const added = await post('/personalAccount/addRecipient/', {
      kind: 'person',
      name: 'Сидоров Пётр',
      phone: '+7 (900) 111-22-33',
      email: 'petr@example.ru',
      address: 'г. Иваново, ул. Ленина, д. 1',
    });
    expect(added.status).toBe(200);
    for (const id of pastInteger) {
      const deleted = await post('/personalAccount/deleteRecipient/', { id });
      expect(deleted.status, id).toBe(400);
      expect(deleted.body.errors).toEqual({ id: 'Получатель не найден' });
      const changed = await post('/personalAccount/changeRecipientData/', {
        id,
        kind: 'person',
        name: 'Другое Имя',
        phone: '+7 (900) 111-22-33',
        email: 'petr@example.ru',
        address: 'г. Иваново, ул. Ленина, д. 2',
      });
      expect(changed.status, id).toBe(400);
      expect(changed.body.errors).toEqual({ id: 'Получатель не найден' });
    }
    const kept = await api.handle.db
      .select()
      .from(recipients)
      .where(eq(recipients.userId, buyer.id));
    expect(kept.map((r) => r.name)).toEqual(['Сидоров Пётр']);
  });

  it('quickOrder/add refuses a product id past 2^31 - 1 and adds nothing', async () => {
    for (const items of ['2147483648:20', '9999999999:1', '1:20,2147483648:20']) {
      const { status, body } = await post('/basket/quickOrder/add', { items });
      expect(status, items).toBe(400);
      expect(body.status).toBe('error');
      // Keyed by the line's place in the list (items.0, items.1 …).
      expect(Object.values(body.errors ?? {}), items).toEqual([
        'Список позиций повреждён: проверьте строки ещё раз',
      ]);
    }
    const cart = await api.handle.db.select().from(cartItems).where(eq(cartItems.userId, buyer.id));
    expect(cart).toEqual([]);
  });

  it('registration and the e-mail change link refuse ids past 2^31 - 1', async () => {
    const link = await api.json<Envelope>(
      `/personalAccount/emailChangeFromLink/?new_email=new%40example.ru&code=abc&user_id=2147483648`,
    );
    expect(link.status).toBe(400);
    expect(link.body.errors).toEqual({ user_id: 'Ссылка устарела или уже использована' });
    const registration = await api.json<Envelope>(
      '/user/registrationIndividual/',
      form({
        fio: 'Иванов Иван',
        personal_phone: '+7 (900) 123-45-67',
        email: `range.${Date.now()}@example.ru`,
        password: 'Secret2026',
        password2: 'Secret2026',
        stock: '2147483648',
        managerCheck: 'true',
        manager: '99999999999',
      }),
    );
    expect(registration.status).toBe(400);
    expect(registration.body.errors).toMatchObject({
      stock: 'Выберите склад',
      manager: 'Выберите менеджера',
    });
  });

  it('the catalogue filter compares any number of its URL form with its integer columns', async () => {
    const total = async (smartFilter: string) => {
      const { status, body } = await api.json<Envelope>(
        `/catalog/getList/?smartFilter=${encodeURIComponent(smartFilter)}`,
      );
      expect(status, smartFilter).toBe(200);
      const facets = await api.json<Envelope>(
        `/catalog/getFilter/?smartFilterPath=${encodeURIComponent(smartFilter)}`,
      );
      expect(facets.status, smartFilter).toBe(200);
      return body.data!.catalog_list!.pagin.total;
    };
    const all = await total('');
    expect(all).toBeGreaterThan(0);
    // Past the column's range: from matches nothing, to matches everything.
    expect(await total('density-from-2147483648')).toBe(0);
    expect(await total('width-from-99999999999')).toBe(0);
    expect(await total('density-to-999999999999')).toBe(all);
    // A fraction on an integer column is rounded inwards: 1.5 g/m² and up is 2 and up.
    expect(await total('density-from-1.5')).toBe(await total('density-from-2'));
    expect(await total('cotton-from-0.5/cotton-to-100.9')).toBe(
      await total('cotton-from-1/cotton-to-100'),
    );
  });
});
