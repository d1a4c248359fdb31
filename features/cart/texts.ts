import { unitShort, unitWords, type ProductUnit } from '@/lib/catalog/units';
import { cartLinkTexts } from './link-texts';

const u = (unit: ProductUnit) => unitShort(unit);

/**
 * Words of the cart. Those the spec gives are word for word (storefront.md §4, §6, §8, §9);
 * the rest ("not shown" in the spec) are ours.
 */
export const cartTexts = {
  ...cartLinkTexts,
  addToCart: 'Добавить в корзину',
  inCart: 'В корзине',
  cannotAdd: 'Невозможно добавить товар в корзину',
  alreadyInCart: 'Товар уже в корзине',
  companionInDevelopment: 'Корзина в разработке',
  badgeCap: '99+',
  empty: 'В корзине пока ничего нет',
  emptyLead: 'Выберите полотна в каталоге — они появятся здесь.',
  toCatalog: 'В каталог',
  selectAll: 'Выбрать все',
  select: (title: string) => `Выбрать «${title}»`,
  deleteSelected: 'Удалить выбранные',
  /** Issue #34: the undo offered after 'Удалить выбранные'; the verb agrees with the number. */
  removed: (n: number, positions: string) =>
    `${n % 10 === 1 && n % 100 !== 11 ? 'Удалена' : 'Удалено'} ${n} ${positions}`,
  undo: 'Вернуть',
  undoing: 'Возвращаем…',
  notRestored: 'Не удалось вернуть:',
  closeNotice: 'Закрыть',
  delete: 'Удалить',
  deleteLine: (title: string) => `Удалить «${title}» из корзины`,
  decrease: 'Меньше',
  increase: 'Больше',
  /**
   * Issue #35: a product sold by the metre or the piece is counted, priced and stocked in its
   * unit ('Количество «…», м', '/м', 'На складе: 12 м'); the kg words are as they were.
   */
  quantityLabel: (title: string, unit: ProductUnit = 'kg') => `Количество «${title}», ${u(unit)}`,
  perKg: '/кг',
  per: (unit: ProductUnit) => `/${u(unit)}`,
  kg: 'кг',
  metresApprox: (metres: string) => `≈ ${metres} м`,
  step: (step: string, packing: string) => `Шаг ${step} кг (${packing})`,
  /** Goods in metres or pieces have no packing: 'Шаг 1 м'. */
  stepOf: (step: string, unit: ProductUnit) => `Шаг ${step} ${u(unit)}`,
  available: (amount: string, unit: ProductUnit = 'kg') => `На складе: ${amount} ${u(unit)}`,
  /**
   * The counter's note (issue #34), on the product page and in the cart: a refused keystroke,
   * and what a typed number becomes before it is sent. No-break spaces keep a number with its
   * unit and the dash with the word before it.
   */
  quantityNote: {
    refused: 'Только целые килограммы',
    /** 'Только целые метры', 'Только целые штуки' (issue #35). */
    refusedIn: (unit: ProductUnit) => unitWords[unit].wholeOnly,
    step: (step: string, unit: ProductUnit = 'kg') => `Кратно ${step}\u00a0${u(unit)}`,
    stock: (stock: string, unit: ProductUnit = 'kg') => `На складе ${stock}\u00a0${u(unit)}`,
    limit: (max: string, unit: ProductUnit = 'kg') => `Не больше ${max}\u00a0${u(unit)}`,
    belowStep: (step: string, unit: ProductUnit = 'kg') => `Меньше ${step}\u00a0${u(unit)}`,
    becomes: (reason: string, kg: string, unit: ProductUnit = 'kg') =>
      `${reason}\u00a0— будет ${kg}\u00a0${u(unit)}`,
    /** 0 in the cart is a removal (storefront.md §4). */
    leaves: (reason: string) => `${reason}\u00a0— удалим из корзины`,
  },
  outOfStock: 'Нет на вашем складе',
  outOfStockNote:
    'Некоторых товаров нет на вашем складе: они не войдут в заказ. Удалите их или свяжитесь с менеджером.',
  groupInStock: 'В наличии на вашем складе',
  groupOutOfStock: 'Нет в наличии',
  summary: 'Ваш заказ',
  positions: ['позиция', 'позиции', 'позиций'] as const,
  totalWeight: 'Общий вес',
  totalMetres: 'Примерный метраж',
  /** Issue #35: the lines sold by the piece ('12 шт'). */
  totalPieces: 'Штучный товар',
  totalPrice: 'Итого',
  store: (name: string) => `Склад: ${name}`,
  checkout: 'Оформить заказ',
  loadError: 'Не удалось загрузить корзину',
  /** "Скачать список" (issue #21): the cart's lines as a file. */
  download: 'Скачать список',
  downloadAs: (format: string) => `Скачать список корзины (${format})`,
  /** Quick order (issue #21). */
  quick: {
    title: 'Быстрый заказ',
    lead: 'Вставьте строки из таблицы или загрузите файл CSV или XLSX: артикул, цвет, количество в кг — по одной позиции в строке. Количество округляется вниз до шага упаковки и до остатка на складе.',
    example: 'Например: ДЖ-107 Белый 40 — или ДЖ-107; Белый; 40',
    textLabel: 'Строки заказа',
    fileLabel: 'Файл CSV или XLSX (до 1 МБ, до 500 строк)',
    template: 'Скачать шаблон CSV',
    check: 'Проверить',
    checking: 'Проверяем…',
    nothing: 'Вставьте строки или выберите файл',
    previewTitle: 'Что будет добавлено',
    line: 'Строка',
    product: 'Товар',
    kg: 'Кг',
    /** The column's head when a line is in metres or pieces (issue #35). */
    quantity: 'Количество',
    result: 'Результат',
    willAdd: 'Будет добавлено',
    leftOut: 'Не будет добавлено',
    summary: (positions: string, kg: string, sum: string) =>
      `${positions}, ${kg} кг на сумму ${sum}`,
    /** Issue #35: `quantities` as quantityTotals writes them, '40 кг, 2,5 м'. */
    summaryOf: (positions: string, quantities: string, sum: string) =>
      `${positions}, ${quantities} на сумму ${sum}`,
    problems: (n: string) => `Не будет добавлено: ${n}`,
    add: (n: number, forms: string) => `Добавить ${n} ${forms}`,
    addForms: ['позицию', 'позиции', 'позиций'] as const,
    adding: 'Добавляем…',
    noneToAdd: 'Ни одну строку нельзя добавить: исправьте их и проверьте снова',
    added: 'Позиции добавлены в корзину',
  },
} as const;
