/**
 * SEO tags for every route of lib/route-table.ts. Pages are stored the way the SEO service
 * looks them up ('/about/'); a pattern with {id} gets one row per concrete page. Product pages
 * are the exception: 100k rows of boilerplate would add nothing, so the pattern itself
 * ('/catalog/{category}/{id}/') holds a template with {title}, {color} and {section}
 * placeholders, and the concrete rows of that pattern are the collection pages.
 */
import 'server-only';
import { routeTable } from '../../../lib/route-table';
import { routes } from '../../../lib/routes';
import { seoTags } from '../schema';
import { COMPANY } from './company';

type SeoRow = typeof seoTags.$inferInsert;
type Tags = [title: string, description: string, keywords: string, h1: string];

const brand = COMPANY.name;

const staticPages: Record<string, Tags> = {
  '/': [
    `Трикотажные полотна оптом от производителя — ${brand}`,
    'Фабрика трикотажных полотен в Иваново: футер, кулирка, интерлок, рибана, флис и велюр оптом от одного рулона. Склады в Москве, Санкт-Петербурге, Иваново и Екатеринбурге.',
    'трикотажные полотна оптом, ткани от производителя, футер оптом, кулирка оптом, трикотаж Иваново',
    'Трикотажные полотна от производителя',
  ],
  '/about/': [
    `О компании — фабрика трикотажных полотен ${brand}`,
    `С ${COMPANY.founded} года вяжем и красим трикотажные полотна на собственной фабрике в Иваново. Производство полного цикла, лаборатория качества и четыре склада по России.`,
    'о компании, фабрика трикотажа, производитель полотен, Иваново',
    'О компании',
  ],
  '/politika_konfidentsialnosti/': [
    `Политика конфиденциальности — ${brand}`,
    'Как мы обрабатываем и защищаем персональные данные пользователей сайта в соответствии с 152-ФЗ «О персональных данных».',
    'политика конфиденциальности, персональные данные, 152-ФЗ',
    'Политика конфиденциальности',
  ],
  '/career/': [
    `Карьера на фабрике ${brand}`,
    'Работа на текстильном производстве в Иваново и в офисах продаж: стабильная зарплата, обучение, наставники и карьерный рост.',
    'работа на фабрике, вакансии Иваново, работа текстиль, карьера',
    'Карьера в Selvedge',
  ],
  '/career/internship/': [
    `Стажировка и практика для студентов — ${brand}`,
    'Оплачиваемая практика для студентов текстильных и технических вузов: работа с наставником в цехах и лаборатории, трудоустройство лучших.',
    'практика для студентов, стажировка, текстильный вуз, работа для студентов',
    'Стажировка для студентов',
  ],
  '/career/vacancy/': [
    `Вакансии — ${brand}`,
    'Открытые вакансии фабрики и складов: производство, офис, склад. Москва, Санкт-Петербург, Иваново, Екатеринбург.',
    'вакансии, работа, вязальщик, колорист, кладовщик, менеджер по продажам',
    'Вакансии',
  ],
  '/cart/': [
    `Корзина — ${brand}`,
    'Полотна, выбранные для заказа: количество, склад отгрузки и сумма.',
    'корзина, оформление заказа',
    'Корзина',
  ],
  '/catalog/': [
    `Каталог трикотажных полотен оптом — ${brand}`,
    'Все трикотажные полотна фабрики: футер, кулирка, интерлок, рибана, джерси, флис, кашкорсе и велюр. Фильтры по плотности, ширине, составу и складу.',
    'каталог тканей, трикотажные полотна, купить трикотаж оптом',
    'Каталог полотен',
  ],
  '/checkout/': [
    `Оформление заказа — ${brand}`,
    'Выберите получателя, способ доставки и оплаты, чтобы оформить заказ полотна.',
    'оформление заказа, доставка, оплата',
    'Оформление заказа',
  ],
  '/checkout-success/': [
    `Заказ оформлен — ${brand}`,
    'Спасибо за заказ! Менеджер свяжется с вами для подтверждения и выставит счёт.',
    'заказ оформлен',
    'Заказ оформлен',
  ],
  '/contacts/': [
    `Контакты фабрики и складов — ${brand}`,
    'Адреса, телефоны и часы работы фабрики в Иваново, офиса в Москве и складов в Москве, Санкт-Петербурге, Иваново и Екатеринбурге.',
    'контакты, адрес склада, телефон фабрики',
    'Контакты',
  ],
  '/custom-design/': [
    `Индивидуальный дизайн трикотажных полотен — ${brand}`,
    'Свяжем и окрасим полотно по вашему техническому заданию: индивидуальные цвета, плотности, принты и фактуры от 300 кг.',
    'индивидуальный дизайн ткани, крашение под заказ, полотно на заказ',
    'Индивидуальный дизайн',
  ],
  '/manufacture/': [
    `Производство полного цикла — ${brand}`,
    'Вязание, крашение, отделка и контроль качества на одной площадке в Иваново. Более 120 кругловязальных машин и собственная лаборатория.',
    'производство трикотажа, вязальное производство, красильное производство',
    'Производство',
  ],
  '/modal/': [
    `${brand} — трикотажные полотна от производителя`,
    'Служебная страница модальных окон.',
    'трикотажные полотна',
    brand,
  ],
  '/press-center/': [
    `Пресс-центр — новости фабрики ${brand}`,
    'Новости фабрики: новые коллекции и цвета, выставки, оборудование, события и итоги года.',
    'новости, пресс-центр, выставки, новые коллекции',
    'Пресс-центр',
  ],
  '/search-result/': [
    `Результаты поиска — ${brand}`,
    'Поиск по каталогу трикотажных полотен, разделам и коллекциям.',
    'поиск, каталог',
    'Результаты поиска',
  ],
  '/tailoring/': [
    `Пошив одежды на заказ из трикотажа — ${brand}`,
    'Швейная фабрика полного цикла: пошив футболок, худи, свитшотов и спортивных костюмов под ваш бренд из собственных полотен.',
    'пошив на заказ, швейное производство, пошив худи оптом, пошив футболок',
    'Пошив под ваш бренд',
  ],
  '/user/': [
    `Личный кабинет — ${brand}`,
    'Профиль, склад, персональный менеджер и настройки аккаунта.',
    'личный кабинет',
    'Личный кабинет',
  ],
  '/user/company/': [
    `Данные компании — ${brand}`,
    'Реквизиты организации и платёжные данные.',
    'реквизиты, организация',
    'Данные компании',
  ],
  '/user/favourites/': [
    `Избранное — ${brand}`,
    'Полотна, которые вы сохранили.',
    'избранное',
    'Избранное',
  ],
  '/user/history/': [
    `История заказов — ${brand}`,
    'Все ваши заказы, их статусы и повтор заказа в один клик.',
    'история заказов',
    'История заказов',
  ],
  '/user/manager/': [
    `Персональный менеджер — ${brand}`,
    'Контакты вашего персонального менеджера.',
    'персональный менеджер',
    'Ваш менеджер',
  ],
};

