/**
 * The suggestion service's local directory (accounts.md §7): a few hundred companies with valid
 * INN/OGRN check digits and addresses, and banks whose correspondent accounts pass the control
 * key check against their BIC. Deterministic for a seed.
 */
import 'server-only';
import { isValidInn, isValidOgrn } from '../../../lib/api/contract/auth';
import { withControlKey } from '../../../lib/api/contract/suggestions';
import type { Db } from '../client';
import { directoryBanks, directoryCompanies } from '../schema';
import { insertRows } from './bulk-insert';
import type { Random } from './random';

export const DIRECTORY_COMPANIES = 300;
export const DIRECTORY_BANKS = 50;

const regions = [
  {
    code: '77',
    taxOffices: ['7701', '7704', '7707', '7713', '7719', '7728', '7743'],
    city: 'г. Москва',
  },
  { code: '78', taxOffices: ['7801', '7805', '7810', '7813', '7825'], city: 'г. Санкт-Петербург' },
  { code: '37', taxOffices: ['3702', '3711', '3728'], city: 'г. Иваново' },
  { code: '66', taxOffices: ['6658', '6671', '6685'], city: 'г. Екатеринбург' },
  { code: '50', taxOffices: ['5003', '5029', '5047'], city: 'Московская обл., г. Химки' },
  { code: '52', taxOffices: ['5257', '5260'], city: 'г. Нижний Новгород' },
  { code: '16', taxOffices: ['1655', '1657'], city: 'г. Казань' },
];

const streets = [
  'ул. Ленина',
  'ул. Садовая',
  'ул. Текстильщиков',
  'пр-т Мира',
  'ул. Фабричная',
  'наб. Реки Уводь',
  'ул. Ткацкая',
  'ул. Профсоюзная',
  'ш. Энтузиастов',
  'ул. Промышленная',
  'ул. Советская',
  'ул. Льняная',
  'пер. Прядильный',
  'ул. Заводская',
  'б-р Строителей',
];

const firstParts = [
  'Текстиль',
  'Трикотаж',
  'Ткани',
  'Пошив',
  'Стиль',
  'Мода',
  'Лён',
  'Хлопок',
  'Нить',
  'Шов',
  'Полотно',
  'Ателье',
  'Униформ',
  'Спецодежда',
  'Детский мир',
  'Домашний уют',
  'Спорт',
];
const secondParts = [
  'Групп',
  'Трейд',
  'Снаб',
  'Опт',
  'Плюс',
  'Профи',
  'Мастер',
  'Центр',
  'Фабрика',
  'Маркет',
  'Сервис',
  'Индустрия',
  'Альянс',
  'Регион',
  'Экспорт',
];
const surnames = [
  'Иванов',
  'Смирнов',
  'Кузнецов',
  'Попов',
  'Соколов',
  'Лебедев',
  'Козлов',
  'Новиков',
  'Морозов',
  'Волков',
  'Соловьёв',
  'Васильев',
  'Зайцев',
  'Павлов',
  'Семёнов',
  'Голубев',
  'Виноградов',
];
const firstNames = ['Иван', 'Сергей', 'Алексей', 'Дмитрий', 'Андрей', 'Михаил', 'Николай', 'Павел'];
const patronymics = ['Иванович', 'Сергеевич', 'Петрович', 'Андреевич', 'Олегович', 'Викторович'];

const digits = (rng: Random, count: number) =>
  Array.from({ length: count }, () => String(rng.int(0, 9))).join('');

function innCheck(body: string, weights: number[]): string {
  const sum = weights.reduce((s, w, i) => s + w * Number(body[i]), 0);
  return String((sum % 11) % 10);
}

export function makeInn10(taxOffice: string, serial: string): string {
  const body = `${taxOffice}${serial}`.slice(0, 9);
  const inn = body + innCheck(body, [2, 4, 10, 3, 5, 9, 4, 6, 8]);
  if (!isValidInn(inn)) throw new Error(`bad INN generated: ${inn}`);
  return inn;
}

export function makeInn12(taxOffice: string, serial: string): string {
  const body = `${taxOffice}${serial}`.slice(0, 10);
  const eleven = body + innCheck(body, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]);
  return eleven + innCheck(eleven, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]);
}

/** OGRN: the last digit is the rest of the others mod 11 (13 digits) or 13 (15, OGRNIP). */
export function makeOgrn(body: string): string {
  const divisor = body.length === 12 ? 11n : 13n;
  const ogrn = body + String((BigInt(body) % divisor) % 10n);
  if (!isValidOgrn(ogrn)) throw new Error(`bad OGRN generated: ${ogrn}`);
  return ogrn;
}

export type CompanyRow = typeof directoryCompanies.$inferInsert;
export type BankRow = typeof directoryBanks.$inferInsert;

