/** Texts of the generic form controls. */
export const formTexts = {
  /** The consent checkbox's words (ours: the spec gives only its error message). */
  consent: 'Я даю согласие на обработку персональных данных в соответствии с ',
  consentLink: 'политикой конфиденциальности',
  phoneCountry: 'Страна',
  selectPlaceholder: 'Выберите',
  addFile: 'Прикрепить файл',
  /** The one-file field's button once a file is chosen: the choice replaces it. */
  replaceFile: 'Выбрать другой файл',
  removeFile: 'Удалить',
  fileTooLarge: (name: string, limitMb: number) => `Файл «${name}» больше ${limitMb} МБ`,
  tooManyFiles: (limit: number) => `Можно прикрепить не больше ${limit} файлов`,
  fillIn: (labels: string) => `Заполните: ${labels}`,
  correct: (labels: string) => `Исправьте: ${labels}`,
  tick: (labels: string) => `Отметьте: ${labels}`,
} as const;