export interface SeoSources {
  sections: { slug: string; title: string; informer: string | null }[];
  collections: { slug: string; title: string; sectionSlug: string; sectionTitle: string }[];
  buyers: { code: string; title: string }[];
  press: { code: string; title: string; preview: string }[];
  vacancies: { code: string; title: string; city: string }[];
}

const row = (page: string, [title, description, keywords, h1]: Tags): SeoRow => ({
  page,
  title,
  description,
  keywords,
  h1,
});

function concretePages(pattern: string, src: SeoSources): SeoRow[] {
  switch (pattern) {
    case '/buyers/{id}':
      return src.buyers.map((b) =>
        row(routes.buyers(b.code), [
          `${b.title} — ${brand}`,
          `${b.title}: правила и условия работы с фабрикой трикотажных полотен ${brand}.`,
          `${b.title.toLowerCase()}, покупателям, опт`,
          b.title,
        ]),
      );
    case '/career/vacancy/{id}':
      return src.vacancies.map((v) =>
        row(routes.vacancy(v.code), [
          `Вакансия «${v.title}», ${v.city} — ${brand}`,
          `Работа ${v.title.toLowerCase()} в г. ${v.city}: обязанности, требования и условия. Официальное оформление, белая зарплата.`,
          `вакансия ${v.title.toLowerCase()}, работа ${v.city}`,
          v.title,
        ]),
      );
    case '/catalog/{category}':
      return src.sections.map((s) =>
        row(routes.catalog(s.slug), [
          `${s.title} оптом от производителя — купить в ${brand}`,
          // 'упаковки', not 'рулона': rib and cuffs never come on rolls (issue #34).
          `${s.title} от производителя: ${s.informer ?? ''} Отгрузка от одной упаковки со складов в Москве, Санкт-Петербурге, Иваново и Екатеринбурге.`.slice(
            0,
            300,
          ),
          `${s.title.toLowerCase()} оптом, ${s.title.toLowerCase()} купить, ${s.title.toLowerCase()} от производителя`,
          s.title,
        ]),
      );
    case '/catalog/{category}/{id}':
      return [
        ...src.collections.map((c) =>
          row(routes.catalog(c.sectionSlug, c.slug), [
            `${c.title} — ${c.sectionTitle.toLowerCase()} оптом — ${brand}`,
            `Коллекция «${c.title}» в разделе «${c.sectionTitle}»: все цвета и плотности в наличии на складах фабрики.`,
            `${c.title.toLowerCase()}, ${c.sectionTitle.toLowerCase()} оптом`,
            c.title,
          ]),
        ),
        // One template for every product, so it names no packing: a tube (чулок) or a pack
        // (пачка) must not read 'Отгрузка от одного рулона' (issue #34).
        row('/catalog/{category}/{id}/', [
          `{title}, {color} — купить оптом от производителя — ${brand}`,
          '{title}, цвет {color}: состав, плотность, ширина и наличие на складах. Раздел «{section}». Отгрузка от одной упаковки.',
          '{title}, {section} оптом, {color}',
          '{title}',
        ]),
      ];
    case '/press-center/{id}':
      return src.press.map((p) =>
        row(routes.pressItem(p.code), [
          `${p.title} — ${brand}`,
          p.preview,
          'новости фабрики, пресс-центр',
          p.title,
        ]),
      );
    default:
      return [];
  }
}

/** Rows for every route, and the static routes that had no curated text (the test wants none). */
export function buildSeo(src: SeoSources): { rows: SeoRow[]; missing: string[] } {
  const rows: SeoRow[] = [];
  const missing: string[] = [];
  for (const { pattern } of routeTable) {
    if (pattern.includes('{')) {
      const pages = concretePages(pattern, src);
      if (pages.length === 0) missing.push(pattern);
      rows.push(...pages);
      continue;
    }
    const page = pattern === '/' ? '/' : `${pattern}/`;
    const tags = staticPages[page];
    if (tags) rows.push(row(page, tags));
    else {
      missing.push(page);
      rows.push(
        row(page, [
          `${brand} — трикотажные полотна от производителя`,
          'Трикотажные полотна оптом от фабрики в Иваново.',
          'трикотажные полотна',
          brand,
        ]),
      );
    }
  }
  const unique = new Map(rows.map((r) => [r.page, r]));
  return { rows: [...unique.values()], missing };
}