/** The demo company of the accounts seed, present in the directory too. */
export const DEMO_COMPANY: CompanyRow = {
  inn: makeInn10('3702', '54321'),
  kpp: '370201001',
  ogrn: makeOgrn('103370000123'),
  opf: 'ООО',
  nameShort: 'Ивановский текстиль',
  nameFull: 'ОБЩЕСТВО С ОГРАНИЧЕННОЙ ОТВЕТСТВЕННОСТЬЮ «ИВАНОВСКИЙ ТЕКСТИЛЬ»',
  address: '153000, г. Иваново, ул. Ткацкая, д. 12',
  management: 'Соколов Андрей Петрович',
};

export function buildDirectory(rng: Random): { companies: CompanyRow[]; banks: BankRow[] } {
  const companies: CompanyRow[] = [DEMO_COMPANY];
  const inns = new Set([DEMO_COMPANY.inn]);
  const names = new Set([DEMO_COMPANY.nameShort]);
  while (companies.length < DIRECTORY_COMPANIES) {
    const region = rng.pick(regions);
    const office = rng.pick(region.taxOffices);
    const address = `${rng.int(101, 699)}${digits(rng, 3)}, ${region.city}, ${rng.pick(streets)}, д. ${rng.int(1, 120)}`;
    const year = String(rng.int(2, 24)).padStart(2, '0');
    if (rng.chance(0.2)) {
      // An individual entrepreneur: 12-digit INN, 15-digit OGRNIP, no KPP.
      const inn = makeInn12(office, digits(rng, 6));
      if (inns.has(inn)) continue;
      const person = `${rng.pick(surnames)} ${rng.pick(firstNames)} ${rng.pick(patronymics)}`;
      inns.add(inn);
      companies.push({
        inn,
        kpp: null,
        ogrn: makeOgrn(`3${year}${region.code}${digits(rng, 9)}`),
        opf: 'ИП',
        nameShort: person,
        nameFull: `Индивидуальный предприниматель ${person}`,
        address,
        management: null,
      });
      continue;
    }
    const name = `${rng.pick(firstParts)}-${rng.pick(secondParts)}${rng.chance(0.3) ? ` ${rng.int(2, 99)}` : ''}`;
    const inn = makeInn10(office, digits(rng, 5));
    if (inns.has(inn) || names.has(name)) continue;
    inns.add(inn);
    names.add(name);
    const opf = rng.weighted(['ООО', 'АО', 'ПАО'], [8, 2, 1]);
    const fullOpf = {
      ООО: 'ОБЩЕСТВО С ОГРАНИЧЕННОЙ ОТВЕТСТВЕННОСТЬЮ',
      АО: 'АКЦИОНЕРНОЕ ОБЩЕСТВО',
      ПАО: 'ПУБЛИЧНОЕ АКЦИОНЕРНОЕ ОБЩЕСТВО',
    }[opf];
    companies.push({
      inn,
      kpp: `${office}01001`,
      ogrn: makeOgrn(`1${year}${region.code}${digits(rng, 7)}`.padEnd(12, '0').slice(0, 12)),
      opf,
      nameShort: name,
      nameFull: `${fullOpf} «${name.toUpperCase()}»`,
      address,
      management: `${rng.pick(surnames)} ${rng.pick(firstNames)} ${rng.pick(patronymics)}`,
    });
  }

  const bankNames = [
    'Текстильбанк',
    'Ивановский кредит',
    'Северный торговый',
    'Уральский промышленный',
    'Волжский расчётный',
    'Невский',
    'Столичный деловой',
    'Региональный инвестиционный',
    'Промсвязьрасчёт',
    'Торговый союз',
  ];
  const bankCities = [
    { okato: '45', city: 'г. Москва' },
    { okato: '40', city: 'г. Санкт-Петербург' },
    { okato: '24', city: 'г. Иваново' },
    { okato: '65', city: 'г. Екатеринбург' },
    { okato: '22', city: 'г. Нижний Новгород' },
  ];
  const banks: BankRow[] = [];
  const bics = new Set<string>();
  while (banks.length < DIRECTORY_BANKS) {
    const place = rng.pick(bankCities);
    // BIC: 04 (Russia), OKATO region, 2 digits of the division, 3 of the bank (≥ 050).
    const bic = `04${place.okato}${digits(rng, 2)}${rng.int(50, 999)}`.padEnd(9, '0').slice(0, 9);
    if (bics.has(bic)) continue;
    bics.add(bic);
    const title = `${rng.pick(bankNames)}${banks.length >= bankNames.length ? ` ${banks.length + 1}` : ''}`;
    const name = `АО «${title}»`;
    // Correspondent account: 30101 810 K 0000 0 BIC's last 3 digits.
    const corr = withControlKey(`0${bic.slice(4, 6)}`, `301018100${'0'.repeat(8)}${bic.slice(6)}`);
    banks.push({
      bic,
      name,
      paymentName: `${name.toUpperCase()}`,
      correspondentAccount: corr,
      address: `${place.city}, ${rng.pick(streets)}, д. ${rng.int(1, 60)}`,
    });
  }
  return { companies, banks };
}

export async function insertDirectory(db: Db, data: ReturnType<typeof buildDirectory>) {
  await insertRows(db, directoryCompanies, data.companies);
  await insertRows(db, directoryBanks, data.banks);
}
