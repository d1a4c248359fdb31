/** Warehouses, managers, contact cards, navigation, social and footer links, site settings. */
import 'server-only';
import type { Db } from '../client';
import {
  contacts,
  footerLinks,
  managers,
  menuItems,
  siteSettings,
  socialLinks,
  stores,
} from '../schema';
import { buyersPageIds, routes } from '../../../lib/routes';
import { insertRows, syncSerial } from './bulk-insert';
import { COMPANY, SELLER } from './company';
import { buyersTitles } from './content/buyers';
import type { MediaPlan } from './images/media-plan';
import type { Random } from './random';

export type StoreRow = typeof stores.$inferInsert & { id: number; xmlId: string };

/** The spec's four warehouses and their catalogue filter values 21–24 (storefront.md §9). */
export const storeRows: StoreRow[] = [
  { id: 1, xmlId: 'msk', title: 'Склад Москва', city: 'Москва', filterValue: 21, sort: 100 },
  {
    id: 2,
    xmlId: 'spb',
    title: 'Склад Санкт-Петербург',
    city: 'Санкт-Петербург',
    filterValue: 22,
    sort: 200,
  },
  { id: 3, xmlId: 'ivn', title: 'Склад Иваново', city: 'Иваново', filterValue: 23, sort: 300 },
  {
    id: 4,
    xmlId: 'ekb',
    title: 'Склад Екатеринбург',
    city: 'Екатеринбург',
    filterValue: 24,
    sort: 400,
  },
];

const contactRows: (typeof contacts.$inferInsert)[] = [
  {
    id: 1,
    kind: 'factory',
    title: 'Фабрика в Иваново',
    address: COMPANY.address,
    phones: ['+7 (4932) 58-14-20', COMPANY.phone],
    emails: ['factory@selvedge.ru', COMPANY.email],
    latitude: 56.9792,
    longitude: 40.9856,
    workingHours: 'Пн–Пт 8:00–17:00',
    storeId: null,
    sort: 100,
  },
  {
    id: 2,
    kind: 'office',
    title: 'Офис продаж в Москве',
    address: '125040, г. Москва, ул. Правды, д. 26, офис 412',
    phones: ['+7 (495) 120-45-67', COMPANY.phone],
    emails: ['moscow@selvedge.ru'],
    latitude: 55.7862,
    longitude: 37.5783,
    workingHours: 'Пн–Пт 9:00–18:00',
    storeId: null,
    sort: 200,
  },
  {
    id: 3,
    kind: 'warehouse',
    title: 'Склад Москва',
    address: '109316, г. Москва, Волгоградский пр-т, д. 42, корп. 5',
    phones: ['+7 (495) 120-45-68'],
    emails: ['sklad.msk@selvedge.ru'],
    latitude: 55.7226,
    longitude: 37.6929,
    workingHours: 'Пн–Пт 8:00–20:00, Сб 9:00–15:00',
    storeId: 1,
    sort: 300,
  },
  {
    id: 4,
    kind: 'warehouse',
    title: 'Склад Санкт-Петербург',
    address: '192019, г. Санкт-Петербург, ул. Седова, д. 11, лит. А',
    phones: ['+7 (812) 407-31-52'],
    emails: ['sklad.spb@selvedge.ru'],
    latitude: 59.9003,
    longitude: 30.4127,
    workingHours: 'Пн–Пт 9:00–19:00, Сб 10:00–15:00',
    storeId: 2,
    sort: 400,
  },
  {
    id: 5,
    kind: 'warehouse',
    title: 'Склад Иваново',
    address: '153009, г. Иваново, ул. Лежневская, д. 150, стр. 2',
    phones: ['+7 (4932) 58-14-25'],
    emails: ['sklad.ivn@selvedge.ru'],
    latitude: 56.9653,
    longitude: 40.9881,
    workingHours: 'Пн–Сб 8:00–20:00',
    storeId: 3,
    sort: 500,
  },
  {
    id: 6,
    kind: 'warehouse',
    title: 'Склад Екатеринбург',
    address: '620017, г. Екатеринбург, ул. Фронтовых Бригад, д. 18, корп. 3',
    phones: ['+7 (343) 288-16-09'],
    emails: ['sklad.ekb@selvedge.ru'],
    latitude: 56.8927,
    longitude: 60.6204,
    workingHours: 'Пн–Пт 9:00–18:00',
    storeId: 4,
    sort: 600,
  },
];

