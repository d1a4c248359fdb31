/** A refused attempt says how long to wait (server/http/app-error.ts tooManyRequests). */
export const WAIT_MESSAGE =
  /^Слишком много попыток, попробуйте через \d+ (секунд[уы]?|минут[уы]?|час(а|ов)?)$/;
