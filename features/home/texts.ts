/** Words of the home page that are ours (the spec does not word them). */
export const homeTexts = {
  loading: 'Загрузка',
  slides: 'Главные предложения',
  slide: (n: number | string, total: number | string) => `Слайд ${n} из ${total}`,
  previousSlide: 'Предыдущий слайд',
  nextSlide: 'Следующий слайд',
  firstSlide: 'Это первый слайд',
  lastSlide: 'Это последний слайд',
  toCatalog: 'В каталог',
} as const;
