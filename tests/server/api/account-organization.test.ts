import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { successEnvelope } from '@/lib/api/contract';
import {
  isCorrespondentAccountValid,
  isCurrentAccountValid,
  isInnValid,
  organizationDataSchema,
} from '@/lib/api/contract/organization';
import { organizations } from '@/server/db/schema';
import { backends, form, startApi, type TestApi } from '../../support/api';
import { createBuyer, type TestBuyer } from '../../support/buyers';

type Envelope = {
  status: string;
  message?: string;
  data?: { type?: string };
  errors?: Record<string, string>;
};

/** Sberbank's published BIK and correspondent account: a real pair that passes the key. */
const BIK = '044525225';
const CORESP = '30101810400000000225';

/** A current account for BIK: the 9th digit is the control key, found the way a bank does. */
function currentAccount(bik: string, serial: string): string {
  for (let key = 0; key <= 9; key += 1) {
    const account = `40702810${key}${serial.padStart(11, '0')}`;
    if (isCurrentAccountValid(bik, account)) return account;
  }
  throw new Error('no key');
}

/** The same account with its last digit changed. */
const bump = (account: string) => `${account.slice(0, 19)}${(Number(account[19]) + 1) % 10}`;

/** An INN of 10 digits with its check digit. */
function inn10(base: string): string {
  for (let d = 0; d <= 9; d += 1) if (isInnValid(`${base}${d}`)) return `${base}${d}`;
  throw new Error('no check digit');
}

describe('account control keys against the BIK (pure)', () => {
  it('accepts a real BIK / correspondent account pair and rejects a changed digit', () => {
    expect(isCorrespondentAccountValid(BIK, CORESP)).toBe(true);
    expect(isCorrespondentAccountValid(BIK, '30101810400000000226')).toBe(false);
    expect(isCorrespondentAccountValid('044525226', CORESP)).toBe(true); // digits 5–6 only
    expect(isCorrespondentAccountValid('044535225', CORESP)).toBe(false);
  });

  it('checks a current account against the last three digits of the BIK', () => {
    const account = currentAccount(BIK, '12345');
    expect(isCurrentAccountValid(BIK, account)).toBe(true);
    expect(isCurrentAccountValid('044525226', account)).toBe(false);
    expect(
      isCurrentAccountValid(BIK, `${account.slice(0, 19)}${(Number(account[19]) + 1) % 10}`),
    ).toBe(false);
    expect(isCurrentAccountValid(BIK, account.slice(1))).toBe(false);
  });

  it('checks INN check digits (10 and 12)', () => {
    expect(isInnValid('7707083893')).toBe(true); // Sberbank
    expect(isInnValid('7707083894')).toBe(false);
    expect(isInnValid('500100732259')).toBe(true);
    expect(isInnValid('500100732258')).toBe(false);
  });
});

