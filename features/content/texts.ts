/**
 * Words of the content pages. The spec does not word these ("not shown"); they are ours,
 * in Russian, kept here in one place (STYLE.md §2).
 */
export const contentTexts = {
  readMore: 'Читать',
  allPublications: 'Все публикации',
  newer: 'Новее',
  older: 'Раньше',
  pagination: 'Страницы',
  pageNumber: (n: number) => `Страница ${n}`,
  previousPage: 'Предыдущая страница',
  nextPage: 'Следующая страница',
  allSections: 'Все направления',
  vacancySections: 'Направления',
  noVacancies: 'Сейчас открытых вакансий в этом направлении нет',
  apply: 'Откликнуться',
  /** A response to this very vacancy: not the general 'если появится подходящая позиция'. */
  applyLead: 'Приложите резюме — мы рассмотрим ваш отклик на эту вакансию и свяжемся с вами.',
  allVacancies: 'Все вакансии',
  openVacancies: 'Открытые вакансии',
  salary: 'Зарплата',
  schedule: 'График',
  city: 'Город',
  buyersMenu: 'Покупателям',
  contactsList: 'Адреса фабрики и складов',
  address: 'Адрес',
  phone: 'Телефон',
  email: 'E-mail',
  hours: 'Часы работы',
  mapTitle: 'Фабрика и склады на карте',
  showOnMap: 'Показать на карте',
  publishedAt: 'Опубликовано',
} as const;
