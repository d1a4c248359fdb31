import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads, managers, stores, uploads } from '@/server/db/schema';
import { PRIVACY_POLICY_VERSION } from '@/server/modules/consent/policy';
import { backends, form, startApi, type TestApi } from '../../support/api';
import { WAIT_MESSAGE } from '../../support/wait-message';
import { createBuyer } from '../../support/buyers';
import { zipOf } from '../../support/zip';

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
/** A Windows program: 'MZ' and the DOS stub. */
const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff]);
const zipWith = (entry: string) => zipOf({ '[Content_Types].xml': '<Types/>', [entry]: '<x/>' });

/** Every form takes the consent to the processing of personal data (152-FZ). */
const person = {
  fio: 'Петрова Анна',
  phone: '+7 (912) 345-67-89',
  email: 'anna@example.ru',
  consent: 'true',
};

let address = 0;
/** Each request from its own address, so that the rate limit only bites where a test wants it. */
function multipart(
  fields: Record<string, string>,
  files: { name: string; bytes: Uint8Array<ArrayBuffer>; type?: string }[] = [],
  from = `10.0.0.${++address}`,
): RequestInit {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  for (const file of files) {
    body.append(
      'files',
      new File([file.bytes], file.name, { type: file.type ?? 'application/pdf' }),
    );
  }
  return { method: 'POST', body, headers: { 'x-forwarded-for': from } };
}

