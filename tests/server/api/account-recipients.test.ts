import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { successEnvelope } from '@/lib/api/contract';
import { recipientListSchema, recipientSchema } from '@/lib/api/contract/recipients';
import { recipients } from '@/server/db/schema';
import { backends, form, startApi, type TestApi } from '../../support/api';
import { createBuyer, type TestBuyer } from '../../support/buyers';

type Envelope = { status: string; message?: string; errors?: Record<string, string> };

const person = {
  kind: 'person',
  name: 'Сидоров Пётр',
  phone: '+7 (900) 111-22-33',
  email: 'petr@example.ru',
  address: 'г. Иваново, ул. Ленина, д. 1',
};
const company = {
  kind: 'company',
  name: 'ООО «Швейка»',
  phone: '+7 (495) 111-22-33',
  address: 'г. Москва, ул. Швейная, д. 2',
  inn: '7707083893',
  kpp: '773601001',
};

describe.each(backends())('goods recipients on %s', (backend) => {
  let api: TestApi;
  let owner: TestBuyer;
  let stranger: TestBuyer;

  beforeAll(async () => {
    api = await startApi(backend);
    owner = await createBuyer(api);
    stranger = await createBuyer(api);
  });
  afterAll(() => api.close());

  const list = async (buyer: TestBuyer) => {
    const { status, body } = await api.json(
      '/personalAccount/listOfGoodsRecipients/',
      buyer.init(),
    );
    expect(status).toBe(200);
    return successEnvelope(recipientListSchema).parse(body).data;
  };
  const add = (buyer: TestBuyer, fields: Record<string, string>) =>
    api.json<Envelope & { data?: unknown }>(
      '/personalAccount/addRecipient/',
      buyer.init(form(fields)),
    );

  it('adds a person and a company, and lists them to their owner only', async () => {
    const first = await add(owner, person);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.message).toBe('Получатель добавлен');
    expect(successEnvelope(recipientSchema).parse(first.body).data).toMatchObject({
      ...person,
      inn: null,
      kpp: null,
    });
    expect((await add(owner, company)).status).toBe(200);

    const mine = await list(owner);
    expect(mine.map((r) => r.name)).toEqual(['Сидоров Пётр', 'ООО «Швейка»']);
    expect(mine[1]).toMatchObject({
      kind: 'company',
      inn: '7707083893',
      kpp: '773601001',
      email: null,
    });
    expect(await list(stranger)).toEqual([]);
  });

  it('refuses bad input per field, and a company without an INN', async () => {
    const bad = await add(owner, {
      kind: 'alien',
      name: '',
      phone: '12',
      address: '',
      email: 'x@',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      name: 'Обязательное поле',
      phone: 'Некорректный номер телефона',
      address: 'Обязательное поле',
      email: 'Недопустимый e-mail. Пример: example@mail.ru',
    });
    expect(bad.body.errors?.kind).toBeDefined();
    const noInn = await add(owner, { ...company, inn: '' });
    expect(noInn.status).toBe(400);
    expect(noInn.body.errors).toEqual({ inn: 'Обязательное поле' });
    const badKpp = await add(owner, { ...company, kpp: '12' });
    expect(badKpp.body.errors).toEqual({ kpp: 'КПП должен состоять из 9 цифр' });
  });

  it('changes its own recipient; someone else gets 404 and changes nothing', async () => {
    const [target] = await list(owner);
    const foreign = await api.json<Envelope>(
      '/personalAccount/changeRecipientData/',
      stranger.init(form({ ...person, id: String(target!.id), name: 'Чужой Человек' })),
    );
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Получатель не найден');

    const own = await api.json(
      '/personalAccount/changeRecipientData/',
      owner.init(
        form({ ...person, id: String(target!.id), address: 'г. Кострома, ул. Мира, д. 3' }),
      ),
    );
    expect(own.status).toBe(200);
    const [stored] = await api.handle.db
      .select()
      .from(recipients)
      .where(eq(recipients.id, target!.id));
    expect(stored).toMatchObject({ name: 'Сидоров Пётр', address: 'г. Кострома, ул. Мира, д. 3' });
  });

  it('deletes its own recipient only; an unknown or foreign id is 404', async () => {
    const [target] = await list(owner);
    const foreign = await api.json<Envelope>(
      '/personalAccount/deleteRecipient/',
      stranger.init(form({ id: String(target!.id) })),
    );
    expect(foreign.status).toBe(404);
    expect((await list(owner)).map((r) => r.id)).toContain(target!.id);

    const missing = await api.json(
      '/personalAccount/deleteRecipient/',
      owner.init(form({ id: '999999' })),
    );
    expect(missing.status).toBe(404);
    const bad = await api.json('/personalAccount/deleteRecipient/', owner.init(form({ id: 'x' })));
    expect(bad.status).toBe(400);

    const own = await api.json<Envelope>(
      '/personalAccount/deleteRecipient/',
      owner.init(form({ id: String(target!.id) })),
    );
    expect(own.status).toBe(200);
    expect(own.body.message).toBe('Получатель удалён');
    expect((await list(owner)).map((r) => r.id)).not.toContain(target!.id);
  });

  it('anonymous callers get 401', async () => {
    expect((await api.json('/personalAccount/listOfGoodsRecipients/')).status).toBe(401);
    expect((await api.json('/personalAccount/addRecipient/', form(person))).status).toBe(401);
  });
});
