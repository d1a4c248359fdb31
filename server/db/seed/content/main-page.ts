/** Home page blocks (/main_page/*). */
import 'server-only';
import { pluralForm } from '../../../../lib/format/plural';
import { routes } from '../../../../lib/routes';
import { sectionColours, sectionDefs } from '../catalog-data';
import { COMPANY } from '../company';
import type { MediaPlan } from '../images/media-plan';
import { figures, html, items, knittingVideo, pictures, stages, type PageBlocks } from './shapes';

const NAMED_GROUPS = 5;
const feminine = ['', 'одна', 'две', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять'];

/**
 * 'Футер, кулирка, интерлок, рибана, джерси и ещё четыре группы полотен в наличии.': the
 * sections the catalogue has, counted from them (issue #34: the text once promised ten).
 */
export function catalogueGroupsLine(titles: readonly string[]): string {
  const named = titles.slice(0, NAMED_GROUPS).map((title, i) => (i ? title.toLowerCase() : title));
  const rest = titles.length - named.length;
  if (rest === 0) {
    const last = named.pop()!;
    return named.length ? `${named.join(', ')} и ${last} в наличии.` : `${last} в наличии.`;
  }
  const count = feminine[rest] ?? String(rest);
  const groups = pluralForm(rest, ['группа', 'группы', 'групп']);
  return `${named.join(', ')} и ещё ${count} ${groups} полотен в наличии.`;
}

export function mainPageBlocks(media: MediaPlan, epochYear: number): PageBlocks {
  const { hero, card } = pictures(media);
  const tile = (...args: Parameters<MediaPlan['tile']>) => {
    const source = media.tile(...args);
    return { mobile: source, other: source };
  };
  const years = epochYear - COMPANY.founded;
  return {
    getMainBanner: {
      title: 'Трикотажные полотна от производителя',
      subtitle: 'Вяжем, красим и отгружаем от одного рулона',
      image: hero('drape'),
      link: { title: 'Перейти в каталог', href: routes.catalog() },
      items: items([
        {
          title: 'Каталог полотен',
          text: html(catalogueGroupsLine(sectionDefs.map((section) => section.title))),
          image: hero('drape'),
          link: { title: 'В каталог', href: routes.catalog() },
        },
        {
          title: 'Пошив под ваш бренд',
          text: html('Футболки, худи и костюмы из наших полотен — от лекал до готовой партии.'),
          image: hero('garments'),
          link: { title: 'Подробнее', href: routes.tailoring() },
        },
        {
          title: 'Индивидуальный дизайн',
          text: html('Свяжем и окрасим полотно по вашему заданию от 300 кг.'),
          image: hero('swatches'),
          link: { title: 'Обсудить проект', href: routes.customDesign() },
        },
      ]),
    },
    getMainCompany: {
      title: 'Фабрика полного цикла в Иваново',
      text: html(
        `С ${COMPANY.founded} года мы производим трикотажные полотна для швейных производств, брендов одежды и ателье по всей России.`,
        'Вязание, крашение, отделка и лабораторный контроль собраны на одной площадке, поэтому мы отвечаем за каждый метр полотна — от пряжи до упаковки рулона.',
      ),
      image: card('factory'),
      video: knittingVideo,
      numbers: figures([
        [years, 'лет', 'на рынке трикотажа'],
        [4200, 'тонн', 'полотна в год'],
        [180, 'цветов', 'в постоянной палитре'],
        [3000, 'клиентов', 'по России и СНГ'],
      ]),
      link: { title: 'О компании', href: routes.about() },
    },
    getMainProducts: {
      title: 'Полотна в наличии',
      text: html('Выберите группу полотен — остатки по складам видны сразу в каталоге.'),
      items: items(
        sectionDefs.map((s, i) => ({
          title: s.title,
          text: html(s.informer),
          image: tile(s.texture, sectionColours[i]!),
          link: { title: 'Смотреть', href: routes.catalog(s.slug) },
        })),
      ),
    },
    getMainContent: {
      title: 'Трикотаж оптом напрямую с фабрики',
      text: html(
        'Покупая полотно у производителя, вы не переплачиваете посредникам и получаете стабильное качество от партии к партии. Все полотна проходят проверку в нашей лаборатории: плотность, усадка, устойчивость окраски и пиллинг.',
        'Минимальный заказ — одна упаковка: рулон, чулок или пачка. Цены указаны за килограмм и доступны после регистрации.',
        'Склады в Москве, Санкт-Петербурге, Иваново и Екатеринбурге позволяют забрать заказ в день оплаты или отправить его транспортной компанией в любой регион.',
      ),
    },
    getMainTrust: {
      title: 'Нам доверяют',
      text: html(
        'Более 3 000 швейных производств, брендов и мастерских работают с нами постоянно.',
      ),
      items: items([
        {
          title: 'Швейное производство «Лён и Ко», Кострома',
          text: html(
            'Берём футер и рибану шестой год. Цвет от партии к партии совпадает — для нас это главное.',
          ),
        },
        {
          title: 'Бренд детской одежды «Облачко», Казань',
          text: html(
            'Интерлок и кулирка без сюрпризов после стирки. Менеджер всегда подскажет, что есть на складе.',
          ),
        },
        {
          title: 'Ателье «Мастерская Анны», Санкт-Петербург',
          text: html(
            'Удобно, что можно брать по одному рулону и забирать со склада в Петербурге на следующий день.',
          ),
        },
        {
          title: 'Спортивная марка «Вектор», Екатеринбург',
          text: html(
            'Сделали индивидуальный цвет флиса под нашу коллекцию — точно по пантону, за две недели.',
          ),
        },
      ]),
      numbers: figures([
        [3000, 'клиентов', 'работают с нами постоянно'],
        [96, '%', 'заказов отгружены в срок'],
        [4, 'склада', 'в крупнейших городах'],
      ]),
    },
    getModernProduction: {
      title: 'Современное производство',
      text: html(
        'Более 120 кругловязальных машин ведущих европейских и японских производителей работают в три смены. Электронный отбор игл позволяет вязать гладкие, фактурные и жаккардовые полотна.',
      ),
      image: hero('machine'),
      items: items([
        {
          title: 'Вязальный цех',
          value: 120,
          unit: 'машин',
          text: html('Кругловязальное оборудование классов 18–32.'),
        },
        {
          title: 'Красильный цех',
          value: 35,
          unit: 'тонн в сутки',
          text: html('Аппараты с пониженным модулем ванны.'),
        },
        {
          title: 'Отделка',
          value: 9,
          unit: 'линий',
          text: html('Начёс, стрижка, термофиксация, компактирование.'),
        },
      ]),
      link: { title: 'О производстве', href: routes.manufacture() },
    },
    getQualityLaboratory: {
      title: 'Собственная лаборатория качества',
      text: html(
        'Каждая партия полотна проходит испытания до того, как попадёт на склад. Протоколы испытаний мы прикладываем к документам по запросу.',
      ),
      image: card('swatches'),
      items: items([
        { title: 'Плотность и ширина', text: html('Контроль в каждом рулоне.') },
        { title: 'Усадка', text: html('Не более 5% после стирки при 40 °C.') },
        {
          title: 'Устойчивость окраски',
          text: html('К стирке, поту и трению — не ниже 4 баллов.'),
        },
        { title: 'Пиллинг', text: html('Испытание на приборе Мартиндейла.') },
      ]),
    },
    getCareer: {
      title: 'Работа на фабрике',
      text: html(
        'Мы растим мастеров внутри компании: обучаем с нуля, закрепляем наставника и помогаем расти до руководителей.',
      ),
      image: card('team'),
      link: { title: 'Смотреть вакансии', href: routes.vacancies() },
    },
    getMainIndividualOrder: {
      title: 'Индивидуальный заказ',
      text: html(
        'Нужен особый цвет, плотность или принт? Свяжем и окрасим полотно по вашему техническому заданию. Минимальная партия — 300 кг, срок — от 14 рабочих дней.',
      ),
      image: hero('swatches'),
      link: { title: 'Оставить заявку', href: routes.customDesign() },
    },
    getProductionCycle: {
      title: 'Полный цикл производства',
      text: html('Все этапы — на одной площадке, под контролем одной команды.'),
      stages: stages([
        [
          'Пряжа',
          'Закупаем гребенную и кардную пряжу у проверенных прядильных фабрик и проверяем каждую партию.',
        ],
        ['Вязание', 'Вяжем суровое полотно на кругловязальных машинах по технологическим картам.'],
        ['Крашение', 'Красим по рецептам колористов с контролем цвета спектрофотометром.'],
        ['Отделка', 'Начёс, стрижка, термофиксация и компактирование задают плотность и усадку.'],
        ['Контроль', 'Лаборатория испытывает образцы каждой партии, ОТК осматривает рулоны.'],
        ['Отгрузка', 'Рулоны маркируются, упаковываются и отправляются на склады и клиентам.'],
      ]),
    },
    getLargestProduction: {
      title: 'Одно из крупнейших трикотажных производств России',
      text: html(
        'Площадь фабрики — 24 000 м². Мы выпускаем более 350 тонн полотна в месяц и держим на складах запас самых популярных позиций.',
      ),
      image: hero('factory'),
      numbers: figures([
        [24000, 'м²', 'производственных площадей'],
        [350, 'тонн', 'полотна в месяц'],
        [620, 'человек', 'в команде'],
      ]),
    },
    getQualityControl: {
      title: 'Контроль качества на каждом этапе',
      text: html(
        'Мы проверяем пряжу на входе, суровое полотно после вязания и готовое полотно перед упаковкой.',
      ),
      items: items([
        {
          title: 'Входной контроль пряжи',
          text: html('Линейная плотность, крутка, влажность.'),
          image: card('yarn'),
        },
        {
          title: 'Контроль сурового полотна',
          text: html('Осмотр на браковочных столах с подсветкой.'),
          image: card('rolls'),
        },
        {
          title: 'Контроль цвета',
          text: html('Отклонение оттенка от эталона — не более ΔE 1,0.'),
          image: card('swatches'),
        },
        {
          title: 'Финальная проверка',
          text: html('Вес, ширина и маркировка каждого рулона.'),
          image: card('rolls'),
        },
      ]),
    },
    getMediaCenter: {
      title: 'Пресс-центр',
      text: html('Новые коллекции, выставки и события фабрики.'),
      link: { title: 'Все новости', href: routes.pressCenter() },
    },
  };
}
