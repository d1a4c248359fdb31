/**
 * 1C's «Обмен с сайтом» walked as 1C walks it (issue #35, step 2): checkauth with Basic, then
 * the cookie and `&sessid=…` on every call; init; files in chunks and a zip; import answered
 * honestly (nothing is applied yet); deactivate and complete; and the orders side against a
 * fake SaleExchange. The handler is the one the routes call, over a real database.
 */
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangeRuns, exchangeSessions, managers, users } from '@/server/db/schema';
import { DEMO_EXCHANGE_EMAIL, DEMO_PASSWORD } from '@/server/db/seed/accounts';
import { signAccessToken, verifyAccessToken } from '@/server/modules/auth/tokens';
import {
  createExchangeHandler,
  EXCHANGE_FILE_LIMIT,
  type ExchangeDeps,
  type ExchangeHandler,
  type SaleExchange,
} from '@/server/modules/exchange/protocol';
import { addStaff } from '@/server/modules/manager/staff/accounts';
import { createMemoryRateLimiter } from '@/server/platform/rate-limit';
import { backends, form, startApi, type TestApi } from '../../support/api';
import { cml, cmlBytes } from '../../support/cml';
import { docxBomb, zipOf } from '../../support/zip';

const basic = (login: string, password: string) =>
  `Basic ${Buffer.from(`${login}:${password}`, 'utf8').toString('base64')}`;
const exchangeLogin = basic(DEMO_EXCHANGE_EMAIL, DEMO_PASSWORD);

let address = 0;
const nextAddress = () => `10.35.${Math.floor(address / 250)}.${(address++ % 250) + 1}`;

interface Answer {
  status: number;
  contentType: string | null;
  text: string;
  lines: string[];
}

interface Session {
  cookie: string;
  /** Line 4 as 1C appends it to every later address. */
  sessid: string;
  timestamp: number;
}

const catalogXml = (count: number) =>
  cml(`<Классификатор><Ид>c1</Ид><Наименование>Классификатор</Наименование>
<Группы><Группа><Ид>g1</Ид><Наименование>Футер</Наименование></Группа></Группы>
</Классификатор>
<Каталог СодержитТолькоИзменения="false"><Ид>cat</Ид><ИдКлассификатора>c1</ИдКлассификатора><Наименование>Каталог</Наименование>
<Товары>
${Array.from(
  { length: count },
  (_, i) =>
    `<Товар><Ид>p${i}</Ид><Артикул>ФТ-${i}</Артикул><Наименование>Футер трёхнитка №${i}</Наименование>` +
    `<БазоваяЕдиница Код="166 ">кг</БазоваяЕдиница><Картинка>import_files/ab/x.jpg</Картинка></Товар>`,
).join('\n')}
</Товары>
</Каталог>`);

const offersXml =
  cml(`<ПакетПредложений СодержитТолькоИзменения="false"><Ид>pp</Ид><Наименование>Пакет</Наименование><ИдКаталога>cat</ИдКаталога>
<ТипыЦен><ТипЦены><Ид>t1</Ид><Наименование>Опт</Наименование><Валюта>руб</Валюта></ТипЦены></ТипыЦен>
<Предложения>
<Предложение><Ид>p0</Ид><Цены><Цена><ИдТипаЦены>t1</ИдТипаЦены><ЦенаЗаЕдиницу>1 200,50</ЦенаЗаЕдиницу></Цена></Цены><Склад ИдСклада="msk" КоличествоНаСкладе="12,5"/></Предложение>
<Предложение><Ид>p1#red</Ид><Цены><Цена><ИдТипаЦены>t1</ИдТипаЦены><ЦенаЗаЕдиницу>990</ЦенаЗаЕдиницу></Цена></Цены></Предложение>
</Предложения>
</ПакетПредложений>`);

/** A zip whose only entry says it unpacks to `declared` bytes and unpacks to more. */
function lyingZip(name: string, content: Buffer, declared: number): Uint8Array {
  const bytes = Buffer.from(zipOf({ [name]: content }));
  const central = bytes.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
  bytes.writeUInt32LE(declared, central + 24);
  return new Uint8Array(bytes);
}

