import 'server-only';
import { pluralize } from '@/lib/format/plural';

/** An error with a status and a Russian message meant for the shopper (docs/style.md §6). */
export class AppError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 429 | 500 | 503,
    message: string,
    readonly errors?: Record<string, string>,
    /** For a 429: when to come back, sent as Retry-After (seconds). */
    readonly retryAfterS?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** '40 секунд', '3 минуты', '2 часа': how long a refused client waits, rounded up. */
export function waitWords(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return pluralize(s, ['секунду', 'секунды', 'секунд']);
  const minutes = Math.ceil(s / 60);
  if (minutes < 120) return pluralize(minutes, ['минуту', 'минуты', 'минут']);
  return pluralize(Math.ceil(minutes / 60), ['час', 'часа', 'часов']);
}

/**
 * A refused attempt (issue #17): the form says how long to wait, and Retry-After says it to
 * clients. `message` replaces the general words where a rule has its own (the login lock).
 */
export function tooManyRequests(retryAfterMs: number, message?: string): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new AppError(
    429,
    message ?? `Слишком много попыток, попробуйте через ${waitWords(seconds)}`,
    undefined,
    seconds,
  );
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
