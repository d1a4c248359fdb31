/**
 * The small rules of 1C's exchange protocol (issue #35): which uploaded names are kept and
 * where, how an answer is laid out, and that the Bitrix address never passes through proxy.ts.
 */
import { describe, expect, it } from 'vitest';
import { config as proxyConfig } from '@/proxy';
import { answerLine, answerText, exchangeAnswer } from '@/server/modules/exchange/protocol/answer';
import { exchangeFileName } from '@/server/modules/exchange/protocol/file-names';

describe('uploaded file names', () => {
  it('keeps 1C’s names and folders, Windows separators made POSIX', () => {
    expect(exchangeFileName('import.xml')).toBe('import.xml');
    expect(exchangeFileName('import___5c9e1a0e-2f3b-4c4d-9e8f-0a1b2c3d4e5f.xml')).toBe(
      'import___5c9e1a0e-2f3b-4c4d-9e8f-0a1b2c3d4e5f.xml',
    );
    expect(exchangeFileName('import_files\\ab\\abcd_ef01.jpg')).toBe(
      'import_files/ab/abcd_ef01.jpg',
    );
    expect(exchangeFileName('import_files/ab//./x.jpg')).toBe('import_files/ab/x.jpg');
    expect(exchangeFileName('Прайс.xml')).toBe('Прайс.xml');
  });

  it('refuses whatever leaves the folder or means something else to a file system', () => {
    for (const name of [
      '',
      '..',
      '../import.xml',
      'import_files/../../x.jpg',
      'import_files\\..\\..\\x.jpg',
      '/etc/passwd',
      '\\\\server\\share\\x.xml',
      'C:\\1C\\import.xml',
      'c:import.xml',
      'import.xml:stream',
      'imp\u0000ort.xml',
      'imp\nort.xml',
      'import.xml.',
      'import.xml ',
      ' import.xml',
      'CON',
      'nul.xml',
      'a<b>.xml',
      '.',
      `${'x'.repeat(256)}.xml`,
      Array.from({ length: 17 }, () => 'd').join('/'),
    ]) {
      expect(exchangeFileName(name), JSON.stringify(name)).toBeNull();
    }
  });
});

describe('answers', () => {
  it('puts the status first and one item a line, with nothing after the last', () => {
    expect(answerText('success', ['selvedge_1c', 'abc', 'sessid=1', 'timestamp=2'])).toBe(
      'success\nselvedge_1c\nabc\nsessid=1\ntimestamp=2',
    );
    expect(answerText('progress')).toBe('progress');
  });

  it('keeps a message on its own line whatever it holds', () => {
    expect(answerLine('строка 1:\r\nнет Ид\tв товаре ')).toBe('строка 1: нет Ид в товаре');
    expect(answerText('failure', ['a\nb'])).toBe('failure\na b');
  });

  it('answers plain UTF-8 text that nothing keeps, with no BOM', async () => {
    const response = exchangeAnswer('failure', ['Неизвестная команда']);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.subarray(0, 7)]).toEqual([...Buffer.from('failure')]);
    expect(new TextDecoder().decode(bytes)).toBe('failure\nНеизвестная команда');
  });
});

describe('the Bitrix address', () => {
  it('is left out of every proxy.ts matcher, as /api is', () => {
    for (const matcher of proxyConfig.matcher) {
      const source = typeof matcher === 'string' ? matcher : matcher.source;
      const matches = (path: string) => new RegExp(`^${source}$`).test(path);
      expect(matches('/bitrix/admin/1c_exchange.php'), source).toBe(false);
      expect(matches('/api/1c/exchange'), source).toBe(false);
      // Other Bitrix addresses are still the shop's (a 404 page).
      expect(matches('/bitrix/admin/other.php'), source).toBe(true);
    }
  });
});
