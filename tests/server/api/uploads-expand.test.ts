/**
 * Issue #18 item 6: uploads that expand once opened, or are a page behind their header, are
 * refused before anything is kept or mailed; pictures within the cap are re-encoded.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '@/server/db/schema';
import { backends, startApi, type TestApi } from '../../support/api';
import { docxBomb, minimalDocx, zipOf } from '../../support/zip';

const person = {
  fio: 'Петрова Анна',
  phone: '+7 (912) 345-67-89',
  email: 'anna@example.ru',
  consent: 'true',
};

let address = 0;
function career(file: { name: string; bytes: Uint8Array<ArrayBuffer> }): RequestInit {
  const body = new FormData();
  for (const [key, value] of Object.entries({ ...person, vacancy: 'Вязальщик' }))
    body.append(key, value);
  body.append('files', new File([file.bytes], file.name, { type: 'application/octet-stream' }));
  return { method: 'POST', body, headers: { 'x-forwarded-for': `10.90.0.${++address}` } };
}

const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
};

/** A valid PNG header declaring width × height, with one tiny row of data: a few hundred bytes. */
function pngDeclaring(width: number, height: number): Uint8Array<ArrayBuffer> {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', deflateSync(Buffer.alloc(1 + width * 3 > 4096 ? 4096 : 1 + width * 3))),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

describe.each(backends())('uploads that expand on %s', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi(backend);
  });
  afterAll(() => api.close());

  const stored = async () => {
    try {
      return await readdir(api.config.uploadsDir);
    } catch {
      return [];
    }
  };

  type Answer = { status: string; message: string; data?: { id: number } };

  const refusedWithNothingKept = async (
    file: { name: string; bytes: Uint8Array<ArrayBuffer> },
    message: string,
  ) => {
    const filesBefore = (await stored()).length;
    const mailsBefore = (await api.outbox()).length;
    const { status, body } = await api.json<Answer>('/career/addCareerFeedback/', career(file));
    expect(status, JSON.stringify(body)).toBe(400);
    expect(body.message).toBe(message);
    expect((await stored()).length).toBe(filesBefore);
    expect((await api.outbox()).length).toBe(mailsBefore);
  };

  it('a PNG declaring 50,000 × 50,000 pixels is refused by its header', async () => {
    const bytes = pngDeclaring(50_000, 50_000);
    expect(bytes.byteLength).toBeLessThan(10_000);
    await refusedWithNothingKept(
      { name: 'фото.png', bytes },
      'Изображение «фото.png» слишком большое: не более 40 мегапикселей',
    );
  });

  it('a 200 KB .docx that unpacks to 200 MB is refused', async () => {
    const bytes = await docxBomb(200 * 1024 * 1024);
    expect(bytes.byteLength).toBeLessThan(300 * 1024);
    await refusedWithNothingKept(
      { name: 'резюме.docx', bytes },
      'Файл «резюме.docx» слишком велик после распаковки',
    );
  });

  it('a .docx whose central directory lies about the unpacked size is refused', async () => {
    const honest = zipOf({
      '[Content_Types].xml': '<Types/>',
      'word/document.xml': 'x'.repeat(100_000),
    });
    // Rewrite the document entry's declared size (local and central headers) to 10 bytes.
    const data = Buffer.from(honest);
    for (let i = 0; i < data.length - 4; i += 1) {
      const signature = data.readUInt32LE(i);
      if (
        signature === 0x04034b50 &&
        data.toString('latin1', i + 30, i + 47) === 'word/document.xml'
      )
        data.writeUInt32LE(10, i + 22);
      if (
        signature === 0x02014b50 &&
        data.toString('latin1', i + 46, i + 63) === 'word/document.xml'
      )
        data.writeUInt32LE(10, i + 24);
    }
    const response = await api.json<Answer>(
      '/career/addCareerFeedback/',
      career({ name: 'cv.docx', bytes: new Uint8Array(data) }),
    );
    expect(response.status).toBe(400);
  });

  it('a zip with too many entries is refused', async () => {
    const many: Record<string, string> = { '[Content_Types].xml': '<Types/>' };
    for (let i = 0; i < 1_001; i += 1) many[`word/media/${i}.xml`] = '';
    await refusedWithNothingKept(
      { name: 'cv.docx', bytes: zipOf(many) },
      'Файл «cv.docx» слишком велик после распаковки',
    );
  });

  it('a PDF whose bytes after the header are HTML is refused', async () => {
    const bytes = new Uint8Array(
      Buffer.from('%PDF-1.4\n<html><body><script>alert(document.cookie)</script></body></html>'),
    );
    await refusedWithNothingKept(
      { name: 'cv.pdf', bytes },
      'Файл «cv.pdf» повреждён или не является файлом PDF',
    );
  });

  it('a PNG whose bytes after the signature are HTML is refused', async () => {
    const bytes = new Uint8Array(
      Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        Buffer.from('<!DOCTYPE html><script>alert(1)</script>'),
      ]),
    );
    await refusedWithNothingKept(
      { name: 'photo.png', bytes },
      'Файл «photo.png» повреждён или не является файлом PNG',
    );
  });

  it('a real photo is taken and kept re-encoded (metadata gone); a real .docx is taken as it is', async () => {
    const photo = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#6a8caf' },
    })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-exif-marker' } })
      .toBuffer();
    expect(photo.includes('secret-exif-marker')).toBe(true);
    const taken = await api.json<Answer>(
      '/career/addCareerFeedback/',
      career({ name: 'me.jpg', bytes: new Uint8Array(photo) }),
    );
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    const [upload] = await api.handle.db
      .select()
      .from(uploads)
      .where(eq(uploads.leadId, taken.body.data!.id));
    const kept = await readFile(path.join(api.config.uploadsDir, upload!.storedName));
    expect(kept.includes('secret-exif-marker')).toBe(false);
    expect((await sharp(kept).metadata()).width).toBe(64);

    const docx = minimalDocx();
    const cv = await api.json<Answer>(
      '/career/addCareerFeedback/',
      career({ name: 'cv.docx', bytes: docx }),
    );
    expect(cv.status, JSON.stringify(cv.body)).toBe(200);
  });
});