describe.each(backends())('1C exchange protocol on %s', (backend) => {
  let api: TestApi;
  let root: string;
  let handler: ExchangeHandler;
  const commits: string[] = [];
  const imported: { file: string; name: string; body: string }[] = [];
  let queries = 0;
  const fakeSale: SaleExchange = {
    async query(version) {
      queries += 1;
      return {
        xml:
          '<?xml version="1.0" encoding="UTF-8"?>\n' +
          `<КоммерческаяИнформация ВерсияСхемы="${version}"><Документ><Ид>${queries}</Ид><Номер>${queries}</Номер></Документ></КоммерческаяИнформация>`,
        cursor: `cursor-${queries}`,
      };
    },
    async commit(cursor) {
      commits.push(cursor);
    },
    async importDocuments(file, name) {
      imported.push({ file, name, body: readFileSync(file, 'utf8') });
      return { matched: 2, changed: 1 };
    },
  };

  const handlerWith = (overrides: Partial<ExchangeDeps> = {}) =>
    createExchangeHandler({
      database: async () => api.handle,
      rateLimiter: createMemoryRateLimiter(),
      logger: api.deps.logger,
      root,
      sale: fakeSale,
      ...overrides,
    });

  async function call(
    query: string,
    init: {
      body?: Uint8Array | string;
      headers?: Record<string, string>;
      via?: ExchangeHandler;
    } = {},
  ): Promise<Answer> {
    const response = await (init.via ?? handler)(
      new Request(`http://shop.test/bitrix/admin/1c_exchange.php?${query}`, {
        method: init.body === undefined ? 'GET' : 'POST',
        // A copy in a plain ArrayBuffer: what a Request's body takes.
        body: typeof init.body === 'string' ? init.body : init.body && new Uint8Array(init.body),
        headers: { 'x-forwarded-for': nextAddress(), ...init.headers },
      }),
    );
    const text = await response.text();
    return {
      status: response.status,
      contentType: response.headers.get('content-type'),
      text,
      lines: text.split('\n'),
    };
  }

  async function checkauth(type: 'catalog' | 'sale', via?: ExchangeHandler): Promise<Session> {
    const answer = await call(`type=${type}&mode=checkauth`, {
      headers: { authorization: exchangeLogin },
      via,
    });
    expect(answer.status).toBe(200);
    const [status, name, value, sessid, timestamp] = answer.lines;
    expect(status).toBe('success');
    return {
      cookie: `${name}=${value}`,
      sessid: sessid!,
      timestamp: Number(timestamp!.split('=')[1]),
    };
  }

  /** A later call as 1C makes it: the cookie, and line 4 appended to the address. */
  const as = (session: Session, query: string, init: Parameters<typeof call>[1] = {}) =>
    call(`${query}&${session.sessid}`, {
      ...init,
      headers: { cookie: session.cookie, ...init.headers },
    });

  const folderOf = async (session: Session) => {
    const [row] = await api.handle.db
      .select()
      .from(exchangeSessions)
      .where(eq(exchangeSessions.sessid, session.sessid.slice('sessid='.length)));
    return { row: row!, files: path.join(root, row!.folder, 'files') };
  };

  beforeAll(async () => {
    api = await startApi(backend);
    root = mkdtempSync(path.join(os.tmpdir(), 'selvedge-exchange-'));
    handler = handlerWith();
  });
  afterAll(() => api.close());

  describe('checkauth', () => {
    it('opens a session for the exchange account: cookie, sessid and the time', async () => {
      const before = Math.floor(Date.now() / 1000);
      const answer = await call('type=catalog&mode=checkauth', {
        headers: { authorization: exchangeLogin },
      });
      expect(answer.status).toBe(200);
      expect(answer.contentType).toBe('text/plain; charset=utf-8');
      // ASCII first: no BOM before 'success' (answer.ts says why).
      expect(answer.text.charCodeAt(0)).toBe('s'.charCodeAt(0));
      expect(answer.lines).toHaveLength(5);
      expect(answer.lines[0]).toBe('success');
      expect(answer.lines[1]).toBe('selvedge_1c');
      expect(answer.lines[2]).toMatch(/^[A-Za-z0-9_-]{40,}$/);
      expect(answer.lines[3]).toMatch(/^sessid=[0-9a-f]{32}$/);
      const timestamp = Number(answer.lines[4]!.replace('timestamp=', ''));
      expect(timestamp).toBeGreaterThanOrEqual(before);
      expect(timestamp).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
    });

    it('refuses a wrong password, a buyer and a manager with 401 and a Russian line', async () => {
      for (const authorization of [
        basic(DEMO_EXCHANGE_EMAIL, 'wrong-password'),
        basic('buyer@selvedge.local', DEMO_PASSWORD),
        basic('manager.msk@selvedge.local', DEMO_PASSWORD),
      ]) {
        const answer = await call('type=catalog&mode=checkauth', { headers: { authorization } });
        expect(answer.status).toBe(401);
        expect(answer.lines).toEqual(['failure', 'Неверный логин или пароль обмена с 1С']);
      }
      const none = await call('type=catalog&mode=checkauth');
      expect(none.status).toBe(401);
      expect(none.lines[0]).toBe('failure');
    });

    it('is held by the login’s brake: the eleventh wrong password of an account waits', async () => {
      const login = `nobody.${Date.now()}@selvedge.local`;
      for (let i = 0; i < 10; i += 1) {
        const answer = await call('type=catalog&mode=checkauth', {
          headers: { authorization: basic(login, `guess-${i}`) },
        });
        expect(answer.status).toBe(401);
      }
      const limited = await call('type=catalog&mode=checkauth', {
        headers: { authorization: basic(login, 'guess-10') },
      });
      expect(limited.status).toBe(429);
      expect(limited.lines[0]).toBe('failure');
      expect(limited.lines[1]).toMatch(
        /^Слишком много попыток входа: повторите обмен через \d+ минут/,
      );
    });

    it('lets 1C log in at every exchange: right passwords do not add up', async () => {
      const ip = nextAddress();
      for (let i = 0; i < 35; i += 1) {
        const answer = await call('type=sale&mode=checkauth', {
          headers: { authorization: exchangeLogin, 'x-forwarded-for': ip },
        });
        expect(answer.lines[0], `login ${i + 1}`).toBe('success');
      }
      // …while 30 wrong ones from one address stop the 31st, whatever account it names.
      for (let i = 0; i < 30; i += 1) {
        await call('type=catalog&mode=checkauth', {
          headers: { authorization: basic(`guess${i}@selvedge.local`, 'x'), 'x-forwarded-for': ip },
        });
      }
      const limited = await call('type=catalog&mode=checkauth', {
        headers: { authorization: exchangeLogin, 'x-forwarded-for': ip },
      });
      expect(limited.status).toBe(429);
    });

    it('lets the exchange account do nothing else in the shop', async () => {
      const staff = await api.json<{ message: string }>(
        '/manager/login/',
        form({ login: DEMO_EXCHANGE_EMAIL, password: DEMO_PASSWORD }),
      );
      expect(staff.status).toBe(400);
      const buyer = await api.json<{ message: string }>(
        '/user/login/',
        form({ login: DEMO_EXCHANGE_EMAIL, password: DEMO_PASSWORD }),
      );
      expect(buyer.status).toBe(403);
      // A token claiming the role would not be taken either.
      const jwt = await signAccessToken(api.config.jwtSecret, {
        userId: 1,
        storeId: 1,
        role: 'exchange',
      });
      expect(await verifyAccessToken(api.config.jwtSecret, jwt)).toBeNull();
    });

    it('is what `staff:add --role exchange` makes: no cards, no warehouses', async () => {
      const email = `exchange.${Date.now()}@selvedge.local`;
      const added = await addStaff(
        api.handle.db,
        { email, name: 'Обмен с 1С (склад)', role: 'exchange', warehouses: ['msk'] },
        { siteUrl: 'http://shop.test' },
      );
      expect(added.warehouses).toEqual([]);
      expect(added.link).toMatch(/^http:\/\/shop\.test\/manager\/\?change_password=yes/);
      const [user] = await api.handle.db.select().from(users).where(eq(users.id, added.userId));
      expect(user!.role).toBe('exchange');
      const cards = await api.handle.db
        .select()
        .from(managers)
        .where(eq(managers.userId, added.userId));
      expect(cards).toEqual([]);
    });
  });

  describe('a later call', () => {
    it('needs the session: none is a failure, a foreign sessid too; Basic alone is enough', async () => {
      const anonymous = await call('type=catalog&mode=init');
      expect(anonymous.status).toBe(200);
      expect(anonymous.lines).toEqual([
        'failure',
        'Сеанс обмена не найден или истёк: начните обмен заново (checkauth)',
      ]);
      const session = await checkauth('catalog');
      const foreign = await call('type=catalog&mode=init&sessid=0123456789abcdef', {
        headers: { cookie: session.cookie },
      });
      expect(foreign.lines[0]).toBe('failure');
      // 1C with no fourth line writes '&&' and an empty sessid: that is not a mismatch.
      const empty = await call('type=catalog&mode=init&&sessid=', {
        headers: { cookie: session.cookie },
      });
      expect(empty.lines[0]).toBe('zip=yes');
      const byBasic = await call('type=catalog&mode=init', {
        headers: { authorization: exchangeLogin },
      });
      expect(byBasic.lines[0]).toBe('zip=yes');
      const wrongBasic = await call('type=catalog&mode=init', {
        headers: { authorization: basic(DEMO_EXCHANGE_EMAIL, 'nope') },
      });
      expect(wrongBasic.status).toBe(401);
    });

    it('answers an unknown type or mode with a failure naming it', async () => {
      const session = await checkauth('catalog');
      const mode = await as(session, 'type=catalog&mode=query');
      expect(mode.lines).toEqual([
        'failure',
        'Неизвестная команда обмена: type=catalog, mode=query',
      ]);
      const type = await call('type=get_catalog&mode=checkauth');
      expect(type.lines).toEqual([
        'failure',
        'Неизвестная команда обмена: type=get_catalog, mode=checkauth',
      ]);
    });
  });

  describe('a catalogue exchange', () => {
    it('walks checkauth → init → chunked file → import → deactivate → complete', async () => {
      const session = await checkauth('catalog');
      const init = await as(session, 'type=catalog&mode=init&version=2.08');
      expect(init.status).toBe(200);
      expect(init.text).toBe(`zip=yes\nfile_limit=${EXCHANGE_FILE_LIMIT}`);
      expect(EXCHANGE_FILE_LIMIT).toBe(8 * 1024 * 1024);

      // import.xml in three POSTs under one name, cut inside a multibyte letter.
      const bytes = cmlBytes(catalogXml(3));
      const cuts = [0, 301, 302 + Math.floor((bytes.length - 302) / 2), bytes.length];
      for (let i = 0; i < 3; i += 1) {
        const chunk = await as(session, 'type=catalog&mode=file&filename=import.xml', {
          body: bytes.subarray(cuts[i], cuts[i + 1]),
        });
        expect(chunk.lines).toEqual(['success']);
      }
      const { files, row } = await folderOf(session);
      expect(readFileSync(path.join(files, 'import.xml'))).toEqual(bytes);

      const imported = await as(session, 'type=catalog&mode=import&filename=import.xml');
      expect(imported.status).toBe(200);
      expect(imported.lines).toEqual([
        'failure',
        'Загрузка каталога из 1С в магазин ещё не включена: файл «import.xml» прочитан ' +
          '(3 товара, 0 предложений), в магазине ничего не изменено',
      ]);

      await as(session, 'type=catalog&mode=file&filename=offers.xml', {
        body: cmlBytes(offersXml),
      });
      const offers = await as(session, 'type=catalog&mode=import&filename=offers.xml');
      expect(offers.lines[1]).toContain('(0 товаров, 2 предложения)');

      const deactivate = await as(
        session,
        `type=catalog&mode=deactivate&timestamp=${session.timestamp}`,
      );
      expect(deactivate.lines[0]).toBe('success');
      const complete = await as(session, 'type=catalog&mode=complete');
      expect(complete.lines).toEqual(['success', 'Обмен завершён']);

      // What staff will see of the run: files, counts, the honest errors, the duration.
      const [run] = await api.handle.db
        .select()
        .from(exchangeRuns)
        .where(eq(exchangeRuns.id, (await folderOf(session)).row.runId!));
      expect(row.runId).toBe(run!.id);
      expect(run!.files).toEqual(['import.xml', 'offers.xml']);
      expect(run!.counts).toMatchObject({
        sections: 1,
        products: 3,
        offers: 2,
        prices: 2,
        stock: 1,
      });
      expect(run!.errors).toHaveLength(2);
      expect(run!.errors[0]).toMatch(/^Загрузка каталога из 1С в магазин ещё не включена/);
      expect(run!.finishedAt).not.toBeNull();
      expect(run!.durationMs).toBeGreaterThanOrEqual(0);
    });

    it('unpacks a zip at the first import, a slice per call, pictures where the XML names them', async () => {
      const slicing = handlerWith({ limits: { sliceMs: 0 } });
      const session = await checkauth('catalog', slicing);
      await as(session, 'type=catalog&mode=init', { via: slicing });
      const picture = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]);
      const zip = zipOf({
        'import.xml': cmlBytes(catalogXml(2)),
        'import_files/ab/x.jpg': picture,
      });
      const half = Math.floor(zip.length / 2);
      for (const part of [zip.subarray(0, half), zip.subarray(half)]) {
        const answer = await as(session, 'type=catalog&mode=file&filename=import.zip', {
          body: part,
          via: slicing,
        });
        expect(answer.lines).toEqual(['success']);
      }
      const answers: string[] = [];
      for (let i = 0; i < 5; i += 1) {
        const answer = await as(session, 'type=catalog&mode=import&filename=import.xml', {
          via: slicing,
        });
        answers.push(answer.lines[0]!);
        if (answer.lines[0] !== 'progress') {
          expect(answer.lines[1]).toContain('файл «import.xml» прочитан (2 товара, 0 предложений)');
          break;
        }
        expect(answer.lines[1]).toMatch(/^Идёт распаковка архива: \d из 2$/);
      }
      expect(answers).toEqual(['progress', 'progress', 'failure']);
      const { files } = await folderOf(session);
      expect(readFileSync(path.join(files, 'import_files', 'ab', 'x.jpg'))).toEqual(picture);
      expect(existsSync(path.join(files, 'import.zip'))).toBe(false);
    });

    it('refuses a malformed file with the line and element, and changes nothing', async () => {
      const session = await checkauth('catalog');
      await as(session, 'type=catalog&mode=init');
      const broken = catalogXml(2).replace('</Товар>', '</Товр>');
      await as(session, 'type=catalog&mode=file&filename=import0_1.xml', {
        body: cmlBytes(broken),
      });
      const answer = await as(session, 'type=catalog&mode=import&filename=import0_1.xml');
      expect(answer.status).toBe(200);
      expect(answer.lines[0]).toBe('failure');
      // The first product's line, and where in the file it is.
      expect(answer.lines[1]).toMatch(/^import0_1\.xml, строка 8: в элементе Каталог\/Товары /);
      expect(answer.lines).toHaveLength(2);
    });

    it('keeps Windows folders and refuses every name that leaves the folder', async () => {
      const session = await checkauth('catalog');
      await as(session, 'type=catalog&mode=init');
      const { files, row } = await folderOf(session);
      const kept = await as(
        session,
        `type=catalog&mode=file&filename=${encodeURIComponent('import_files\\cd\\y.jpg')}`,
        { body: 'jpeg' },
      );
      expect(kept.lines).toEqual(['success']);
      expect(readFileSync(path.join(files, 'import_files', 'cd', 'y.jpg'), 'utf8')).toBe('jpeg');
      for (const name of [
        '../evil.xml',
        'import_files\\..\\..\\evil.xml',
        '/etc/evil.xml',
        'C:\\1C\\evil.xml',
        'C:evil.xml',
        'evil\u0000.xml',
        'evil.xml::$DATA',
      ]) {
        const answer = await as(
          session,
          `type=catalog&mode=file&filename=${encodeURIComponent(name)}`,
          { body: 'evil' },
        );
        expect(answer.lines[0], name).toBe('failure');
        expect(answer.lines[1], name).toMatch(/^Недопустимое имя файла/);
      }
      expect(existsSync(path.join(root, 'evil.xml'))).toBe(false);
      expect(existsSync(path.join(root, row.folder, 'evil.xml'))).toBe(false);
      const zipSlip = zipOf({ '../../evil.xml': 'evil', 'import.xml': catalogXml(1) });
      await as(session, 'type=catalog&mode=file&filename=slip.zip', { body: zipSlip });
      const slip = await as(session, 'type=catalog&mode=import&filename=import.xml');
      expect(slip.lines).toEqual([
        'failure',
        'Архив «slip.zip» не распакован: недопустимое имя файла «../../evil.xml» внутри архива',
      ]);
      expect(existsSync(path.join(root, 'evil.xml'))).toBe(false);
      expect(existsSync(path.join(files, 'import.xml'))).toBe(false);
    });

    it('bounds a chunk by file_limit and the folder, and refuses zip bombs', async () => {
      const small = handlerWith({ limits: { fileLimit: 1024, folderLimit: 64 * 1024 } });
      const session = await checkauth('catalog', small);
      const init = await as(session, 'type=catalog&mode=init', { via: small });
      expect(init.lines[1]).toBe('file_limit=1024');
      const big = await as(session, 'type=catalog&mode=file&filename=import.xml', {
        body: new Uint8Array(1025),
        via: small,
      });
      expect(big.lines).toEqual([
        'failure',
        'Часть файла больше 1 КБ: 1С должна делить файлы по file_limit из ответа init',
      ]);
      // Refused before anything was kept.
      const { files } = await folderOf(session);
      expect(existsSync(path.join(files, 'import.xml'))).toBe(false);

      // The folder's bound: what would pass it is not kept, what came before stays.
      const tight = handlerWith({ limits: { fileLimit: 1024, folderLimit: 2048 } });
      const full = await checkauth('catalog', tight);
      await as(full, 'type=catalog&mode=init', { via: tight });
      const answers: string[] = [];
      for (let i = 0; i < 3; i += 1) {
        const chunk = await as(full, 'type=catalog&mode=file&filename=big.xml', {
          body: new Uint8Array(1000).fill(0x41),
          via: tight,
        });
        answers.push(chunk.lines.join('|'));
      }
      expect(answers).toEqual([
        'success',
        'success',
        'failure|Файлы обмена заняли больше 2 КБ: обмен прерван, начните его заново',
      ]);
      expect(readFileSync(path.join((await folderOf(full)).files, 'big.xml')).length).toBe(2000);

      // A megabyte of zeros packed into about a kilobyte, sent in chunks of file_limit.
      const bomb = await docxBomb(1024 * 1024);
      for (let at = 0; at < bomb.length; at += 1024) {
        const chunk = await as(session, 'type=catalog&mode=file&filename=bomb.zip', {
          body: bomb.subarray(at, at + 1024),
          via: small,
        });
        expect(chunk.lines).toEqual(['success']);
      }
      const bombed = await as(session, 'type=catalog&mode=import&filename=import.xml', {
        via: small,
      });
      expect(bombed.lines[0]).toBe('failure');
      expect(bombed.lines[1]).toMatch(
        /^Архив «bomb\.zip» не распакован: распакованные файлы больше/,
      );

      const second = await checkauth('catalog');
      await as(second, 'type=catalog&mode=init');
      const liar = lyingZip('import.xml', Buffer.alloc(50_000, 0x20), 10);
      await as(second, 'type=catalog&mode=file&filename=liar.zip', { body: liar });
      const lied = await as(second, 'type=catalog&mode=import&filename=import.xml');
      expect(lied.lines).toEqual([
        'failure',
        'Архив «liar.zip» не распакован: файл «import.xml» распаковывается не в тот размер, что указан в архиве',
      ]);
      expect(existsSync(path.join((await folderOf(second)).files, 'import.xml'))).toBe(false);
    });

    it('empties the folder at init', async () => {
      const session = await checkauth('catalog');
      await as(session, 'type=catalog&mode=init');
      await as(session, 'type=catalog&mode=file&filename=import.xml', { body: 'old' });
      await as(session, 'type=catalog&mode=init');
      const answer = await as(session, 'type=catalog&mode=import&filename=import.xml');
      expect(answer.lines).toEqual(['failure', 'Файл «import.xml» не был загружен в этом обмене']);
    });
  });

  describe('orders (type=sale)', () => {
    it('sends the query’s XML and commits exactly that query’s cursor, once', async () => {
      const session = await checkauth('sale');
      const init = await as(session, 'type=sale&mode=init&version=2.08');
      expect(init.lines).toEqual([
        'zip=yes',
        `file_limit=${EXCHANGE_FILE_LIMIT}`,
        session.sessid,
        'version=2.08',
      ]);
      const query = await as(session, 'type=sale&mode=query');
      expect(query.status).toBe(200);
      expect(query.contentType).toBe('application/xml; charset=utf-8');
      expect(query.text).toMatch(
        /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<КоммерческаяИнформация ВерсияСхемы="2\.08">/,
      );
      const sent = query.text.match(/<Ид>(\d+)<\/Ид>/)![1];

      const success = await as(session, 'type=sale&mode=success');
      expect(success.lines[0]).toBe('success');
      expect(commits).toEqual([`cursor-${sent}`]);
      // A second success without a query commits nothing.
      const again = await as(session, 'type=sale&mode=success');
      expect(again.lines[0]).toBe('success');
      expect(commits).toEqual([`cursor-${sent}`]);

      // Two queries, one success: what was sent last is what 1C confirms.
      await as(session, 'type=sale&mode=query');
      const last = await as(session, 'type=sale&mode=query');
      await as(session, 'type=sale&mode=success');
      expect(commits.at(-1)).toBe(`cursor-${last.text.match(/<Ид>(\d+)<\/Ид>/)![1]}`);
      expect(commits).toHaveLength(2);
    });

    it('keeps the cursor of a query from another session apart', async () => {
      const one = await checkauth('sale');
      const two = await checkauth('sale');
      await as(one, 'type=sale&mode=init&version=2.08');
      await as(two, 'type=sale&mode=init&version=2.08');
      await as(one, 'type=sale&mode=query');
      const before = commits.length;
      await as(two, 'type=sale&mode=success');
      expect(commits).toHaveLength(before);
    });

    it('takes 1C’s documents back through file and import', async () => {
      const session = await checkauth('sale');
      await as(session, 'type=sale&mode=init&version=2.08');
      const documents = cml('<Документ><Ид>1</Ид><Номер>1</Номер></Документ>');
      await as(session, 'type=sale&mode=file&filename=orders-1.xml', { body: documents });
      const answer = await as(session, 'type=sale&mode=import&filename=orders-1.xml');
      expect(answer.lines).toEqual([
        'success',
        'Документы загружены: 2 заказа найдено, изменено 1',
      ]);
      expect(imported.at(-1)).toMatchObject({ name: 'orders-1.xml', body: documents });
    });

    it('says in Russian that orders are not exchanged when nothing handles them', async () => {
      const without = handlerWith({ sale: undefined });
      const session = await checkauth('sale', without);
      const answer = await as(session, 'type=sale&mode=query', { via: without });
      expect(answer.lines).toEqual(['failure', 'Обмен заказами с 1С в магазине ещё не включён']);
    });
  });
});
