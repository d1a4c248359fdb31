/**
 * What the factory makes: sections, their fabric models, compositions and colours. Numbers
 * follow the trade: kulirka is light (140–180 g/m²) and knitted as a tube (чулок), loop-back
 * footer is heavy and sold open-width on rolls, rib is cut into cuffs and sold in packs.
 */
import 'server-only';
import type { Texture } from './images/knit';

export type Packing = 'roll' | 'pack' | 'stocking';

export interface Colour {
  name: string;
  slug: string;
  hex: string;
}

export const palette: readonly Colour[] = [
  { name: 'Белый', slug: 'belyj', hex: '#F5F4EF' },
  { name: 'Молочный', slug: 'molochnyj', hex: '#EFE8D8' },
  { name: 'Экрю', slug: 'ekryu', hex: '#E3D8BF' },
  { name: 'Бежевый', slug: 'bezhevyj', hex: '#D6C1A2' },
  { name: 'Песочный', slug: 'pesochnyj', hex: '#C6AA7F' },
  { name: 'Капучино', slug: 'kapuchino', hex: '#A5856A' },
  { name: 'Мокко', slug: 'mokko', hex: '#765846' },
  { name: 'Шоколадный', slug: 'shokoladnyj', hex: '#4B3229' },
  { name: 'Чёрный', slug: 'chernyj', hex: '#171717' },
  { name: 'Графит', slug: 'grafit', hex: '#3A3D42' },
  { name: 'Антрацит', slug: 'antracit', hex: '#2A2E33' },
  { name: 'Серый меланж', slug: 'seryj-melanzh', hex: '#9C9EA0' },
  { name: 'Светло-серый меланж', slug: 'svetlo-seryj-melanzh', hex: '#C5C6C4' },
  { name: 'Тёмно-синий', slug: 'temno-sinij', hex: '#1C2844' },
  { name: 'Синий', slug: 'sinij', hex: '#2C4D98' },
  { name: 'Джинсовый', slug: 'dzhinsovyj', hex: '#4A6B8E' },
  { name: 'Голубой', slug: 'goluboj', hex: '#8CB7D9' },
  { name: 'Бирюзовый', slug: 'biryuzovyj', hex: '#2A9B99' },
  { name: 'Мятный', slug: 'myatnyj', hex: '#A6DAC5' },
  { name: 'Изумрудный', slug: 'izumrudnyj', hex: '#1E7858' },
  { name: 'Бутылочный', slug: 'butylochnyj', hex: '#1E4C3A' },
  { name: 'Оливковый', slug: 'olivkovyj', hex: '#6A6F43' },
  { name: 'Хаки', slug: 'haki', hex: '#7C7951' },
  { name: 'Горчичный', slug: 'gorchichnyj', hex: '#C7A027' },
  { name: 'Лимонный', slug: 'limonnyj', hex: '#F0D04C' },
  { name: 'Персиковый', slug: 'persikovyj', hex: '#F2B292' },
  { name: 'Оранжевый', slug: 'oranzhevyj', hex: '#E6722D' },
  { name: 'Терракотовый', slug: 'terrakotovyj', hex: '#B65B3D' },
  { name: 'Красный', slug: 'krasnyj', hex: '#C22A2A' },
  { name: 'Бордовый', slug: 'bordovyj', hex: '#781E2A' },
  { name: 'Вишнёвый', slug: 'vishnevyj', hex: '#8C1E3C' },
  { name: 'Пыльная роза', slug: 'pylnaya-roza', hex: '#C79999' },
  { name: 'Розовый', slug: 'rozovyj', hex: '#EAA6B7' },
  { name: 'Фуксия', slug: 'fuksiya', hex: '#C01879' },
  { name: 'Лавандовый', slug: 'lavandovyj', hex: '#B6A6D5' },
  { name: 'Сиреневый', slug: 'sirenevyj', hex: '#9C7EBE' },
  { name: 'Фиолетовый', slug: 'fioletovyj', hex: '#5A398B' },
  { name: 'Баклажан', slug: 'baklazhan', hex: '#492944' },
];

const byName = new Map(palette.map((c) => [c.name, c]));
const colours = (...names: string[]): Colour[] =>
  names.map((n) => {
    const colour = byName.get(n);
    if (!colour) throw new Error(`unknown colour ${n}`);
    return colour;
  });

