/**
 * Words of the catalogue (storefront.md §2–§9). Texts the spec gives are quoted word for word;
 * the rest (where the spec says "not shown") are ours.
 */
import { pluralize } from '@/lib/format/plural';

export const catalogTexts = {
  // Issue #21: restock notices.
  restock: 'Сообщить о поступлении',
  restockActive: 'Сообщим о поступлении — отменить',
  restockSubscribed: 'Сообщим на e-mail, когда товар появится на вашем складе',
  restockCancelled: 'Подписка отменена',
  restockFailed: 'Не удалось оформить подписку',
  // storefront.md §3, §6, §8, §9
  allFabrics: 'Все полотна',
  registerForPrice: 'Зарегистрируйтесь, чтобы узнать цену',
  loginToAdd: 'Войдите, чтобы добавить товар в корзину',
  addToCart: 'Добавить в корзину',
  inCart: 'В корзине',
  otherStockViaManager: 'Для выбора другого склада - свяжитесь с менеджером',
  stockLoadError: 'Произошла ошибка, выполните действие позже',
  companionCartSoon: 'Корзина в разработке',
  // Ours
  catalog: 'Каталог',
  home: 'Главная',
  sections: 'Разделы каталога',
  collections: 'Коллекции',
  filter: 'Фильтр',
  filterReset: 'Сбросить',
  filterShow: 'Показать',
  filterClose: 'Закрыть фильтр',
  /** The sheet's button on a phone: the listing the filter gives, 'Показать 120 полотен'. */
  filterShowCount: (n: number) => `Показать ${pluralize(n, ['полотно', 'полотна', 'полотен'])}`,
  filterActive: (n: number) => `выбрано: ${n}`,
  rangeFrom: 'от',
  rangeTo: 'до',
  sort: 'Сортировка',
  warehouse: 'Склад',
  allWarehouses: 'Все склады',
  loading: 'Загрузка…',
  empty: 'По выбранным условиям полотен не нашлось',
  resetFilters: 'Сбросить фильтр',
  pagination: 'Страницы каталога',
  quickView: 'Быстрый просмотр',
  moreDetails: 'Подробнее о товаре',
  products: 'Товары',
  composition: 'Состав',
  density: 'Плотность',
  mainCharacteristics: 'Основные характеристики',
  stockTitle: 'Наличие на складах',
  showStock: 'Подробнее о наличии',
  colorsTitle: 'Цвета',
  allColors: 'Все цвета',
  companionTitle: 'С этим полотном покупают',
  companionAll: 'Смотреть все',
  orderSample: 'Заказать образец',
  askQuestion: 'Задать вопрос',
  gallery: 'Фотографии товара',
  openPhoto: (n: number) => `Открыть фото ${n}`,
  showPhoto: (n: number) => `Показать фото ${n}`,
  quantity: 'Количество, кг',
  decrease: 'Уменьшить количество',
  increase: 'Увеличить количество',
  approxMetres: (metres: string) => `≈ ${metres} пог. м`,
  /** `money` is formatMoney(price), which ends with ₽: 'от {price} ₽\кг'. */
  price: (money: string) => `от ${money}\\кг`,
  ownWarehouse: 'ваш склад',
  yourManager: 'Ваш менеджер:',
  ownStock: (level: string) => `Ваш склад: ${level}`,
  noStockAtOwn: 'На вашем складе этого полотна сейчас нет',
  /** Some stock, less than the packing step: say what is true (issue #17). */
  shortAtOwn: (kg: string, step: string) =>
    `На вашем складе меньше одной упаковки: ${kg} кг, упаковка ${step} кг`,
  requestInstead: 'Закажите образец или задайте вопрос: менеджер скажет, когда полотно придёт.',
  /** A disabled 'Добавить в корзину' says why, on its face and in full in its title. */
  noStockShort: 'Нет на складе',
  lessThanStepShort: 'Меньше упаковки',
  noStockWhy: 'На складе этого полотна сейчас нет',
  lessThanStepWhy: (kg: string, step: string) =>
    `На складе ${kg} кг — меньше одной упаковки (${step} кг)`,
  stockLevel: 'Остаток',
  informer: (title: string) => `Что такое «${title}»`,
  minOrder: (packing: string, kg: string) => `Min заказ 1 ${packing} ≈ ${kg} кг`,
  colorsCount: (n: number) => pluralize(n, ['цвет', 'цвета', 'цветов']),
  storesCount: (n: number) =>
    n === 0 ? 'Нет в наличии' : `В наличии на ${pluralize(n, ['складе', 'складах', 'складах'])}`,
  productsCount: (n: number) => pluralize(n, ['полотно', 'полотна', 'полотен']),
  page: (n: number) => `Страница ${n}`,
  previousPage: 'Предыдущая страница',
  nextPage: 'Следующая страница',
} as const;

export const sortTexts = {
  popular: 'По популярности',
  new: 'Сначала новинки',
  price_asc: 'Сначала дешевле',
  price_desc: 'Сначала дороже',
} as const;
