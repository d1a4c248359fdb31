import { mkdtemp, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createOutboxMailer, readOutbox } from '@/server/platform/mail';

describe('outbox mailer', () => {
  it('keeps each message as a readable file, in sending order', async () => {
    const dir = path.join(await mkdtemp(path.join(os.tmpdir(), 'outbox-')), 'outbox');
    const mailer = createOutboxMailer(dir, 'Selvedge <no-reply@selvedge.test>');
    await mailer.send({ to: 'a@example.ru', subject: 'Первое', text: 'Текст 1' });
    await mailer.send({ to: 'b@example.ru', subject: 'Второе', text: 'Текст 2' });
    const messages = await readOutbox(dir);
    expect(messages.map((m) => [m.to, m.subject, m.text])).toEqual([
      ['a@example.ru', 'Первое', 'Текст 1'],
      ['b@example.ru', 'Второе', 'Текст 2'],
    ]);
    expect(messages[0]!.from).toBe('Selvedge <no-reply@selvedge.test>');
  });

  it('never shows a reader a message half written, and leaves nothing else behind', async () => {
    const dir = path.join(await mkdtemp(path.join(os.tmpdir(), 'outbox-')), 'outbox');
    const mailer = createOutboxMailer(dir, 'Selvedge <no-reply@selvedge.test>');
    const big = 'Длинное письмо. '.repeat(64 * 1024);
    let sending = true;
    const sends = Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        mailer.send({ to: `r${i}@example.ru`, subject: 'Счёт', text: big }),
      ),
    ).finally(() => (sending = false));
    let reads = 0;
    while (sending) {
      // A file caught half written would not parse: readOutbox would throw.
      for (const message of await readOutbox(dir)) expect(message.text).toBe(big);
      reads += 1;
    }
    await sends;
    expect(reads).toBeGreaterThan(0);
    expect((await readdir(dir)).every((name) => name.endsWith('.json'))).toBe(true);
    expect(await readOutbox(dir)).toHaveLength(20);
  });

  it('an outbox that was never written reads as empty', async () => {
    expect(await readOutbox(path.join(os.tmpdir(), 'no-such-outbox-folder'))).toEqual([]);
  });
});
