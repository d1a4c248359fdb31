import 'server-only';
import { pluralize } from '../../../../lib/format/plural';

/** '8 МБ', '2048 МБ', '64 КБ'. */
const megabytes = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${Math.round(bytes / 1024 / 1024)} МБ`
    : `${Math.max(1, Math.round(bytes / 1024))} КБ`;

/**
 * What the exchange says to 1C, in Russian (issue #35). 1C shows the line after `failure` in
 * its exchange log and stops the exchange, so each message says what happened and what to do.
 */
export const exchangeTexts = {
  wrongCredentials: 'Неверный логин или пароль обмена с 1С',
  noCredentials:
    'Нужна авторизация: укажите в настройках обмена 1С логин и пароль учётной записи обмена',
  tooManyAttempts: (wait: string) => `Слишком много попыток входа: повторите обмен через ${wait}`,
  sessionExpired: 'Сеанс обмена не найден или истёк: начните обмен заново (checkauth)',
  sessionMismatch: 'Ключ сеанса (sessid) не совпадает с сеансом обмена: начните обмен заново',
  unknownCommand: (type: string, mode: string) =>
    `Неизвестная команда обмена: type=${type || '(нет)'}, mode=${mode || '(нет)'}`,
  noFileName: 'Не указано имя файла (filename)',
  badFileName: (name: string) =>
    `Недопустимое имя файла «${name}»: нужен путь внутри папки обмена, без «..», диска и абсолютного пути`,
  fileTooLarge: (limit: number) =>
    `Часть файла больше ${megabytes(limit)}: 1С должна делить файлы по file_limit из ответа init`,
  folderFull: (limit: number) =>
    `Файлы обмена заняли больше ${megabytes(limit)}: обмен прерван, начните его заново`,
  bodyCut: 'Файл пришёл не полностью: соединение прервано, повторите обмен',
  fileMissing: (name: string) => `Файл «${name}» не был загружен в этом обмене`,
  unpacking: (done: number, total: number) => `Идёт распаковка архива: ${done} из ${total}`,
  badZip: (name: string, reason: string) => `Архив «${name}» не распакован: ${reason}`,
  zipReasons: {
    malformed: 'архив повреждён или оборван',
    zip64: 'архив в формате ZIP64 (больше 4 ГБ или 65 535 файлов) не поддерживается',
    tooManyEntries: (limit: number) => `в архиве больше ${limit} файлов`,
    tooLarge: (limit: number) => `распакованные файлы больше ${megabytes(limit)}`,
    lied: (name: string) => `файл «${name}» распаковывается не в тот размер, что указан в архиве`,
    method: (name: string) => `файл «${name}» сжат неизвестным методом (нужен deflate)`,
    badName: (name: string) => `недопустимое имя файла «${name}» внутри архива`,
  },
  catalogNotApplied: (fileName: string, products: number, offers: number) =>
    `Загрузка каталога из 1С в магазин ещё не включена: файл «${fileName}» прочитан ` +
    `(${pluralize(products, ['товар', 'товара', 'товаров'])}, ` +
    `${pluralize(offers, ['предложение', 'предложения', 'предложений'])}), в магазине ничего не изменено`,
  catalogImporting: (fileName: string) => `Идёт загрузка файла «${fileName}»`,
  catalogImported: (fileName: string) => `Файл «${fileName}» загружен`,
  deactivating: 'Идёт деактивация того, чего не было в полной выгрузке',
  deactivated: 'Деактивация выполнена',
  deactivateSkipped: 'Ничего не скрыто: загрузка каталога в магазин ещё не включена',
  completed: 'Обмен завершён',
  saleNotEnabled: 'Обмен заказами с 1С в магазине ещё не включён',
  saleNothingToCommit: 'Нет выгрузки заказов, которую нужно подтвердить',
  saleCommitted: 'Выгрузка заказов подтверждена',
  documentsImported: (matched: number, changed: number) =>
    `Документы загружены: ${pluralize(matched, ['заказ найден', 'заказа найдено', 'заказов найдено'])}, изменено ${changed}`,
  serverError: 'Ошибка сервера при обмене: подробности в журнале сайта',
  unavailable: 'База данных сайта недоступна: повторите обмен позже',
  upstream: 'Обмен с 1С ведёт внешний сервер API (API_UPSTREAM_URL): укажите в 1С его адрес',
} as const;