/** Basics that every section is dyed in, and that sell best. */
const basics = ['Белый', 'Молочный', 'Чёрный', 'Графит', 'Серый меланж', 'Тёмно-синий'];

export interface Composition {
  text: string;
  cotton: number;
}

export interface CollectionDef {
  title: string;
  position: 'top' | 'bottom';
  /** Models whose name starts with this go here; without it the collection takes a share of the rest. */
  models?: string;
}

export type Qualifier = string | { text: string; packings: readonly Packing[] };

/** The qualifiers a product of `packing` may carry: none names another packing. */
export const qualifiersFor = (def: Pick<SectionDef, 'qualifiers'>, packing: Packing): string[] =>
  def.qualifiers.flatMap((q) =>
    typeof q === 'string' ? [q] : q.packings.includes(packing) ? [q.text] : [],
  );

export interface SectionDef {
  slug: string;
  title: string;
  informer: string;
  texture: Texture;
  /** Share of the catalogue, relative to the other sections. */
  weight: number;
  prefix: string;
  models: readonly string[];
  /**
   * Words of the subtitle after the article. One that names how the fabric is delivered holds
   * only for those packings: 'открытая' (open width) is never a tube (issue #34: 'в чулке, …,
   * рулон'); the packing itself ends the subtitle, so no qualifier names it again.
   */
  qualifiers: readonly Qualifier[];
  compositions: readonly Composition[];
  density: [number, number];
  packings: readonly Packing[];
  /** Base price per kg, roubles, at the lower density. */
  price: [number, number];
  colours: readonly Colour[];
  collections: readonly CollectionDef[];
  seo: readonly string[];
}

