import { priceFrom, unitShort, type ProductUnit } from '@/lib/catalog/units';
import { pluralize } from '@/lib/format/plural';

/**
 * The catalogue's words that its client components of a page's first load show (the filter, the
 * toolbar, the card's cart button, the gallery), in their own module: taking them from ./texts
 * would bring every word of the catalogue into each listing's first load (issue #22). ./texts
 * includes them in catalogTexts.
 */
export const catalogClientTexts = {
  registerForPrice: 'Зарегистрируйтесь, чтобы узнать цену',
  loginToAdd: 'Войдите, чтобы добавить товар в корзину',
  addToCart: 'Добавить в корзину',
  inCart: 'В корзине',
  companionCartSoon: 'Корзина в разработке',
  filter: 'Фильтр',
  filterReset: 'Сбросить',
  filterClose: 'Закрыть фильтр',
  /** The sheet's button on a phone: the listing the filter gives, 'Показать 120 полотен'. */
  filterShowCount: (n: number) => `Показать ${pluralize(n, ['полотно', 'полотна', 'полотен'])}`,
  filterActive: (n: number) => `выбрано: ${n}`,
  rangeFrom: 'от',
  rangeTo: 'до',
  sort: 'Сортировка',
  warehouse: 'Склад',
  allWarehouses: 'Все склады',
  /** Sends the warehouse and sort before the toolbar's script has come (issue #37). */
  toolbarShow: 'Показать',
  colorsTitle: 'Цвета',
  allColors: 'Все цвета',
  gallery: 'Фотографии товара',
  openPhoto: (n: number) => `Открыть фото ${n}`,
  showPhoto: (n: number) => `Показать фото ${n}`,
  /**
   * `money` is formatMoney(price), which ends with ₽: 'от {price} ₽/кг'. The spec's 'от {price}
   * ₽\кг' is how its source wrote a slash; the cart writes ₽/кг too (issue #34). A product sold
   * by the metre or the piece (issue #35): 'от 35 ₽/м', 'от 120 ₽/шт'.
   */
  price: (money: string, unit: ProductUnit = 'kg') => priceFrom(money, unit),
  /** A disabled 'Добавить в корзину' says why, on its face and in full in its title. */
  noStockShort: 'Нет на складе',
  lessThanStepShort: 'Меньше упаковки',
  /** Issue #35: goods in metres or pieces have no packing: 'Меньше 1 м'. */
  lessThanUnitShort: (step: string, unit: ProductUnit) => `Меньше ${step} ${unitShort(unit)}`,
  noStockWhy: 'На складе этого полотна сейчас нет',
  lessThanStepWhy: (kg: string, step: string, unit: ProductUnit = 'kg') =>
    unit === 'kg'
      ? `На складе ${kg} кг — меньше одной упаковки (${step} кг)`
      : `На складе ${kg} ${unitShort(unit)} — меньше ${step} ${unitShort(unit)}`,
  informer: (title: string) => `Что такое «${title}»`,
} as const;

export const sortTexts = {
  popular: 'По популярности',
  new: 'Сначала новинки',
  price_asc: 'Сначала дешевле',
  price_desc: 'Сначала дороже',
} as const;