const firstNames = {
  f: [
    'Анна',
    'Мария',
    'Екатерина',
    'Ольга',
    'Наталья',
    'Юлия',
    'Ирина',
    'Светлана',
    'Татьяна',
    'Дарья',
  ],
  m: [
    'Алексей',
    'Дмитрий',
    'Сергей',
    'Андрей',
    'Михаил',
    'Илья',
    'Павел',
    'Роман',
    'Игорь',
    'Максим',
  ],
};
const lastNames = [
  'Смирнов',
  'Кузнецов',
  'Соколов',
  'Волков',
  'Лебедев',
  'Новиков',
  'Морозов',
  'Егоров',
  'Павлов',
  'Козлов',
  'Степанов',
  'Орлов',
];
const lastLatin: Record<string, string> = {
  Смирнов: 'smirnov',
  Кузнецов: 'kuznecov',
  Соколов: 'sokolov',
  Волков: 'volkov',
  Лебедев: 'lebedev',
  Новиков: 'novikov',
  Морозов: 'morozov',
  Егоров: 'egorov',
  Павлов: 'pavlov',
  Козлов: 'kozlov',
  Степанов: 'stepanov',
  Орлов: 'orlov',
};

const firstLatin: Record<string, string> = {
  Анна: 'a',
  Мария: 'm',
  Екатерина: 'e',
  Ольга: 'o',
  Наталья: 'n',
  Юлия: 'yu',
  Ирина: 'i',
  Светлана: 's',
  Татьяна: 't',
  Дарья: 'd',
  Алексей: 'a',
  Дмитрий: 'd',
  Сергей: 's',
  Андрей: 'a',
  Михаил: 'm',
  Илья: 'i',
  Павел: 'p',
  Роман: 'r',
  Игорь: 'i',
  Максим: 'm',
};

/** DEF codes of the big mobile operators, so numbers look like ones a manager would carry. */
const mobileCodes = [
  '903',
  '905',
  '910',
  '915',
  '916',
  '921',
  '925',
  '926',
  '950',
  '960',
  '977',
  '985',
  '999',
];

function mobile(rng: Random): string {
  const pair = () => String(rng.int(0, 99)).padStart(2, '0');
  return `+7 (${rng.pick(mobileCodes)}) ${rng.int(100, 999)}-${pair()}-${pair()}`;
}

/** The demo staff login of a warehouse's first manager: manager.msk@selvedge.local … */
export const staffEmail = (storeXmlId: string) => `manager.${storeXmlId}@selvedge.local`;

function buildManagers(rng: Random, media: MediaPlan): (typeof managers.$inferInsert)[] {
  const rows: (typeof managers.$inferInsert)[] = [];
  const used = new Set<string>();
  for (const store of storeRows) {
    const count = rng.int(2, 3);
    for (let i = 0; i < count; i++) {
      let name: string;
      let email: string;
      do {
        const female = rng.chance(0.6);
        const first = rng.pick(female ? firstNames.f : firstNames.m);
        const last = rng.pick(lastNames);
        name = `${first} ${last}${female ? 'а' : ''}`;
        email = `${firstLatin[first]}.${lastLatin[last]}${female ? 'a' : ''}@${COMPANY.domain}`;
      } while (used.has(name));
      used.add(name);
      const id = rows.length + 1;
      rows.push({
        id,
        storeId: store.id,
        name,
        phone: mobile(rng),
        // The first manager of a warehouse is its demo staff login (issue #20, README).
        email: i === 0 ? staffEmail(store.xmlId) : email,
        image: media.avatar(`manager-${id}`).webp,
      });
    }
  }
  return rows;
}

function buildMenu(): (typeof menuItems.$inferInsert)[] {
  const top = (
    id: number,
    title: string,
    link: string | null,
    sort: number,
    details: 'contacts' | null = null,
  ) => ({ id, parentId: null, title, link, icon: null, sort, external: false, details });
  const sub = (id: number, parentId: number, title: string, link: string, sort: number) => ({
    id,
    parentId,
    title,
    link,
    icon: null,
    sort,
    external: false,
    details: null,
  });
  return [
    top(1, 'Каталог', routes.catalog(), 100),
    top(2, 'Пошив', routes.tailoring(), 200),
    top(3, 'Индивидуальный дизайн', routes.customDesign(), 300),
    top(4, 'О компании', routes.about(), 400),
    sub(5, 4, 'О компании', routes.about(), 100),
    sub(6, 4, 'Производство', routes.manufacture(), 200),
    sub(7, 4, 'Пресс-центр', routes.pressCenter(), 300),
    top(8, 'Покупателям', null, 500),
    ...buyersPageIds.map((code, i) =>
      sub(9 + i, 8, buyersTitles[code]!, routes.buyers(code), (i + 1) * 100),
    ),
    top(14, 'Карьера', routes.career(), 600),
    sub(15, 14, 'Карьера', routes.career(), 100),
    sub(16, 14, 'Стажировка', routes.internship(), 200),
    sub(17, 14, 'Вакансии', routes.vacancies(), 300),
    top(18, 'Контакты', routes.contacts(), 700, 'contacts'),
  ];
}

