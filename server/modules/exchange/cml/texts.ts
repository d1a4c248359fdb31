import 'server-only';

const amount = (n: number) => n.toLocaleString('ru-RU');

/**
 * What a CommerceML file's reader says about a file it refuses, in Russian. The exchange
 * answers 1C `failure` and this text, which 1C shows in its exchange log (issue #35), so each
 * message names the file, the line and the element, and says what to change.
 */
export const cmlTexts = {
  where: (fileName: string, line?: number) => (line ? `${fileName}, строка ${line}` : fileName),
  emptyFile: 'файл пуст',
  unknownEncoding: (name: string) => `неизвестная кодировка «${name}» в заголовке <?xml … ?>`,
  encodingMismatch: (name: string) =>
    `в заголовке объявлена кодировка «${name}», а файл записан в однобайтовой кодировке`,
  notUtf8: (byte: number) =>
    `около байта ${amount(byte)} текст не в кодировке UTF-8; файл в windows-1251 должен ` +
    'объявлять её в заголовке: <?xml version="1.0" encoding="windows-1251"?>',
  truncatedChar: 'файл оборван посреди символа',
  noDocument: 'в файле нет XML-документа',
  unknownRoot: (name: string) =>
    `корневой элемент ${name}, а не КоммерческаяИнформация: это не файл CommerceML`,
  oldSchema: (version: string) =>
    `версия схемы ${version} не поддерживается: нужен CommerceML 2.03–2.10 или 3.1`,
  truncated: (path: string) => `файл оборван: не закрыт элемент ${path}`,
  /** saxes' words for the usual mistakes; others are quoted as they are. */
  xmlProblems: [
    [/^unexpected close tag/, 'закрывающий тег не того элемента'],
    [/^unmatched closing tag: (.*?)\.?$/, 'закрывающий тег $1 без открывающего'],
    [
      /^undefined entity/,
      'неизвестная ссылка &…; (в XML есть только &lt; &gt; &amp; &quot; &apos;)',
    ],
    [/^text data outside of root node/, 'текст вне корневого элемента'],
    [/^documents may contain only one root/, 'второй корневой элемент'],
    [/^disallowed character/, 'недопустимый символ'],
  ] as ReadonlyArray<readonly [RegExp, string]>,
  badXml: (path: string, detail: string) =>
    path
      ? `в элементе ${path} нарушена разметка XML (${detail})`
      : `нарушена разметка XML (${detail})`,
  missing: (path: string, what: string) => `в элементе ${path} нет ${what}`,
  notNumber: (path: string, raw: string) => `в элементе ${path} не число: «${raw}»`,
  attributeNotNumber: (path: string, attribute: string, raw: string) =>
    `в атрибуте ${attribute} элемента ${path} не число: «${raw}»`,
  idWithoutProduct: (path: string, id: string) =>
    `в элементе ${path} Ид «${id}» не называет товар перед «#»`,
  tooLongText: (path: string, limit: number) =>
    `в элементе ${path} текст длиннее ${amount(limit)} знаков`,
  tooLongMarkup: (path: string, limit: number) =>
    `в элементе ${path} тег или текст длиннее ${amount(limit)} знаков`,
  tooBig: (path: string) => `элемент ${path} слишком велик`,
  tooDeep: (path: string, limit: number) =>
    `в элементе ${path} элементы вложены глубже ${limit} уровней`,
} as const;
