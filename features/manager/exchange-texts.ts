import type { ExchangeSettingField } from '@/lib/api/contract/manager-exchange';
import { formatNumber } from '@/lib/format/money';

/** Words of «Обмен с 1С» in the managers' workspace (issue #35); the spec shows none. */
export const exchangeTexts = {
  nav: 'Обмен с 1С',
  title: 'Обмен с 1С',
  intro:
    '1С сама присылает каталог, цены и остатки и забирает заказы по расписанию, которое ' +
    'настроено в 1С. Здесь видно, как прошли последние обмены, какие склады ждут публикации ' +
    'и что сайт читает из 1С.',
  headOnly: {
    title: 'Раздел доступен только руководителю',
    text: 'Обмен с 1С, склады и настройки обмена видит и меняет руководитель.',
    back: 'К заявкам',
  },
  runs: {
    title: 'Последние обмены',
    shown: (count: number) => `Показаны последние ${count}, новые сверху.`,
    empty:
      'Обменов ещё не было: настройте обмен в 1С (адрес, логин и пароль — в README, раздел ' +
      '«Connecting 1C»)',
    started: 'Начало',
    type: 'Тип',
    account: 'Учётная запись',
    files: 'Файлы',
    counts: 'Что пришло и ушло',
    duration: 'Длительность',
    errors: 'Ошибки',
    types: { catalog: 'Каталог', sale: 'Заказы' },
    running: 'идёт',
    none: '—',
    noErrors: 'нет',
  },
  /** What an exchange counted; a key not named here is shown as it is. */
  counts: {
    sections: 'разделы',
    products: 'товары',
    offers: 'предложения',
    prices: 'цены',
    stock: 'остатки',
    hidden: 'скрыто',
    skipped: 'пропущено',
    ordersSent: 'заказов отправлено',
    ordersReceived: 'заказов получено',
    ordersChanged: 'заказов изменено',
    documents: 'документов получено',
  } as Record<string, string>,
  warehouses: {
    title: 'Склады',
    intro:
      'Склад, который 1С прислала впервые, покупатели не видят, пока руководитель не укажет ' +
      'его город и не опубликует его.',
    xmlId: 'Код в 1С',
    name: 'Склад',
    city: 'Город',
    phone: 'Телефон',
    state: 'Покупатели',
    actions: 'Действия',
    published: 'Видят',
    unpublished: 'Не опубликован',
    noCity: 'не указан',
    noPhone: '—',
    publish: 'Опубликовать',
    publishTitle: (title: string) => `Публикация склада «${title}»`,
    cityLabel: 'Город',
    phoneLabel: 'Телефон (необязательно)',
    unpublish: 'Снять с публикации',
    unpublishLabel: (title: string) => `Снять с публикации «${title}»`,
    confirm: (title: string) =>
      `Снять склад «${title}» с публикации? Покупатели перестанут видеть его в списках, при ` +
      'регистрации и в корзине.',
    confirmYes: 'Да, снять',
    confirmNo: 'Отмена',
  },
  settings: {
    title: 'Настройки обмена',
    intro:
      'Какой тип цен видят покупатели каждого вида, пока менеджер не назначил покупателю свой, ' +
      'и какие свойства 1С сайт читает как состав, плотность, ширину и цвет полотна (по названию ' +
      'свойства, без учёта регистра). Пустое поле — значение по умолчанию.',
    labels: {
      legal_entity: 'Тип цен для компаний',
      individual: 'Тип цен для частных покупателей',
      composition: 'Свойство «Состав»',
      density: 'Свойство «Плотность»',
      width: 'Свойство «Ширина»',
      color: 'Свойство «Цвет»',
    } satisfies Record<ExchangeSettingField, string>,
    byDefault: 'по умолчанию',
    defaultOption: (title: string | null) =>
      title ? `По умолчанию (${title})` : 'По умолчанию (первый тип цен)',
    defaultHint: (value: string) => `По умолчанию: ${value}`,
    current: (value: string) => `Сейчас: ${value}`,
    unknownType: (value: string, effective: string | null) =>
      `Типа цен «${value}» нет` + (effective ? `: действует «${effective}»` : ''),
    save: 'Сохранить настройки',
  },
  failed: 'Не удалось сохранить, попробуйте ещё раз',
  done: {
    published: 'Склад опубликован',
    unpublished: 'Склад снят с публикации',
    saved: 'Настройки обмена сохранены',
  },
  /** A buyer's price type on an order's card. */
  buyerPriceType: {
    title: 'Тип цен покупателя',
    label: 'Тип цен',
    defaultOption: (title: string | null) => (title ? `По умолчанию (${title})` : 'По умолчанию'),
    save: 'Сохранить',
    saved: 'Тип цен покупателя изменён',
    note: 'Покупатель увидит новые цены в течение 15 минут (при следующем обновлении входа).',
  },
  /** '12,4 с', '3 мин 5 с': how long an exchange took. */
  duration: (ms: number) => {
    const seconds = ms / 1000;
    if (seconds < 60) return `${formatNumber(seconds, 1)} с`;
    const whole = Math.round(seconds);
    return `${Math.floor(whole / 60)} мин ${whole % 60} с`;
  },
} as const;
