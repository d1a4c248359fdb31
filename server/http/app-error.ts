/** An error with a status and a Russian message meant for the shopper (STYLE.md §6). */
export class AppError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 429 | 500 | 503,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const messages = {
  badRequest: 'Проверьте правильность заполнения полей',
  malformedBody: 'Некорректный запрос',
  notFound: 'Не найдено',
  routeNotFound: 'Метод API не найден',
  methodNotAllowed: 'Метод запроса не поддерживается',
  serverError: 'Ошибка сервера',
  unavailable: 'Сервис временно недоступен, попробуйте позже',
  upstreamTimeout: 'Сервер не ответил вовремя, попробуйте позже',
  required: 'Обязательное поле',
  invalid: 'Некорректное значение',
  tooLarge: 'Слишком большой запрос',
  unauthorized: 'Необходимо войти в личный кабинет',
  forbidden: 'Недостаточно прав',
  tooManyRequests: 'Слишком много попыток, попробуйте позже',
} as const;