const socialRows: (typeof socialLinks.$inferInsert)[] = [
  { id: 1, title: 'ВКонтакте', link: 'https://vk.com/selvedge_textile', icon: 'vk', sort: 100 },
  { id: 2, title: 'Telegram', link: 'https://t.me/selvedge_textile', icon: 'telegram', sort: 200 },
  {
    id: 3,
    title: 'YouTube',
    link: 'https://www.youtube.com/@selvedge_textile',
    icon: 'youtube',
    sort: 300,
  },
  { id: 4, title: 'Дзен', link: 'https://dzen.ru/selvedge_textile', icon: 'dzen', sort: 400 },
];

function buildFooter(): (typeof footerLinks.$inferInsert)[] {
  const column = (columnTitle: string, columnSort: number, links: [string, string][]) =>
    links.map(([title, link], i) => ({
      kind: 'column' as const,
      columnTitle,
      columnSort,
      title,
      link,
      external: false,
      sort: (i + 1) * 100,
    }));
  const rows = [
    ...column('Каталог', 100, [['Все полотна', routes.catalog()]]),
    // The catalogue's sections, whatever they are when the footer is read.
    {
      kind: 'sections' as const,
      columnTitle: 'Каталог',
      columnSort: 100,
      title: 'Разделы каталога',
      link: routes.catalog(),
      external: false,
      sort: 200,
    },
    ...column('Компания', 200, [
      ['О компании', routes.about()],
      ['Производство', routes.manufacture()],
      ['Пресс-центр', routes.pressCenter()],
      ['Карьера', routes.career()],
      ['Вакансии', routes.vacancies()],
      ['Контакты', routes.contacts()],
    ]),
    ...column('Покупателям', 300, [
      ['Условия заказа', routes.buyers('usloviya_zakaza')],
      ['Оплата и доставка', routes.buyers('oplata_i_dostavka')],
      ['Этапы сотрудничества', routes.buyers('etapy_sotrudnichestva')],
      ['Возврат', routes.buyers('vozvrat')],
      ['Пошив на заказ', routes.tailoring()],
      ['Индивидуальный дизайн', routes.customDesign()],
    ]),
    {
      kind: 'legal' as const,
      columnTitle: null,
      columnSort: 900,
      title: 'Политика конфиденциальности',
      link: routes.privacyPolicy(),
      external: false,
      sort: 100,
    },
    {
      kind: 'legal' as const,
      columnTitle: null,
      columnSort: 900,
      title: 'Условия возврата',
      link: routes.buyers('vozvrat'),
      external: false,
      sort: 200,
    },
  ];
  return rows.map((row, i) => ({ id: i + 1, ...row }));
}

export function buildShell(rng: Random, media: MediaPlan, epochYear: number) {
  return {
    managers: buildManagers(rng, media),
    menu: buildMenu(),
    footer: buildFooter(),
    settings: [
      { key: 'phone', value: COMPANY.phone },
      { key: 'email', value: COMPANY.email },
      { key: 'address', value: COMPANY.address },
      {
        key: 'copyright',
        value: `© ${COMPANY.founded}–${epochYear} ${COMPANY.name}. Трикотажные полотна от производителя`,
      },
      ...Object.entries(SELLER).map(([key, value]) => ({ key, value })),
    ],
  };
}

export type ShellData = ReturnType<typeof buildShell>;

export async function insertShell(db: Db, data: ShellData): Promise<void> {
  await insertRows(db, stores, storeRows);
  await insertRows(db, managers, data.managers);
  await insertRows(db, contacts, contactRows);
  await insertRows(db, menuItems, data.menu);
  await insertRows(db, socialLinks, socialRows);
  await insertRows(db, footerLinks, data.footer);
  await insertRows(db, siteSettings, data.settings);
  for (const table of [stores, managers, contacts, menuItems, socialLinks, footerLinks])
    await syncSerial(db, table);
}

export const shellCounts = {
  stores: storeRows.length,
  contacts: contactRows.length,
  social: socialRows.length,
};
