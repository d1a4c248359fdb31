import type { PopularSearchAction } from '@/lib/api/contract/popular-searches';
import { pluralize } from '@/lib/format/plural';

/** Words of the often searched queries in the managers' workspace (issue #34). */
export const popularTexts = {
  title: 'Поисковые подсказки',
  intro: (min: number, days: number) =>
    `Над полем поиска в «Часто ищут» попадает запрос, по которому за ${days} дней нашли товары ` +
    `не меньше ${pluralize(min, ['разного посетителя', 'разных посетителей', 'разных посетителей'])}, ` +
    'в том виде, в каком его искал сайт: с исправленными опечатками, без знаков. Закреплённые ' +
    'запросы идут первыми, скрытые не показываются никогда.',
  shownMax: (count: number) => `Показываются первые ${count}.`,
  fallback:
    'Пока ни один запрос не набрал столько посетителей и ничего не закреплено: в «Часто ищут» ' +
    'посетители видят разделы каталога.',
  add: {
    label: 'Свой запрос',
    hint: 'Закрепится после остальных закреплённых, в том виде, в каком его найдёт поиск',
    submit: 'Закрепить',
  },
  pinned: { title: 'Закреплённые', empty: 'Закреплённых запросов нет' },
  candidates: {
    title: 'Что ищут посетители',
    empty: (days: number) => `За ${days} дней по запросам ничего не нашли или ничего не искали`,
  },
  blocked: { title: 'Скрытые', empty: 'Скрытых запросов нет' },
  table: {
    text: 'Запрос',
    searchers: (days: number) => `Посетителей за ${days} дней`,
    hits: 'Нашлось товаров',
    last: 'Последний поиск',
    never: 'не искали',
    shown: 'В подсказках',
    yes: 'показывается',
    no: 'нет',
    actions: 'Действия',
  },
  actions: {
    pin: 'Закрепить',
    unpin: 'Открепить',
    block: 'Скрыть',
    unblock: 'Вернуть',
  } satisfies Record<PopularSearchAction, string>,
  /** The button's name for a screen reader and a test: the action and its query. */
  actionLabel: (action: string, text: string) => `${action} «${text}»`,
  done: {
    pin: 'Запрос закреплён',
    unpin: 'Запрос откреплён',
    block: 'Запрос скрыт из подсказок',
    unblock: 'Запрос снова может попасть в подсказки',
  } satisfies Record<PopularSearchAction, string>,
  failed: 'Не удалось сохранить, попробуйте ещё раз',
} as const;
