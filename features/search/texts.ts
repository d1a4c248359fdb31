import { priceFrom, type ProductUnit } from '@/lib/catalog/units';

/**
 * Words of search. 'Ничего не нашлось' is the spec's (storefront.md §8); the rest the spec does
 * not show, so they are ours.
 */
export const searchTexts = {
  nothingFound: 'Ничего не нашлось',
  showMore: 'Показать ещё',
  showAll: 'Все результаты',
  suggestions: 'Подсказки поиска',
  oftenSearched: 'Часто ищут',
  collections: 'Коллекции',
  sectionsAndCollections: 'Разделы и коллекции',
  products: 'Товары',
  registerForPrice: 'Зарегистрируйтесь, чтобы узнать цену',
  loading: 'Ищем…',
  tooShort: 'Введите не менее 3 символов',
  field: 'Поиск по каталогу',
  submit: 'Найти',
  inStores: 'Складов с наличием:',
} as const;

/** Under a field or a results page whose query was longer than the limit (issue #34). */
export const searchCutNote = (max: number) =>
  `Запрос длиннее ${max} символов — ищем по первым ${max}`;

/**
 * 'от {price} ₽/кг', as the catalogue card and the cart write it: storefront.md §2's backslash
 * ('₽\кг') is how its source wrote a slash (issue #34).
 */
export const pricePerKg = (price: string) => `от ${price}/кг`;
/** Issue #35: per the product's unit, 'от 35 ₽/м' ('от {price} ₽/кг' for kg). */
export const pricePerUnit = (price: string, unit: ProductUnit = 'kg') => priceFrom(price, unit);

/** The count line over the results: 'Найдено 27 товаров'. */
export const foundLine = (count: string) => `Найдено ${count}`;
export const productForms = ['товар', 'товара', 'товаров'] as const;

/** Shown when the typo correction changed the words: 'Показаны результаты по запросу «интерлок»'. */
export const correctedLine = (text: string) => `Показаны результаты по запросу «${text}»`;

/** Density and width of a card: '180 г/м² · 185 см'. */
export const densityWidth = (density: number, width: number) => `${density} г/м² · ${width} см`;

/** Under the list, read out when more are loaded: 'Показано 30 из 57'. */
export const shownOf = (shown: number, total: number) => `Показано ${shown} из ${total}`;
