import { priceFrom, type ProductUnit } from '@/lib/catalog/units';
import { favouriteHeartTexts } from './heart-texts';
import { favouritesLinkTexts } from './link-texts';

/** Words of the favourites (storefront.md §2, §4); those the spec does not show are ours. */
export const favouritesTexts = {
  ...favouritesLinkTexts,
  ...favouriteHeartTexts,
  empty: 'В избранном пока ничего нет',
  emptyLead: 'Отмечайте полотна сердечком в каталоге — они появятся здесь.',
  toCatalog: 'В каталог',
  loading: 'Загрузка…',
  /**
   * `money` is formatMoney(price), which ends with ₽ (the one money formatter, issue #17): 'от
   * {price} ₽/кг', or per the product's metre or piece (issue #35).
   */
  price: (money: string, unit: ProductUnit = 'kg') => priceFrom(money, unit),
  colour: 'Цвет',
  previous: 'Назад',
  next: 'Вперёд',
  page: (n: number) => `Страница ${n}`,
  pagination: 'Страницы избранного',
} as const;
