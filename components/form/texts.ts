/** Texts of the generic form controls. */
export const formTexts = {
  phoneCountry: 'Страна',
  selectPlaceholder: 'Выберите',
  addFile: 'Прикрепить файл',
  removeFile: 'Удалить',
  fileTooLarge: (name: string, limitMb: number) => `Файл «${name}» больше ${limitMb} МБ`,
  tooManyFiles: (limit: number) => `Можно прикрепить не больше ${limit} файлов`,
  fillIn: (labels: string) => `Заполните: ${labels}`,
  correct: (labels: string) => `Исправьте: ${labels}`,
  tick: (labels: string) => `Отметьте: ${labels}`,
} as const;
