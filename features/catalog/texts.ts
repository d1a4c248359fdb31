/**
 * Words of the catalogue (storefront.md §2–§9). Texts the spec gives are quoted word for word;
 * the rest (where the spec says "not shown") are ours.
 */
import { counterLabel, unitShort, type ProductUnit } from '@/lib/catalog/units';
import { pluralize } from '@/lib/format/plural';
import { catalogClientTexts } from './client-texts';

export { sortTexts } from './client-texts';

export const catalogTexts = {
  ...catalogClientTexts,
  // Issue #21: restock notices.
  restock: 'Сообщить о поступлении',
  restockActive: 'Сообщим о поступлении — отменить',
  restockSubscribed: 'Сообщим на e-mail, когда товар появится на вашем складе',
  restockCancelled: 'Подписка отменена',
  restockFailed: 'Не удалось оформить подписку',
  // storefront.md §3, §6, §8, §9
  allFabrics: 'Все полотна',
  otherStockViaManager: 'Для выбора другого склада - свяжитесь с менеджером',
  stockLoadError: 'Произошла ошибка, выполните действие позже',
  // Ours
  catalog: 'Каталог',
  home: 'Главная',
  sections: 'Разделы каталога',
  collections: 'Коллекции',
  filterShow: 'Показать',
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
  /** 1C's description of the product (issue #35). */
  description: 'Описание',
  showStock: 'Подробнее о наличии',
  companionTitle: 'С этим полотном покупают',
  companionAll: 'Смотреть все',
  orderSample: 'Заказать образец',
  askQuestion: 'Задать вопрос',
  quantity: 'Количество, кг',
  /** Issue #35: 'Количество, м', 'Количество, шт' for goods sold so ('Количество, кг' for kg). */
  quantityIn: (unit: ProductUnit) => counterLabel(unit),
  decrease: 'Уменьшить количество',
  increase: 'Увеличить количество',
  approxMetres: (metres: string) => `≈ ${metres} пог. м`,
  ownWarehouse: 'ваш склад',
  yourManager: 'Ваш менеджер:',
  ownStock: (level: string) => `Ваш склад: ${level}`,
  noStockAtOwn: 'На вашем складе этого полотна сейчас нет',
  /** Some stock, less than the packing step: say what is true (issue #17). */
  shortAtOwn: (kg: string, step: string, unit: ProductUnit = 'kg') =>
    unit === 'kg'
      ? `На вашем складе меньше одной упаковки: ${kg} кг, упаковка ${step} кг`
      : `На вашем складе меньше ${step} ${unitShort(unit)}: ${kg} ${unitShort(unit)}`,
  requestInstead: 'Закажите образец или задайте вопрос: менеджер скажет, когда полотно придёт.',
  stockLevel: 'Остаток',
  minOrder: (packing: string, kg: string) => `Min заказ 1 ${packing} ≈ ${kg} кг`,
  /** Issue #35: goods in metres or pieces are not sold by the packing: 'Min заказ 1 м'. */
  minOrderUnit: (step: string, unit: ProductUnit) => `Min заказ ${step} ${unitShort(unit)}`,
  colorsCount: (n: number) => pluralize(n, ['цвет', 'цвета', 'цветов']),
  /**
   * What tells two cards of the same fabric and colour apart (issue #34): 'Арт. ДЖ-107 · 180
   * г/м²'. Visitors may see both; neither is a price.
   */
  articleDensity: (article: string | null | undefined, density: number) =>
    [article ? `Арт. ${article}` : null, `${density} г/м²`].filter(Boolean).join(' · '),
  storesCount: (n: number) =>
    n === 0 ? 'Нет в наличии' : `В наличии на ${pluralize(n, ['складе', 'складах', 'складах'])}`,
  productsCount: (n: number) => pluralize(n, ['полотно', 'полотна', 'полотен']),
  page: (n: number) => `Страница ${n}`,
  previousPage: 'Предыдущая страница',
  nextPage: 'Следующая страница',
} as const;
