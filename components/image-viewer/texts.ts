/** Words of the image viewer (storefront.md §2, §4). */
export const imageViewerTexts = {
  dialog: 'Просмотр изображения',
  previous: 'Предыдущее изображение',
  next: 'Следующее изображение',
  close: 'Закрыть',
  tools: 'Масштаб и поворот',
  zoomIn: 'Увеличить',
  zoomOut: 'Уменьшить',
  rotateLeft: 'Повернуть влево',
  rotateRight: 'Повернуть вправо',
  reset: 'Сбросить',
  loading: 'Загрузка изображения',
  broken: 'Не удалось загрузить изображение',
  empty: 'Нет изображений для просмотра',
  counter: (current: number, total: number) => `${current} из ${total}`,
  imageAlt: (current: number, total: number) => `Изображение ${current} из ${total}`,
} as const;
