/** Words of the home page that are ours (the spec does not word them). */
export const homeTexts = {
  loading: 'Загрузка',
  slides: 'Главные предложения',
  slide: (n: number, total: number) => `Слайд ${n} из ${total}`,
  previousSlide: 'Предыдущий слайд',
  nextSlide: 'Следующий слайд',
  toCatalog: 'В каталог',
} as const;