export const sectionDefs: readonly SectionDef[] = [
  {
    slug: 'futer',
    title: 'Футер',
    informer:
      'Плотное тёплое полотно с петлёй или начёсом на изнанке — для худи, свитшотов и спортивных костюмов.',
    texture: 'loop',
    weight: 20,
    prefix: 'ФТ',
    models: [
      'Футер 2-нитка',
      'Футер 3-нитка петля',
      'Футер 3-нитка начёс',
      'Футер 2-нитка с лайкрой',
      'Футер 3-нитка пенье',
    ],
    qualifiers: ['пенье', 'компакт пенье', 'кардное', 'меланж', 'гладкокрашеный'],
    compositions: [
      { text: '100% хлопок', cotton: 100 },
      { text: '92% хлопок, 8% лайкра', cotton: 92 },
      { text: '80% хлопок, 20% полиэстер', cotton: 80 },
      { text: '70% хлопок, 30% полиэстер', cotton: 70 },
    ],
    density: [240, 420],
    packings: ['roll', 'roll', 'stocking'],
    price: [780, 1350],
    colours: colours(
      ...basics,
      'Светло-серый меланж',
      'Бежевый',
      'Капучино',
      'Мокко',
      'Хаки',
      'Оливковый',
      'Бутылочный',
      'Бордовый',
      'Пыльная роза',
      'Лавандовый',
      'Горчичный',
      'Антрацит',
    ),
    collections: [
      { title: 'Футер 3-нитка петля', position: 'top', models: 'Футер 3-нитка петля' },
      { title: 'Футер с начёсом', position: 'top', models: 'Футер 3-нитка начёс' },
      { title: 'Базовая коллекция', position: 'bottom' },
      { title: 'Осень-зима 2026', position: 'bottom' },
    ],
    seo: [
      'Футер — трикотажное полотно с гладкой лицевой стороной и петлёй или начёсом на изнанке. Двухнитка подходит для лёгких толстовок и платьев, трёхнитка — для тёплых худи и спортивных костюмов.',
      'Мы вяжем футер на собственной фабрике в Иваново из гребенной и кардной пряжи и красим его в нашей красильне, поэтому оттенок одной партии совпадает в каждом рулоне.',
      'Отгружаем от одного рулона со складов в Москве, Санкт-Петербурге, Иваново и Екатеринбурге.',
    ],
  },
  {
    slug: 'kulirka',
    title: 'Кулирка',
    informer: 'Тонкая гладкая кулирная гладь — основа для футболок, белья и детской одежды.',
    texture: 'jersey',
    weight: 18,
    prefix: 'КЛ',
    models: ['Кулирка гладкокрашеная', 'Кулирка с лайкрой', 'Кулирка пенье', 'Кулирка компакт'],
    qualifiers: ['пенье', 'компакт пенье', 'кардная', { text: 'открытая', packings: ['roll'] }],
    compositions: [
      { text: '100% хлопок', cotton: 100 },
      { text: '95% хлопок, 5% лайкра', cotton: 95 },
      { text: '92% хлопок, 8% лайкра', cotton: 92 },
    ],
    density: [140, 200],
    packings: ['stocking', 'stocking', 'roll'],
    price: [560, 980],
    colours: colours(
      ...basics,
      'Экрю',
      'Голубой',
      'Мятный',
      'Лимонный',
      'Персиковый',
      'Розовый',
      'Красный',
      'Синий',
      'Оранжевый',
      'Сиреневый',
      'Бирюзовый',
      'Светло-серый меланж',
    ),
    collections: [
      { title: 'Кулирка с лайкрой', position: 'top', models: 'Кулирка с лайкрой' },
      { title: 'Базовая коллекция', position: 'top' },
      { title: 'Весна-лето 2026', position: 'bottom' },
    ],
    seo: [
      'Кулирная гладь — самое востребованное трикотажное полотно: тонкое, мягкое и дышащее. Из неё шьют футболки, майки, пижамы, бельё и детскую одежду.',
      'Кулирка с лайкрой лучше держит форму и подходит для облегающих моделей; стопроцентный хлопок — для базового ассортимента и одежды для новорождённых.',
    ],
  },
  {
    slug: 'interlok',
    title: 'Интерлок',
    informer:
      'Двусторонний гладкий трикотаж: не закручивается на срезе, приятен к телу, хорош для детской одежды.',
    texture: 'interlock',
    weight: 10,
    prefix: 'ИН',
    models: ['Интерлок пенье', 'Интерлок гладкокрашеный', 'Интерлок с лайкрой'],
    qualifiers: ['пенье', 'компакт пенье', 'для детской одежды'],
    compositions: [
      { text: '100% хлопок', cotton: 100 },
      { text: '95% хлопок, 5% лайкра', cotton: 95 },
    ],
    density: [180, 260],
    packings: ['stocking', 'roll'],
    price: [720, 1180],
    colours: colours(
      ...basics,
      'Экрю',
      'Голубой',
      'Мятный',
      'Розовый',
      'Персиковый',
      'Лимонный',
      'Лавандовый',
      'Бежевый',
    ),
    collections: [
      { title: 'Интерлок для детской одежды', position: 'top' },
      { title: 'Базовая коллекция', position: 'bottom' },
    ],
    seo: [
      'Интерлок — двойной гладкий трикотаж с одинаковыми сторонами. Он плотнее кулирки, почти не тянется в ширину и не закручивается на срезе, поэтому с ним удобно работать в крое.',
      'Мягкость и гипоаллергенность делают интерлок основным полотном для ясельной и детской одежды.',
    ],
  },
  {
    slug: 'ribana',
    title: 'Рибана',
    informer: 'Эластичная резинка 1×1 для манжет, горловин и облегающих изделий.',
    texture: 'rib',
    weight: 10,
    prefix: 'РБ',
    models: ['Рибана 1×1', 'Рибана с лайкрой', 'Рибана пенье'],
    qualifiers: ['пенье', 'кардная', 'для отделки'],
    compositions: [
      { text: '100% хлопок', cotton: 100 },
      { text: '95% хлопок, 5% лайкра', cotton: 95 },
      { text: '92% хлопок, 8% лайкра', cotton: 92 },
    ],
    density: [180, 300],
    packings: ['pack', 'stocking'],
    price: [690, 1120],
    colours: colours(
      ...basics,
      'Экрю',
      'Бежевый',
      'Хаки',
      'Бордовый',
      'Синий',
      'Красный',
      'Пыльная роза',
      'Горчичный',
      'Антрацит',
    ),
    collections: [
      { title: 'Рибана для отделки', position: 'top' },
      { title: 'Базовая коллекция', position: 'bottom' },
    ],
    seo: [
      'Рибана — трикотаж с чередованием лицевых и изнаночных петель, который хорошо тянется в ширину и возвращает форму. Её используют для манжет, горловин, поясов и облегающих топов.',
      'Подбираем рибану в цвет к основному полотну: вся палитра окрашивается по тем же рецептам, что и футер и кулирка.',
    ],
  },
  {
    slug: 'dzhersi',
    title: 'Джерси',
    informer: 'Струящийся гладкий трикотаж с вискозой и эластаном для платьев, юбок и блузок.',
    texture: 'fine-jersey',
    weight: 9,
    prefix: 'ДЖ',
    models: ['Джерси вискоза', 'Джерси Милано', 'Джерси хлопок стрейч'],
    qualifiers: ['стрейч', 'матовый', 'плотный'],
    compositions: [
      { text: '95% вискоза, 5% эластан', cotton: 0 },
      { text: '70% вискоза, 25% полиэстер, 5% эластан', cotton: 0 },
      { text: '60% хлопок, 35% вискоза, 5% эластан', cotton: 60 },
    ],
    density: [160, 280],
    packings: ['roll'],
    price: [640, 1050],
    colours: colours(
      ...basics,
      'Бордовый',
      'Вишнёвый',
      'Изумрудный',
      'Фиолетовый',
      'Баклажан',
      'Пыльная роза',
      'Терракотовый',
      'Бежевый',
      'Шоколадный',
      'Джинсовый',
    ),
    collections: [
      { title: 'Джерси Милано', position: 'top', models: 'Джерси Милано' },
      { title: 'Осень-зима 2026', position: 'bottom' },
      { title: 'Базовая коллекция', position: 'bottom' },
    ],
    seo: [
      'Джерси — тонкий эластичный трикотаж с красивой драпировкой. Вискозное джерси прохладное и струящееся, Милано — плотное и держит силуэт.',
      'Подходит для платьев, юбок, брюк и блузок; полотно не мнётся и легко восстанавливается после стирки.',
    ],
  },
  {
    slug: 'flis',
    title: 'Флис',
    informer: 'Лёгкое тёплое полотно с ворсом для толстовок, пледов и подкладки.',
    texture: 'fleece',
    weight: 10,
    prefix: 'ФЛ',
    models: ['Флис антипиллинг', 'Флис двусторонний', 'Микрофлис'],
    qualifiers: ['антипиллинг', 'с ворсом', 'облегчённый'],
    compositions: [
      { text: '100% полиэстер', cotton: 0 },
      { text: '95% полиэстер, 5% эластан', cotton: 0 },
    ],
    density: [180, 380],
    packings: ['roll'],
    price: [450, 760],
    colours: colours(
      ...basics,
      'Хаки',
      'Оливковый',
      'Бутылочный',
      'Красный',
      'Оранжевый',
      'Синий',
      'Бирюзовый',
      'Горчичный',
      'Антрацит',
      'Бежевый',
    ),
    collections: [
      { title: 'Флис антипиллинг', position: 'top', models: 'Флис антипиллинг' },
      { title: 'Для активного отдыха', position: 'bottom' },
    ],
    seo: [
      'Флис — синтетическое полотно с мягким ворсом, которое отлично держит тепло при небольшом весе и быстро сохнет.',
      'Обработка антипиллинг защищает поверхность от катышков: изделия из такого флиса дольше выглядят новыми.',
    ],
  },
  {
    slug: 'trikotazh',
    title: 'Трикотаж',
    informer: 'Меланжевые, пике и фактурные полотна для поло, лонгсливов и домашней одежды.',
    texture: 'heather',
    weight: 10,
    prefix: 'ТР',
    models: ['Пике', 'Кулирка меланж', 'Вафельный трикотаж', 'Лакоста стрейч'],
    qualifiers: ['меланж', 'фактурный', 'пенье'],
    compositions: [
      { text: '100% хлопок', cotton: 100 },
      { text: '95% хлопок, 5% лайкра', cotton: 95 },
      { text: '65% хлопок, 35% полиэстер', cotton: 65 },
    ],
    density: [160, 300],
    packings: ['roll', 'stocking'],
    price: [620, 1080],
    colours: colours(
      ...basics,
      'Светло-серый меланж',
      'Джинсовый',
      'Голубой',
      'Мятный',
      'Бежевый',
      'Песочный',
      'Терракотовый',
      'Красный',
      'Изумрудный',
      'Горчичный',
    ),
    collections: [
      { title: 'Пике для поло', position: 'top', models: 'Пике' },
      { title: 'Меланжевые полотна', position: 'top' },
      { title: 'Весна-лето 2026', position: 'bottom' },
    ],
    seo: [
      'В разделе собраны фактурные трикотажные полотна: пике для рубашек-поло, вафельное полотно для халатов и полотенец, меланжевые гладкие полотна для повседневной одежды.',
    ],
  },
  {
    slug: 'kashkorse',
    title: 'Кашкорсе',
    informer: 'Рельефная резинка 2×2 с выраженным рубчиком для облегающих моделей и отделки.',
    texture: 'wide-rib',
    weight: 6,
    prefix: 'КШ',
    models: ['Кашкорсе 2×2', 'Кашкорсе с лайкрой', 'Кашкорсе 3×1'],
    qualifiers: ['пенье', 'с лайкрой', 'для отделки'],
    compositions: [
      { text: '95% хлопок, 5% лайкра', cotton: 95 },
      { text: '92% хлопок, 8% лайкра', cotton: 92 },
    ],
    density: [220, 330],
    packings: ['pack', 'stocking'],
    price: [760, 1240],
    colours: colours(
      ...basics,
      'Бежевый',
      'Мокко',
      'Хаки',
      'Пыльная роза',
      'Бордовый',
      'Лавандовый',
      'Экрю',
    ),
    collections: [
      { title: 'Кашкорсе с лайкрой', position: 'top', models: 'Кашкорсе с лайкрой' },
      { title: 'Базовая коллекция', position: 'bottom' },
    ],
    seo: [
      'Кашкорсе — плотная резинка с широким рубчиком. Полотно отлично тянется и возвращает форму, из него шьют облегающие платья, лонгсливы, манжеты и пояса.',
    ],
  },
  {
    slug: 'velyur',
    title: 'Велюр',
    informer: 'Мягкий трикотаж с коротким густым ворсом и благородным блеском.',
    texture: 'velour',
    weight: 7,
    prefix: 'ВЛ',
    models: ['Велюр хлопковый', 'Велюр стрейч', 'Велсофт'],
    qualifiers: ['стрейч', 'с блеском', 'матовый'],
    compositions: [
      { text: '80% хлопок, 20% полиэстер', cotton: 80 },
      { text: '75% хлопок, 20% полиэстер, 5% эластан', cotton: 75 },
      { text: '100% полиэстер', cotton: 0 },
    ],
    density: [260, 380],
    packings: ['roll'],
    price: [980, 1900],
    colours: colours(
      'Чёрный',
      'Графит',
      'Тёмно-синий',
      'Бордовый',
      'Вишнёвый',
      'Изумрудный',
      'Бутылочный',
      'Баклажан',
      'Пыльная роза',
      'Мокко',
      'Шоколадный',
      'Капучино',
      'Молочный',
      'Лавандовый',
    ),
    collections: [
      { title: 'Велюр для домашней одежды', position: 'top' },
      { title: 'Осень-зима 2026', position: 'bottom' },
    ],
    seo: [
      'Велюр — трикотаж с коротким плотным ворсом. Он мягкий, тёплый и красиво отражает свет, поэтому из него шьют домашние и спортивные костюмы, халаты и детские комбинезоны.',
    ],
  },
];

/**
 * Each section's own colour for its tile and picture: the first of its colours that is not a
 * basic and that no earlier section took. Basics are dyed everywhere, so tiles drawn in them
 * looked alike (Футер = Трикотаж in white and light grey; issue 17).
 */
export const sectionColours: readonly Colour[] = (() => {
  const taken = new Set<string>();
  return sectionDefs.map((def) => {
    const colour =
      def.colours.find((c) => !basics.includes(c.name) && !taken.has(c.slug)) ?? def.colours[0]!;
    taken.add(colour.slug);
    return colour;
  });
})();

/** Steps in kg per packing (storefront.md §3 "Packing limit"; §9 "step = packing limit"). */
export const packingDefs = [
  { packing: 'roll', title: 'рулон', stepKg: 20 },
  { packing: 'pack', title: 'пачка', stepKg: 10 },
  { packing: 'stocking', title: 'чулок', stepKg: 15 },
  { packing: 'default', title: 'упаковка', stepKg: 1 },
] as const;

export const packingTitles: Record<Packing, string> = {
  roll: 'Рулон',
  pack: 'Пачка',
  stocking: 'Чулок',
};