describe.each(backends())('company and payment data on %s', (backend) => {
  let api: TestApi;
  let company: TestBuyer;
  let other: TestBuyer;
  let person: TestBuyer;

  beforeAll(async () => {
    api = await startApi(backend);
    company = await createBuyer(api, { userType: 'legal_entity' });
    other = await createBuyer(api, { userType: 'legal_entity' });
    person = await createBuyer(api);
  });
  afterAll(() => api.close());

  const row = async (userId: number) =>
    (await api.handle.db.select().from(organizations).where(eq(organizations.userId, userId)))[0]!;
  const saveCompany = (buyer: TestBuyer, fields: Record<string, string>) =>
    api.json<Envelope>(
      '/personalAccountOrganization/changeOrganizationData/',
      buyer.init(form(fields)),
    );
  const savePayment = (buyer: TestBuyer, fields: Record<string, string>) =>
    api.json<Envelope>(
      '/personalAccountOrganization/changePaymentOrganizationData/',
      buyer.init(form(fields)),
    );
  const payment = (current: string) => ({
    bank: 'ПАО Сбербанк',
    bik: BIK,
    coresp: CORESP,
    current,
  });

  it('answers the company and payment data of the caller only', async () => {
    const { status, body } = await api.json(
      '/personalAccountOrganization/getOrganizationData/',
      company.init(),
    );
    expect(status).toBe(200);
    const data = successEnvelope(organizationDataSchema).parse(body).data;
    expect(data).toEqual({
      inn: String(7_700_000_000 + company.id),
      company_name: `ООО «Тест ${company.id}»`,
      address: 'г. Москва, ул. Тестовая, д. 1',
      ogrn: String(1_027_700_000_000 + company.id),
      bank: '',
      bik: '',
      coresp: '',
      current: '',
    });
  });

  it('is for legal entities only (403), and for logged-in buyers only (401)', async () => {
    const read = await api.json<Envelope>(
      '/personalAccountOrganization/getOrganizationData/',
      person.init(),
    );
    expect(read.status).toBe(403);
    const write = await savePayment(person, payment(currentAccount(BIK, '1')));
    expect(write.status).toBe(403);
    const anonymous = await api.json<Envelope>('/personalAccountOrganization/getOrganizationData/');
    expect(anonymous.status).toBe(401);
  });

  it("saves the company data with type 'companyData' and the spec's success text", async () => {
    const inn = inn10('770708389');
    const { status, body } = await saveCompany(company, {
      inn,
      company_name: 'ООО «Полотно»',
      company_address: 'г. Иваново, ул. Ткацкая, д. 5',
      company_ogrn: '1027700132195',
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({
      status: 'success',
      message: 'Данные успешно сохранены',
      data: { type: 'companyData' },
    });
    expect(await row(company.id)).toMatchObject({
      inn,
      companyName: 'ООО «Полотно»',
      ogrn: '1027700132195',
    });
  });

  it('refuses an INN of another profile and malformed company data per field', async () => {
    const taken = await saveCompany(other, {
      inn: (await row(company.id)).inn,
      company_name: 'ООО «Другое»',
      company_address: 'г. Москва',
      company_ogrn: '1027700132195',
    });
    expect(taken.status).toBe(400);
    expect(taken.body.errors).toEqual({ inn: 'Профиль с таким ИНН уже существует' });

    const bad = await saveCompany(other, {
      inn: '12345',
      company_name: '',
      company_address: 'г. Москва',
      company_ogrn: '12ab',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      inn: 'ИНН должен состоять из 10 или 12 цифр',
      company_name: 'Обязательное поле',
      company_ogrn: 'Поле должно содержать только числа',
    });
    const badKey = await saveCompany(other, {
      inn: '7707083894',
      company_name: 'ООО',
      company_address: 'г. Москва',
      company_ogrn: '1027700132195',
    });
    expect(badKey.body.errors).toEqual({ inn: 'Некорректно заполнен ИНН' });
  });

  it("saves payment data checked against the BIK, with type 'companyPayment'", async () => {
    const current = currentAccount(BIK, '777');
    const { status, body } = await savePayment(company, payment(current));
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({
      message: 'Данные успешно сохранены',
      data: { type: 'companyPayment' },
    });
    const { body: read } = await api.json(
      '/personalAccountOrganization/getOrganizationData/',
      company.init(),
    );
    expect(successEnvelope(organizationDataSchema).parse(read).data).toMatchObject({
      bank: 'ПАО Сбербанк',
      bik: BIK,
      coresp: CORESP,
      current,
    });
  });

  it('refuses a current account that another profile uses', async () => {
    const { status, body } = await savePayment(
      other,
      payment((await row(company.id)).currentAccount!),
    );
    expect(status).toBe(400);
    expect(body.errors).toEqual({ current: 'Профиль с таким рас.счетом уже существует' });
  });

  it('answers bad payment data with the spec messages, per field', async () => {
    const lengths = await savePayment(other, {
      bank: '',
      bik: '12345',
      coresp: '301',
      current: '4070',
    });
    expect(lengths.status).toBe(400);
    expect(lengths.body.errors).toEqual({
      bank: 'Введите название банка',
      bik: 'БИК должен состоять из 9 цифр',
      coresp: 'Некорректно заполнен Корр.счет',
      current: 'Длина счёта должна быть 20 цифр',
    });
    const keys = await savePayment(other, {
      bank: 'ПАО Сбербанк',
      bik: BIK,
      coresp: '30101810400000000226',
      // One digit changed: weights 7, 1, 3 are prime to 10, so the key always breaks.
      current: bump(currentAccount(BIK, '5')),
    });
    expect(keys.status).toBe(400);
    expect(keys.body.errors).toEqual({
      coresp: 'Некорректно заполнен Корр.счет',
      current: 'Расчётный счёт не соответствует БИК',
    });
    expect((await row(other.id)).currentAccount).toBeNull();
  });
});
