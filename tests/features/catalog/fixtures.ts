import type { CatalogCard, FilterProperty, ProductDetail } from '@/lib/api/contract/catalog';

const colors = Array.from({ length: 11 }, (_, i) => ({
  id: 100 + i,
  color: `Цвет ${i + 1}`,
  hex: '#cccccc',
  image: `/media/v1/swatches/c${i}.webp`,
  slug: `kulirka-c${i}`,
  detail_url: `/catalog/kulirka/kulirka-c${i}/`,
}));

/** A card as an anonymous visitor gets it: no price key. */
export const anonymousCard: CatalogCard = {
  id: 100,
  title: 'Кулирка гладкокрашеная',
  subtitle: 'Арт. КЛ-109',
  slug: 'kulirka-c0',
  detail_url: '/catalog/kulirka/kulirka-c0/',
  section: { id: 2, slug: 'kulirka', title: 'Кулирка' },
  photo: '/media/v1/swatches/c0.webp',
  more_photo: ['/media/v1/a.webp', '/media/v1/b.webp', '/media/v1/c.webp'],
  composition: '100% хлопок',
  density: 170,
  width: 105,
  packing: { code: 'stocking', title: 'чулок', stepKg: 15 },
  unit: 'kg',
  color: 'Цвет 1',
  hex: '#cccccc',
  colors,
  storesWithStock: 3,
  quantity: 240,
};

/** The same card for a logged-in buyer: the API added the price. */
export const buyerCard: CatalogCard = { ...anonymousCard, price: 450 };

const stores = [
  { store_id: 1, store_name: 'Склад Москва', store_xml_id: 'msk', amount: 60, level: 'normal' },
  {
    store_id: 2,
    store_name: 'Склад Санкт-Петербург',
    store_xml_id: 'spb',
    amount: 10,
    level: 'few',
  },
  { store_id: 3, store_name: 'Склад Иваново', store_xml_id: 'ivn', amount: 170, level: 'many' },
  { store_id: 4, store_name: 'Склад Екатеринбург', store_xml_id: 'ekb', amount: 0, level: 'empty' },
] as const;

export const anonymousDetail: ProductDetail = {
  ...anonymousCard,
  all_stores: stores.map((s) => ({ ...s })),
  properties: [
    { code: 'packing', title: 'Упаковка', value: 'чулок', sort: 700, informer: null },
    { code: 'density', title: 'Плотность', value: '170 г/м²', sort: 100, informer: 'Масса метра' },
    { code: 'width', title: 'Ширина', value: '105 см', sort: 200, informer: null },
    { code: 'cotton', title: 'Содержание хлопка', value: '100 %', sort: 300, informer: null },
    { code: 'composition', title: 'Состав', value: '100% хлопок', sort: 400, informer: null },
    { code: 'color', title: 'Цвет', value: 'Цвет 1', sort: 500, informer: null },
    { code: 'gauge', title: 'Класс машины', value: '28', sort: 800, informer: null },
  ],
  companion: { elements: [], informer: 'Рибана того же цвета' },
  description_html: null,
};

export const buyerDetail: ProductDetail = { ...anonymousDetail, price: 450 };

export const filterItems: FilterProperty[] = [
  {
    id: 1,
    code: 'density',
    type: 'N',
    title: 'Плотность',
    unit: 'г/м²',
    informer: null,
    values: [],
    range: { MIN: 140, MAX: 195, availableMin: 140, availableMax: 195, from: null, to: null },
  },
  {
    id: 5,
    code: 'color',
    type: 'L',
    title: 'Цвет',
    unit: null,
    informer: null,
    values: [
      { title: 'Белый', urlId: 'belyj', checked: false, disabled: false, count: 6, hex: '#fff' },
      { title: 'Графит', urlId: 'grafit', checked: false, disabled: true, count: 0, hex: '#333' },
      { title: 'Синий', urlId: 'sinij', checked: false, disabled: false, count: 7, hex: '#00f' },
    ],
    range: null,
  },
  {
    id: 6,
    code: 'packing',
    type: 'S',
    title: 'Упаковка',
    unit: null,
    informer: null,
    values: [{ title: 'Рулон', urlId: 'roll', checked: false, disabled: false, count: 3 }],
    range: null,
  },
];
