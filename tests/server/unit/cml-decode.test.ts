/**
 * A CommerceML file's encoding (issue #35): UTF-8 with a BOM as 1C writes it, without one,
 * windows-1251 as older 1C and Bitrix declare it, UTF-16 by its BOM; anything else is refused
 * with the file's name.
 */
import { Readable } from 'node:stream';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { decodeCml } from '@/server/modules/exchange/cml/decode';
import { chunked, cmlBytes, readAll, readError } from '../../support/cml';

const catalog = (encoding: string) =>
  `<?xml version="1.0" encoding="${encoding}"?>\n` +
  '<КоммерческаяИнформация ВерсияСхемы="2.05" ДатаФормирования="2025-03-14T09:30:00">' +
  '<Каталог><Ид>к1</Ид><Товары><Товар><Ид>т1</Ид><Наименование>Кулирная гладь «Пенье», ёлочка</Наименование>' +
  '</Товар></Товары></Каталог></КоммерческаяИнформация>';

const productName = async (bytes: Buffer | Readable) =>
  (await readAll(bytes)).of('product')[0]?.name;

async function textOf(bytes: Buffer, size: number): Promise<string> {
  let text = '';
  for await (const piece of decodeCml(chunked(bytes, size), 'import.xml')) text += piece;
  return text;
}

describe('CommerceML encodings', () => {
  it('reads UTF-8 with and without a BOM alike', async () => {
    expect(await productName(cmlBytes(catalog('UTF-8'), 'utf-8-bom'))).toBe(
      'Кулирная гладь «Пенье», ёлочка',
    );
    expect(await productName(cmlBytes(catalog('UTF-8'), 'utf-8'))).toBe(
      'Кулирная гладь «Пенье», ёлочка',
    );
  });

  it('reads windows-1251 as the declaration says, in any spelling and case', async () => {
    for (const declared of ['windows-1251', 'WINDOWS-1251', 'cp1251', 'CP1251']) {
      const bytes = iconv.encode(catalog(declared), 'win1251');
      expect(bytes.includes(Buffer.from('Кулирная', 'utf8'))).toBe(false);
      expect(await productName(bytes), declared).toBe('Кулирная гладь «Пенье», ёлочка');
    }
  });

  it('reads UTF-16 by its byte-order mark', async () => {
    const bytes = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      iconv.encode(catalog('UTF-16'), 'utf-16le'),
    ]);
    expect(await productName(bytes)).toBe('Кулирная гладь «Пенье», ёлочка');
  });

  it('keeps letters whole when the upload is cut inside one', async () => {
    const utf8 = cmlBytes(catalog('UTF-8'));
    const cp1251 = iconv.encode(catalog('windows-1251'), 'win1251');
    for (const size of [1, 2, 3, 7]) {
      expect(await textOf(utf8, size)).toBe(catalog('UTF-8'));
      expect(await textOf(cp1251, size)).toBe(catalog('windows-1251'));
    }
    expect(await productName(chunked(utf8, 1))).toBe('Кулирная гладь «Пенье», ёлочка');
  });

  it('refuses an encoding it does not know, naming the file and the encoding', async () => {
    const error = await readError(cmlBytes(catalog('x-mac-klingon'), 'utf-8'), 'offers0_1.xml');
    expect(error.message).toBe(
      'offers0_1.xml: неизвестная кодировка «x-mac-klingon» в заголовке <?xml … ?>',
    );
  });

  it('refuses a windows-1251 file that claims to be UTF-8 instead of importing question marks', async () => {
    const error = await readError(iconv.encode(catalog('UTF-8'), 'win1251'));
    expect(error.message).toMatch(/^import\.xml: около байта \d+ текст не в кодировке UTF-8/);
    expect(error.message).toContain('encoding="windows-1251"');
  });

  it('refuses an empty file', async () => {
    expect((await readError(Buffer.alloc(0))).message).toBe('import.xml: файл пуст');
  });
});
