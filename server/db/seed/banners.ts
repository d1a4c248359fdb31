/**
 * Banners per placement. Sizes follow where they are shown: the catalogue header is a wide
 * strip, list and search banners sit in the product grid (storefront.md §9: positions 3 and 7,
 * search 4) and are card-shaped, the product page ones sit beside the gallery.
 */
import 'server-only';
import { banners } from '../schema';
import { routes } from '../../../lib/routes';
import { sectionDefs } from './catalog-data';
import type { MediaPlan } from './images/media-plan';
import type { SceneKind } from './images/scenes';

type BannerRow = typeof banners.$inferInsert;

interface Spec {
  placement: string;
  title: string;
  subtitle?: string;
  points: string[];
  link: string;
  linkTitle: string;
  scene: SceneKind;
  sectionId?: number;
}

type Size = readonly [number, number];
const sizes: Record<string, { mobile: Size; other: Size }> = {
  catalog_header: { mobile: [800, 600], other: [1600, 500] },
  catalog_list: { mobile: [800, 1000], other: [800, 1000] },
  search: { mobile: [800, 1000], other: [800, 1000] },
  main: { mobile: [800, 1200], other: [1600, 800] },
  detail: { mobile: [800, 600], other: [1600, 600] },
  detail_sale: { mobile: [800, 600], other: [1600, 600] },
};

const specs: Spec[] = [
  {
    placement: 'catalog_header',
    title: 'Полотна от производителя',
    subtitle: 'Вяжем и красим в Иваново с 2008 года',
    points: ['Более 180 цветов в наличии', 'Отгрузка от одного рулона', 'Четыре склада по России'],
    link: routes.about(),
    linkTitle: 'О фабрике',
    scene: 'rolls',
  },
  ...sectionDefs.map((s, i): Spec => ({
    placement: 'catalog_header',
    title: s.title,
    subtitle: s.informer,
    points: ['Собственное производство', 'Контроль каждой партии в лаборатории'],
    link: routes.catalog(s.slug),
    linkTitle: 'Смотреть все',
    scene: 'drape',
    sectionId: i + 1,
  })),
  {
    placement: 'catalog_list',
    title: 'Образцы бесплатно',
    points: ['Закажите до 10 образцов', 'Отправим за 1–2 дня'],
    link: routes.catalog(),
    linkTitle: 'Выбрать полотна',
    scene: 'swatches',
  },
  {
    placement: 'catalog_list',
    title: 'Крашение в ваш цвет',
    points: ['От 300 кг', 'Точность цвета ΔE ≤ 1,0'],
    link: routes.customDesign(),
    linkTitle: 'Подробнее',
    scene: 'yarn',
  },
  {
    placement: 'catalog_list',
    title: 'Пошив под ваш бренд',
    points: ['Футболки, худи, костюмы', 'От 300 изделий'],
    link: routes.tailoring(),
    linkTitle: 'Узнать условия',
    scene: 'garments',
  },
  {
    placement: 'catalog_list',
    title: 'Осень-зима 2026',
    points: ['46 новых оттенков', 'Футер, джерси и велюр'],
    link: routes.catalog('futer', 'osen-zima-2026'),
    linkTitle: 'Смотреть коллекцию',
    scene: 'drape',
  },
  {
    placement: 'search',
    title: 'Не нашли нужное полотно?',
    points: ['Свяжем по вашему ТЗ', 'Подберём аналог из наличия'],
    link: routes.customDesign(),
    linkTitle: 'Оставить заявку',
    scene: 'swatches',
  },
  {
    placement: 'search',
    title: 'Всё в наличии',
    points: ['Остатки складов обновляются каждый час'],
    link: routes.catalog(),
    linkTitle: 'В каталог',
    scene: 'rolls',
  },
  {
    placement: 'main',
    title: 'Трикотажные полотна от производителя',
    subtitle: 'Фабрика полного цикла в Иваново',
    points: ['Вязание, крашение и отделка на одной площадке', 'Более 400 артикулов в наличии'],
    link: routes.catalog(),
    linkTitle: 'Перейти в каталог',
    scene: 'drape',
  },
  {
    placement: 'main',
    title: 'Пошив под ваш бренд',
    subtitle: 'От выбора полотна до готовой партии',
    points: ['Собственные полотна и фурнитура', 'Лекала, образец, серия'],
    link: routes.tailoring(),
    linkTitle: 'Подробнее',
    scene: 'garments',
  },
  {
    placement: 'main',
    title: 'Индивидуальный дизайн',
    subtitle: 'Цвет, плотность и принт по вашему заданию',
    points: ['Партии от 300 кг', 'Лабораторный контроль'],
    link: routes.customDesign(),
    linkTitle: 'Обсудить проект',
    scene: 'swatches',
  },
  {
    placement: 'detail',
    title: 'Нужна рибана в тон?',
    points: ['Отделочные полотна в тех же цветах', 'Красим по одним рецептам'],
    link: routes.catalog('ribana'),
    linkTitle: 'Подобрать',
    scene: 'yarn',
  },
  {
    placement: 'detail',
    title: 'Доставка по всей России',
    points: ['До терминала бесплатно от 100 кг'],
    link: routes.buyers('oplata_i_dostavka'),
    linkTitle: 'Условия доставки',
    scene: 'rolls',
  },
  {
    placement: 'detail_sale',
    title: 'Скидка 10% на второй рулон',
    subtitle: 'При заказе двух рулонов одного артикула',
    points: ['Действует до конца месяца', 'Для зарегистрированных покупателей'],
    link: routes.catalog(),
    linkTitle: 'Выбрать полотно',
    scene: 'rolls',
  },
  {
    placement: 'detail_sale',
    title: 'Распродажа остатков',
    subtitle: 'Полотна прошлых сезонов со скидкой до 30%',
    points: ['Количество ограничено'],
    link: routes.catalog(),
    linkTitle: 'Смотреть',
    scene: 'drape',
  },
];

export function buildBanners(media: MediaPlan): BannerRow[] {
  return specs.map((spec, i) => {
    const size = sizes[spec.placement]!;
    return {
      id: i + 1,
      placement: spec.placement,
      title: spec.title,
      subtitle: spec.subtitle ?? null,
      description: spec.points.map((value, k) => ({ id: k + 1, value })),
      image: media.picture(spec.scene, media.nextVariant(spec.scene), size.mobile, size.other),
      link: spec.link,
      linkTitle: spec.linkTitle,
      sectionId: spec.sectionId ?? null,
      sort: (i + 1) * 100,
    };
  });
}