describe.each(backends())('form requests on %s', (backend) => {
  let api: TestApi;
  let store: typeof stores.$inferSelect;
  let storeManager: typeof managers.$inferSelect;

  beforeAll(async () => {
    api = await startApi(backend);
    const [firstStore] = await api.handle.db
      .select()
      .from(stores)
      .orderBy(asc(stores.sort))
      .limit(1);
    store = firstStore!;
    const [firstManager] = await api.handle.db
      .select()
      .from(managers)
      .where(eq(managers.storeId, store.id))
      .orderBy(asc(managers.id))
      .limit(1);
    storeManager = firstManager!;
  });
  afterAll(() => api.close());

  const storedFiles = async () => {
    try {
      return await readdir(api.config.uploadsDir);
    } catch {
      return [];
    }
  };

  it('a sample request with a PDF is kept, stored under a random name and mailed to the warehouse manager', async () => {
    const before = (await api.outbox()).length;
    const { status, body } = await api.json<{
      status: string;
      message: string;
      data: { id: number };
    }>(
      '/catalog/sampleOrder/',
      multipart({ ...person, stock: store.xmlId, product_name: 'Футер 3-нитка петля, чёрный' }, [
        { name: 'реквизиты.pdf', bytes: PDF },
      ]),
    );
    expect(status).toBe(200);
    expect(body.message).toBe('Заявка отправлена');

    const [lead] = await api.handle.db.select().from(leads).where(eq(leads.id, body.data.id));
    expect(lead?.kind).toBe('sample');
    expect(lead?.storeId).toBe(store.id);
    expect(lead?.notifiedEmail).toBe(storeManager.email);
    expect(lead?.payload.product_name).toBe('Футер 3-нитка петля, чёрный');

    const [upload] = await api.handle.db
      .select()
      .from(uploads)
      .where(eq(uploads.leadId, body.data.id));
    expect(upload?.originalName).toBe('реквизиты.pdf');
    expect(upload?.mime).toBe('application/pdf');
    expect(upload?.storedName).toMatch(/^[0-9a-f]{32}\.pdf$/);
    const onDisk = await readFile(path.join(api.config.uploadsDir, upload!.storedName));
    expect(new Uint8Array(onDisk)).toEqual(PDF);

    const mail = (await api.outbox()).slice(before);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.to).toBe(storeManager.email);
    expect(mail[0]!.subject).toContain('Заявка на образцы полотна');
    expect(mail[0]!.text).toContain('ФИО: Петрова Анна');
    expect(mail[0]!.text).toContain(`Склад: ${store.title}`);
    expect(mail[0]!.replyTo).toBe('anna@example.ru');
    expect(mail[0]!.attachments).toEqual([
      expect.objectContaining({ filename: 'реквизиты.pdf', contentType: 'application/pdf' }),
    ]);
  });

  it('152-FZ: a request without the consent is refused on the field and nothing is kept or mailed', async () => {
    const { consent: _consent, ...withoutConsent } = person;
    const before = (await api.outbox()).length;
    const count = async () => (await api.handle.db.select({ id: leads.id }).from(leads)).length;
    const rows = await count();
    for (const consent of [undefined, '', 'false']) {
      const fields = consent === undefined ? withoutConsent : { ...withoutConsent, consent };
      const { status, body } = await api.json<{ errors: Record<string, string> }>(
        '/catalog/sampleOrder/',
        multipart({ ...fields, stock: store.xmlId, product_name: 'Футер' }),
      );
      expect(status).toBe(400);
      expect(body.errors).toEqual({
        consent: 'Необходимо дать согласие на обработку персональных данных',
      });
    }
    const call = await api.json<{ errors: Record<string, string> }>('/through_blocks/orderCall', {
      ...form({ fio: 'Сидоров Пётр', phone: '+7 (900) 111-22-33' }),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': '10.4.0.1',
      },
    });
    expect(call.status).toBe(400);
    expect(call.body.errors.consent).toBe(
      'Необходимо дать согласие на обработку персональных данных',
    );
    expect(await count()).toBe(rows);
    expect((await api.outbox()).length).toBe(before);
  });

  it('152-FZ: the consent is kept with the request: when, from which address, which policy edition', async () => {
    const started = Date.now();
    const { status, body } = await api.json<{ data: { id: number } }>(
      '/catalog/addCatalogFeedback/',
      multipart({ ...person, storeXmlId: store.xmlId }, [], '203.0.113.45'),
    );
    expect(status).toBe(200);
    const [lead] = await api.handle.db.select().from(leads).where(eq(leads.id, body.data.id));
    expect(lead?.consentAddress).toBe('203.0.113.45');
    expect(lead?.consentPolicyVersion).toBe(PRIVACY_POLICY_VERSION);
    expect(lead!.consentGivenAt!.getTime()).toBeGreaterThanOrEqual(started - 1000);
    expect(lead!.consentGivenAt!.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    // The payload keeps what the person wrote; the consent lives in its own columns.
    expect(lead?.payload).not.toHaveProperty('consent');
  });

  it('bad fields answer 400 with Russian messages per field', async () => {
    const { status, body } = await api.json<{ errors: Record<string, string> }>(
      '/catalog/sampleOrder',
      multipart({ fio: 'A1', phone: '123', email: 'anna@', product_name: 'Футер' }),
    );
    expect(status).toBe(400);
    expect(body.errors).toEqual({
      fio: 'Некорректные ФИО',
      phone: 'Некорректный номер телефона',
      email: 'Недопустимый e-mail. Пример: ivanov@mail.ru',
      stock: 'Обязательное поле',
      consent: 'Необходимо дать согласие на обработку персональных данных',
    });
  });

  it('an unknown warehouse is refused', async () => {
    const { status, body } = await api.json<{ errors: Record<string, string> }>(
      '/catalog/addCatalogFeedback',
      multipart({ ...person, storeXmlId: 'nowhere', comment: 'Есть ли в наличии?' }),
    );
    expect(status).toBe(400);
    expect(body.errors.storeXmlId).toBe('Выберите склад');
  });

  it('an .exe renamed .pdf is refused by its content and nothing is kept', async () => {
    const filesBefore = await storedFiles();
    const leadsBefore = (await api.handle.db.select().from(leads)).length;
    const { status, body } = await api.json<{ message: string; errors: Record<string, string> }>(
      '/catalog/addCatalogFeedback',
      multipart({ ...person, storeXmlId: store.xmlId }, [{ name: 'прайс.pdf', bytes: EXE }]),
    );
    expect(status).toBe(400);
    expect(body.errors.files).toBe(
      'Файл «прайс.pdf» не подходит: можно приложить PDF, DOC, DOCX, JPG, PNG, WEBP',
    );
    expect(await storedFiles()).toEqual(filesBefore);
    expect(await api.handle.db.select().from(leads)).toHaveLength(leadsBefore);
  });

  it('a file over 10 MB answers 413, more than 3 files 400', async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(PDF);
    const large = await api.json<{ message: string }>(
      '/tailoring/addTailoringFeedback',
      multipart(person, [{ name: 'tz.pdf', bytes: big }]),
    );
    expect(large.status).toBe(413);
    expect(large.body.message).toBe('Файл «tz.pdf» больше 10 МБ');

    const four = await api.json<{ errors: Record<string, string> }>(
      '/individual_order/addIndividualOrder',
      multipart(
        person,
        [1, 2, 3, 4].map((n) => ({ name: `${n}.png`, bytes: PNG, type: 'image/png' })),
      ),
    );
    expect(four.status).toBe(400);
    expect(four.body.errors.files).toBe('Можно приложить не более 3 файлов');
  });

  /** Every call that takes files, with the fields that make its request otherwise valid. */
  const uploadCalls = (): [call: string, fields: Record<string, string>][] => [
    ['/catalog/sampleOrder/', { ...person, stock: store.xmlId, product_name: 'Футер' }],
    ['/catalog/addCatalogFeedback/', { ...person, storeXmlId: store.xmlId }],
    ['/tailoring/addTailoringFeedback/', person],
    ['/individual_order/addIndividualOrder/', person],
    ['/career/addCareerFeedback/', person],
  ];

  it('every call with uploads refuses a disguised file and an oversized one, keeping nothing', async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(PDF);
    const filesBefore = await storedFiles();
    const leadsBefore = (await api.handle.db.select().from(leads)).length;
    for (const [call, fields] of uploadCalls()) {
      const disguised = await api.json<{ errors: Record<string, string> }>(
        call,
        multipart(fields, [{ name: 'scan.pdf', bytes: EXE }]),
      );
      expect(disguised.status, call).toBe(400);
      expect(disguised.body.errors.files, call).toMatch(/^Файл «scan\.pdf» не подходит/);

      const oversized = await api.json<{ message: string }>(
        call,
        multipart(fields, [{ name: 'scan.pdf', bytes: big }]),
      );
      expect(oversized.status, call).toBe(413);
      expect(oversized.body.message, call).toBe('Файл «scan.pdf» больше 10 МБ');
    }
    expect(await storedFiles()).toEqual(filesBefore);
    expect(await api.handle.db.select().from(leads)).toHaveLength(leadsBefore);
  });

  it('a body over the limit is refused before it is read', async () => {
    const { status, body } = await api.json<{ message: string }>('/career/addCareerFeedback', {
      method: 'POST',
      body: 'x',
      headers: {
        'content-type': 'multipart/form-data; boundary=abc',
        'content-length': String(40 * 1024 * 1024),
        'x-forwarded-for': '10.1.0.1',
      },
    });
    expect(status).toBe(413);
    expect(body.message).toBe('Слишком большой запрос: не более 3 файлов по 10 МБ');
  });

  it('a CV as DOCX is taken; a spreadsheet in a zip is not', async () => {
    const ok = await api.json<{ data: { id: number } }>(
      '/career/addCareerFeedback/',
      multipart({ ...person, vacancy: 'Вязальщик' }, [
        {
          name: 'resume.docx',
          bytes: zipWith('word/document.xml'),
          type: 'application/octet-stream',
        },
      ]),
    );
    expect(ok.status).toBe(200);
    const [upload] = await api.handle.db
      .select()
      .from(uploads)
      .where(eq(uploads.leadId, ok.body.data.id));
    expect(upload?.storedName).toMatch(/\.docx$/);

    const sheet = await api.json(
      '/career/addCareerFeedback/',
      multipart(person, [{ name: 'resume.docx', bytes: zipWith('xl/workbook.xml') }]),
    );
    expect(sheet.status).toBe(400);
  });

  it('order call and range of fabrics go to the configured address; forms without files refuse them', async () => {
    const before = (await api.outbox()).length;
    const call = await api.json<{ message: string }>('/through_blocks/orderCall', {
      ...form({ fio: 'Сидоров Пётр', phone: '+7 (900) 111-22-33', consent: 'on' }),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': '10.2.0.1',
      },
    });
    expect(call.status).toBe(200);
    expect(call.body.message).toBe('Заявка отправлена');
    const mail = (await api.outbox()).slice(before);
    expect(mail.map((m) => m.to)).toEqual([api.config.leadsEmail]);
    expect(mail[0]!.subject).toContain('Заказ обратного звонка');

    const range = await api.json(
      '/individual_order/rangeOfFabricsFeedback',
      multipart({ ...person, comment: 'Пришлите ассортимент' }),
    );
    expect(range.status).toBe(200);
    const withFile = await api.json<{ errors: Record<string, string> }>(
      '/individual_order/rangeOfFabricsFeedback',
      multipart(person, [{ name: 'a.pdf', bytes: PDF }]),
    );
    expect(withFile.status).toBe(400);
    expect(withFile.body.errors.files).toBe('Эта форма не принимает файлы');
  });

  it("a logged-in buyer's request goes to the buyer's own manager", async () => {
    const buyer = await createBuyer(api, { withManager: true });
    const [own] = await api.handle.db
      .select()
      .from(managers)
      .where(eq(managers.id, buyer.managerId!));
    const before = (await api.outbox()).length;
    const { status } = await api.json(
      '/tailoring/addTailoringFeedback',
      buyer.init(multipart({ ...person, company: 'ООО «Ромашка»' })),
    );
    expect(status).toBe(200);
    const mail = (await api.outbox()).slice(before);
    expect(mail[0]!.to).toBe(own!.email);
  });

  it('too many requests from one address answer 429 with a Russian message', async () => {
    const statuses: number[] = [];
    let last: { message?: string } = {};
    for (let i = 0; i < 6; i += 1) {
      const response = await api.json<{ message?: string }>(
        '/through_blocks/orderCall',
        multipart(
          { fio: 'Сидоров Пётр', phone: '+7 (900) 111-22-33', consent: '1' },
          [],
          '10.9.9.9',
        ),
      );
      statuses.push(response.status);
      last = response.body;
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(last.message).toMatch(WAIT_MESSAGE);
    const again = await api.call(
      '/through_blocks/orderCall',
      multipart({ fio: 'Сидоров Пётр', phone: '+7 (900) 111-22-33' }, [], '10.9.9.9'),
    );
    const retryAfter = Number(again.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(((await again.json()) as { message: string }).message).toMatch(WAIT_MESSAGE);
    const other = await api.json(
      '/through_blocks/orderCall',
      multipart(
        { fio: 'Сидоров Пётр', phone: '+7 (900) 111-22-33', consent: '1' },
        [],
        '10.9.9.10',
      ),
    );
    expect(other.status).toBe(200);
  });

  it('a JSON body is refused as an unsupported type, an empty one as bad input; never a 500', async () => {
    const json = await api.json<{ message: string }>('/catalog/sampleOrder', {
      method: 'POST',
      body: JSON.stringify(person),
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.3.0.1' },
    });
    expect(json.status).toBe(415);
    expect(json.body.message).toBe('Некорректный запрос');
    const empty = await api.json('/catalog/sampleOrder', {
      method: 'POST',
      headers: { 'x-forwarded-for': '10.3.0.2' },
    });
    expect(empty.status).toBe(400);
  });

  it('the OpenAPI document describes the form calls', async () => {
    const { body } = await api.json<{ paths: Record<string, { post?: unknown }> }>('/openapi.json');
    for (const p of [
      '/catalog/sampleOrder',
      '/catalog/addCatalogFeedback',
      '/tailoring/addTailoringFeedback',
      '/individual_order/rangeOfFabricsFeedback',
      '/individual_order/addIndividualOrder',
      '/career/addCareerFeedback',
      '/through_blocks/orderCall',
    ]) {
      expect(body.paths[`/api/v1${p}`]?.post, p).toBeDefined();
    }
  });
});
