import { notFoundLogLine, shellClientTexts } from './client-texts';

/**
 * Words of the shell. Those the spec gives are word for word (storefront.md §2, §3); the rest
 * ("not shown" in the spec) are ours.
 */
export const shellTexts = {
  siteName: 'Selvedge',
  siteTitle: 'Selvedge — трикотажные полотна от производителя',
  siteDescription:
    'Трикотажные полотна оптом от производителя: кулирка, футер, интерлок, рибана, джерси, флис. Пошив и индивидуальный дизайн тканей.',
  skipLink: 'Перейти к содержимому',
  homeLink: 'Selvedge — на главную',
  catalog: 'Каталог',
  catalogMenu: 'Разделы каталога',
  /** The virtual section of every fabric (storefront.md §3). */
  allFabrics: 'Все полотна',
  searchLabel: 'Поиск по каталогу',
  searchPlaceholder: 'Поиск по каталогу',
  searchSubmit: 'Найти',
  favourites: 'Избранное',
  cart: 'Корзина',
  openMenu: 'Открыть меню',
  closeMenu: 'Закрыть меню',
  mainNav: 'Основная навигация',
  mobileNav: 'Меню',
  goToSection: 'Перейти в раздел',
  social: 'Мы в социальных сетях',
  phoneCaption: 'Отдел продаж',
  footerNav: 'Разделы сайта',
  legalNav: 'Правовая информация',
  footerTagline: 'Трикотажные полотна, пошив и индивидуальный дизайн — от собственной фабрики.',
  footerContacts: 'Контакты',
  copyrightFallback: 'Selvedge',
  notFoundMetaTitle: 'Страница не найдена',
  ...shellClientTexts,
} as const;

export { notFoundLogLine };

/** Headings of the pages until their own issues fill them. */
export const pageTitles = {
  home: 'Трикотажные полотна от производителя',
  catalog: 'Каталог',
  product: 'Карточка товара',
  about: 'О компании',
  manufacture: 'Производство',
  tailoring: 'Пошив',
  customDesign: 'Индивидуальный дизайн',
  career: 'Карьера',
  internship: 'Стажировка',
  vacancies: 'Вакансии',
  vacancy: 'Вакансия',
  pressCenter: 'Пресс-центр',
  pressItem: 'Публикация',
  contacts: 'Контакты',
  cart: 'Корзина',
  checkout: 'Оформление заказа',
  checkoutSuccess: 'Заказ оформлен',
  searchResult: 'Результаты поиска',
  user: 'Профиль',
  userCompany: 'Данные компании',
  userFavourites: 'Избранное',
  userHistory: 'История заказов',
  userManager: 'Персональный менеджер',
  modal: 'Формы и вход',
  buyers: {
    usloviya_zakaza: 'Условия заказа',
    oplata_i_dostavka: 'Оплата и доставка',
    etapy_sotrudnichestva: 'Этапы сотрудничества',
    politika_konfidentsialnosti: 'Политика конфиденциальности',
    vozvrat: 'Возврат',
  },
} as const;

/** /modal/: the page a modal is shown on by itself (ours: the spec gives the route only). */
export const modalPageTexts = {
  lead: 'Откройте нужную форму — она появится поверх этой страницы.',
  listLabel: 'Формы',
} as const;

/** Short leads under the headings of the marketing pages. */
export const pageLeads = {
  home: 'Кулирка, футер, интерлок, рибана, джерси и флис оптом — со складов фабрики в четырёх городах и под заказ.',
  homeEyebrow: 'Текстильная фабрика Selvedge',
  homeSecondary: 'Индивидуальный дизайн',
  about: 'Собственное вязальное, красильное и швейное производство полного цикла.',
  manufacture: 'Как рождается полотно: от пряжи до готового рулона.',
  tailoring: 'Пошив одежды на нашей фабрике по вашим лекалам.',
  customDesign: 'Полотна по вашему заданию: состав, плотность, цвет и принт.',
  vacancies: 'Открытые вакансии фабрики, офисов и складов.',
  pressCenter: 'Новости компании, публикации и события.',
  career: 'Работа на текстильном производстве и в офисе.',
  internship: 'Практика и стажировка для студентов.',
} as const;

export const homeTexts = {
  toCatalog: 'Смотреть каталог',
} as const;

/** The line under the search results heading. */
export const searchQueryLead = (query: string) => `По запросу «${query}»`;
