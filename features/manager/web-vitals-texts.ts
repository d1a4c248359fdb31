import type {
  WebVitalDevice,
  WebVitalName,
  WebVitalPageType,
  WebVitalRating,
} from '@/lib/api/contract/web-vitals';
import { pluralForm } from '@/lib/format/plural';

// Intl writes the numbers as ru-RU does (a no-break space between thousands, a decimal comma).
// The page renders on the server; made on first use, so that the staff bar, which takes `nav`
// from here into every workspace page's script, does not load ICU's data for it.
const formats = new Map<number, Intl.NumberFormat>();
function decimals(digits: number): Intl.NumberFormat {
  let format = formats.get(digits);
  if (!format) {
    format = new Intl.NumberFormat('ru-RU', {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formats.set(digits, format);
  }
  return format;
}

/** A time: under a second in whole milliseconds, from a second on in seconds with one decimal. */
function formatTime(ms: number): string {
  const rounded = Math.round(ms);
  return rounded < 1000 ? `${rounded} мс` : `${decimals(1).format(ms / 1000)} с`;
}

/**
 * Words of the head's «Скорость сайта у посетителей» (issue #37, part 4). The spec shows no
 * such page; the ratings' words follow Google's ("good", "needs improvement", "poor").
 */
export const webVitalsTexts = {
  nav: 'Скорость сайта',
  title: 'Скорость сайта у посетителей',
  intro: (sampleEvery: number) =>
    'Как быстро страницы магазина открываются и отвечают у настоящих посетителей — по замерам ' +
    'их же браузеров. В таблицах 75-й процентиль: у трёх просмотров из четырёх было не хуже. ' +
    `Отчёт присылает примерно один просмотр из ${sampleEvery}; сотрудники и посетители ` +
    'в режиме экономии трафика не учитываются. Отчёты хранятся 90 дней.',
  headOnly: {
    title: 'Раздел доступен только руководителю',
    text: 'Скорость сайта у посетителей видит руководитель.',
    back: 'К заявкам',
  },
  windows: { 1: 'За сутки', 28: 'За 28 дней' } as Record<number, string>,
  empty:
    'Отчётов ещё нет. Браузер посетителя присылает отчёт, когда тот уходит со страницы или ' +
    'сворачивает её; первые появятся здесь после первых посещений.',
  windowEmpty: 'За это время отчётов не было.',
  columns: { page: 'Страница и устройство', views: 'Отчёты' },
  pages: {
    home: 'Главная',
    catalog: 'Каталог',
    product: 'Карточка товара',
    content: 'Контентные страницы',
    checkout: 'Корзина и оформление',
    account: 'Личный кабинет',
  } satisfies Record<WebVitalPageType, string>,
  devices: {
    phone: 'Телефон',
    tablet: 'Планшет',
    desktop: 'Компьютер',
  } satisfies Record<WebVitalDevice, string>,
  ratings: {
    good: 'хорошо',
    'needs-improvement': 'требует улучшения',
    poor: 'плохо',
  } satisfies Record<WebVitalRating, string>,
  /** The metrics in a word, under their names in the tables' heads. */
  metrics: {
    LCP: 'загрузка',
    INP: 'отклик',
    CLS: 'сдвиги',
    TTFB: 'ответ сервера',
  } satisfies Record<WebVitalName, string>,
  noValue: 'нет данных',
  /** How many reports carried the metric: '1 замер', '1 234 замера'. */
  measured: (count: number) =>
    `${decimals(0).format(count)} ${pluralForm(count, ['замер', 'замера', 'замеров'])}`,
  legend: {
    title: 'Что значат показатели',
    about: {
      LCP: 'Когда показан главный элемент страницы: фото товара, баннер или заголовок.',
      INP: 'Сколько страница отвечает на нажатие или ввод; нет данных — никто ничего не нажимал.',
      CLS: 'Насколько содержимое сдвигается под рукой посетителя; без единиц, меньше — лучше.',
      TTFB: 'Когда от сервера пришёл первый байт страницы.',
    } satisfies Record<WebVitalName, string>,
    thresholds: (good: string, poor: string) =>
      `хорошо — до ${good}, требует улучшения — до ${poor}, плохо — больше ${poor}`,
  },
  /** A p75 or a threshold as the tables write it: 120 мс, 1,8 с; CLS with two decimals. */
  value: (name: WebVitalName, value: number) =>
    name === 'CLS' ? decimals(2).format(value) : formatTime(value),
  count: (value: number) => decimals(0).format(value),
} as const;
