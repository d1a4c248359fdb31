/**
 * Validation messages, word for word from accounts.md §5 and storefront.md §5. The spec leaves
 * the wording of some required/name messages to "common texts"; those use the same words.
 */
export const EMAIL_EXAMPLE = 'ivanov@mail.ru';

export const validationMessages = {
  required: 'Обязательное поле',
  email: `Недопустимый e-mail. Пример: ${EMAIL_EXAMPLE}`,
  phone: 'Некорректный номер телефона',
  minLength: (n: number) => `Минимум ${n} символов`,
  notEnoughCharacters: 'Недостаточно символов',
  passwordsMismatch: 'Пароли не совпадают',
  password: 'Пароль должен содержать прописные и строчные буквы и цифры',
  consent: 'Необходимо дать согласие на обработку персональных данных',
  fio: 'Некорректные ФИО',
  digitsOnly: 'Поле должно содержать только числа',
  inn: 'Некорректно заполнен ИНН',
  // accounts.md writes '10\12': its source's way of writing 'or' (issue #34).
  innLength: 'ИНН должен состоять из 10 или 12 цифр',
  innExists: 'Профиль с таким ИНН уже существует',
  bik: 'БИК должен состоять из 9 цифр',
  bankName: 'Введите название банка',
  currentAccount: 'Длина счёта должна быть 20 цифр',
  currentAccountExists: 'Профиль с таким рас.счетом уже существует',
  corrAccount: 'Некорректно заполнен Корр.счет',
} as const;
